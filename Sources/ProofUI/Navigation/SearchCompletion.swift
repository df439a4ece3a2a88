// Status: accepted and ignored — `searchCompletion(_:)` on a search suggestion compiles; ProofUI draws no suggestion list (`searchSuggestions` is accepted and ignored), so there is nothing to complete.

nonisolated extension View {
    /// The text a search suggestion puts in the search field when chosen: accepted (ProofUI
    /// draws no suggestion list).
    public func searchCompletion(_ completion: String) -> some View { self }

    /// The token a search suggestion adds to the search field when chosen: accepted (ProofUI
    /// draws no suggestion list).
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
}
