import ProofUI

// A reorderable list with a drop delegate and a UIKit calendar in a representable, written as
// app files write them with `import SwiftUI` alone: the content types are `UTType` members
// (`[.plainText]`), and the delegate comes from a function returning `DropDelegate`.

struct ReorderDropDelegate: DropDelegate {
    let item: String
    @Binding var items: [String]
    @Binding var dragged: String?

    func performDrop(info: DropInfo) -> Bool {
        dragged = nil
        return true
    }

    func dropEntered(info: DropInfo) {
        guard let dragged, dragged != item,
              let from = items.firstIndex(of: dragged), let to = items.firstIndex(of: item) else { return }
        items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
    }

    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
}

struct ReorderableRows: View {
    @State private var items = ["One", "Two"]
    @State private var dragged: String?
    let withDrop: Bool

    var body: some View {
        VStack(spacing: 0) {
            ForEach(items, id: \.self) { item in
                if withDrop {
                    row(item)
                        .onDrag { NSItemProvider() }
                        .onDrop(of: [.plainText], delegate: makeDelegate(item))
                        .onDrop(of: [.image, .fileURL], isTargeted: nil) { _ in false }
                } else {
                    row(item)
                }
            }
        }
    }

    func row(_ item: String) -> some View {
        Text(item).frame(width: 60, height: 20).background(Color.yellow)
    }

    private func makeDelegate(_ item: String) -> DropDelegate {
        ReorderDropDelegate(item: item, items: $items, dragged: $dragged)
    }
}

struct EventCalendar: UIViewRepresentable {
    @Binding var selectedDate: Date?

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UICalendarView {
        let calendarView = UICalendarView()
        calendarView.calendar = Calendar(identifier: .gregorian)
        calendarView.delegate = context.coordinator
        calendarView.selectionBehavior = UICalendarSelectionSingleDate(delegate: context.coordinator)
        calendarView.tintColor = .systemPink
        return calendarView
    }

    func updateUIView(_ uiView: UICalendarView, context: Context) {
        uiView.reloadDecorations(forDateComponents: [], animated: true)
        if let selectedDate {
            let components = Calendar.current.dateComponents([.year, .month, .day], from: selectedDate)
            (uiView.selectionBehavior as? UICalendarSelectionSingleDate)?.setSelected(components, animated: true)
        }
    }

    class Coordinator: NSObject, UICalendarSelectionSingleDateDelegate, UICalendarViewDelegate {
        var parent: EventCalendar

        init(_ parent: EventCalendar) { self.parent = parent }

        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
            parent.selectedDate = dateComponents?.date
        }

        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
            dateComponents.day == 1 ? .default(color: .systemPink) : nil
        }
    }
}
