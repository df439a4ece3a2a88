// `import Combine` on Linux, for SwiftUI apps' files that write it: it brings ProofCombine,
// which declares the Combine API views and models use (ObservableObject, @Published, subjects,
// AnyCancellable, inert publishers), and not SwiftUI's names, as Apple's Combine does. Opt-in, through the `ProofUILinuxModules` product: a
// module named like Apple's makes `canImport(Combine)` true for every package built after it,
// which some packages read as "Apple platform". On Apple platforms Apple's Combine is used.
@_exported import ProofCombine

extension Publishers {
    /// The elements of a sequence, then finished (Combine's `Publishers.Sequence`). Inert, as
    /// ProofUI's publishers are: a snapshot subscribes to nothing. The elements are kept.
    nonisolated public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        /// The elements the publisher would send.
        public let sequence: Elements

        public init(sequence: Elements) {
            self.sequence = sequence
        }
    }
}
