// Status: supported — `ForEach` makes its views in order as SwiftUI's does (identifiers do not change a single render).
/// Views made from each element of a collection, in order (SwiftUI's `ForEach`).
///
/// Identifiers keep their SwiftUI meaning for source compatibility; a snapshot has no
/// animations or state to preserve, so they do not change the result.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView, TransparentInPath {
    public typealias Body = Never

    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    /// Views for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        var index = 0
        for element in data {
            try resolver.resolve(resolver.withViewEnvironment { content(element) }, childIndex: index)
            index += 1
        }
    }
}

nonisolated extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each element of a collection of `Identifiable` values.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = \Data.Element.id
        self.content = content
    }
}

nonisolated extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = \Int.self
        self.content = content
    }
}
