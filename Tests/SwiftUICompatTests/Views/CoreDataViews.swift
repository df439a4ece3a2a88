import CoreData
import ProofUI

// A Core Data list as Xcode's template writes it: `@FetchRequest` with sort descriptors, the
// context from the environment, inserts and deletes in actions, a preview with an in-memory
// container. The model class is written by hand without `@NSManaged` (such properties
// typecheck on Linux but do not link: Docs/SwiftUI/Frameworks.md).
final class Note: NSManagedObject, Identifiable {
    var title: String?
    var createdAt: Date?
}

struct PersistenceController {
    @MainActor static let preview = PersistenceController(inMemory: true)
    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Notes")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}

struct NotesView: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Note.createdAt, ascending: true)], animation: .default)
    private var notes: FetchedResults<Note>

    var body: some View {
        NavigationView {
            List {
                if notes.isEmpty {
                    Text("No notes yet")
                }
                ForEach(notes) { note in
                    Text(note.title ?? "Untitled")
                }
                .onDelete(perform: deleteNotes)
            }
            .navigationTitle("Notes")
            .toolbar {
                Button(action: addNote) { Label("Add Note", systemImage: "plus") }
            }
        }
    }

    private func addNote() {
        let note = Note(context: viewContext)
        note.createdAt = Date()
        try? viewContext.save()
    }

    private func deleteNotes(offsets: IndexSet) {
        offsets.map { notes[$0] }.forEach(viewContext.delete)
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
    }
}

struct NotesView_Previews: PreviewProvider {
    static var previews: some View {
        NotesView().environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
    }
}

/// A fetch written with a request, a predicate in a format string and sections.
struct RecentNotesView: View {
    @FetchRequest(fetchRequest: RecentNotesView.request) private var recent: FetchedResults<Note>
    @SectionedFetchRequest(sectionIdentifier: \Note.title, sortDescriptors: [SortDescriptor(\Note.title)])
    private var sections: SectionedFetchResults<String?, Note>

    static var request: NSFetchRequest<Note> {
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = NSPredicate(format: "createdAt > %@", Date(timeIntervalSince1970: 0) as NSDate)
        request.sortDescriptors = [NSSortDescriptor(key: "createdAt", ascending: false)]
        request.fetchLimit = 5
        return request
    }

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(header: Text(section.id ?? "—")) {
                    ForEach(section) { note in Text(note.title ?? "") }
                }
            }
            Text("\(recent.count) recent")
        }
    }
}
