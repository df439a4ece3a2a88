import Combine
import ProofUI

/// A search screen in the MVVM style of many apps: a view model built on Combine (debounced
/// query, subjects, a timer, cancellables) with `@MainActor` isolation, and views reading it.
@MainActor
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var isLoading = false
    let refresh = PassthroughSubject<Void, Never>()
    let selection = CurrentValueSubject<String?, Never>(nil)
    private var cancellables = Set<AnyCancellable>()
    private let all = ["Apples", "Apricots", "Bananas", "Blueberries", "Cherries"]

    init(query: String = "") {
        self.query = query
        results = all.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [all] text in all.filter { text.isEmpty || $0.localizedCaseInsensitiveContains(text) } }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
        refresh
            .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = true })
            .flatMap { _ in Just(["Dates"]).delay(for: 0.5, scheduler: RunLoop.main) }
            .assign(to: &$results)
    }

    /// Loads results as apps do, naming URLSession with `import ProofUI` alone (on Linux it is
    /// in FoundationNetworking, which the default `Networking` trait re-exports). Nothing is
    /// loaded in a snapshot.
    func load(from url: URL) async {
        URLSession.shared.dataTaskPublisher(for: URLRequest(url: url))
            .map(\.data)
            .decode(type: [String].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .assign(to: &$results)
        if let (data, _) = try? await URLSession.shared.data(from: url),
           let decoded = try? JSONDecoder().decode([String].self, from: data) {
            results = decoded
        }
    }
}

struct SearchScreen: View {
    @StateObject private var model: SearchViewModel
    @State private var now = Date(timeIntervalSince1970: 0)
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init(query: String) {
        _model = StateObject(wrappedValue: SearchViewModel(query: query))
    }

    var body: some View {
        NavigationStack {
            List(model.results, id: \.self) { fruit in
                Text(fruit)
            }
            .overlay {
                if model.results.isEmpty {
                    ContentUnavailableView.search(text: model.query)
                }
            }
            .navigationTitle("Fruit")
            .searchable(text: $model.query)
            .onReceive(timer) { now = $0 }
            .onReceive(model.refresh) { _ in }
        }
    }
}

struct SearchScreen_Previews: PreviewProvider {
    static var previews: some View {
        SearchScreen(query: "")
            .previewDisplayName("All")
        SearchScreen(query: "ap")
            .previewDisplayName("Filtered")
    }
}
