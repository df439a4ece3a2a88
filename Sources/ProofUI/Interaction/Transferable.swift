// Status: partial — Core Transferable's `Transferable` (iOS 16) and its representations (`CodableRepresentation`, `DataRepresentation`, `FileRepresentation`, `ProxyRepresentation`, their modifiers, the builder), which SwiftUI re-exports, compile as apps write them; a snapshot never drags, drops, copies or shares, so nothing is transferred. `CodableRepresentation`'s encoder and decoder are any types (this package has no `TopLevelEncoder`); with none given they are JSON's, as in Core Transferable.

import ProofText

/// A type that drag and drop, copy and paste and sharing can move (Core Transferable's
/// `Transferable`): it says how in `transferRepresentation`.
public protocol Transferable: Sendable {
    /// How the type is transferred.
    associatedtype Representation: TransferRepresentation
    /// The representations of the type, preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of transferring an item (Core Transferable's `TransferRepresentation`): a built-in
/// representation, or a composition of them in `body`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type transferred.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representation this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

nonisolated extension Never: TransferRepresentation {
    public typealias Item = Never
}

nonisolated extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

nonisolated extension TransferRepresentation where Body == Never {
    /// A built-in representation has no body.
    public var body: Never { fatalError("\(Self.self) is a built-in representation") }
}

/// Builds a type's representations from a list (Core Transferable's `TransferRepresentationBuilder`).
@resultBuilder
nonisolated public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
    // The built-in representations name their item only through the builder: these give it.
    public static func buildExpression<Encoder, Decoder>(_ representation: CodableRepresentation<Item, Encoder, Decoder>)
        -> CodableRepresentation<Item, Encoder, Decoder> { representation }
    public static func buildExpression(_ representation: DataRepresentation<Item>) -> DataRepresentation<Item> { representation }
    public static func buildExpression(_ representation: FileRepresentation<Item>) -> FileRepresentation<Item> { representation }
    public static func buildExpression<Proxy>(_ representation: ProxyRepresentation<Item, Proxy>)
        -> ProxyRepresentation<Item, Proxy> { representation }

    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }
    public static func buildPartialBlock<First: TransferRepresentation, Next: TransferRepresentation>(accumulated: First, next: Next)
        -> TupleTransferRepresentation<Item, First, Next> where First.Item == Item, Next.Item == Item {
        TupleTransferRepresentation(first: accumulated, second: next)
    }
}

/// Two representations, the first preferred.
nonisolated public struct TupleTransferRepresentation<Item: Transferable, First: TransferRepresentation, Second: TransferRepresentation>:
    TransferRepresentation where First.Item == Item, Second.Item == Item {
    let first: First
    let second: Second
}

/// An item as the data its `Codable` conformance encodes (Core Transferable's `CodableRepresentation`).
nonisolated public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation {
    let contentType: UTType
    let encode: @Sendable (Item) throws -> Data
    let decode: @Sendable (Data) throws -> Item

    /// An item as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
        encode = { try JSONEncoder().encode($0) }
        decode = { try JSONDecoder().decode(Item.self, from: $0) }
    }

    /// An item as `encoder` writes it; `decoder` reads it back.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        encode = { _ in throw TransferUnavailable.custom(Encoder.self) }
        decode = { _ in throw TransferUnavailable.custom(Decoder.self) }
    }
}

/// An item as data of a content type (Core Transferable's `DataRepresentation`).
nonisolated public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Exports and imports data of `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports data of `contentType`.
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType
        self.exporting = exporting
        importing = nil
    }

    /// Imports data of `contentType`.
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        exporting = nil
        self.importing = importing
    }
}

/// A file sent by a transfer (Core Transferable's `SentTransferredFile`).
nonisolated public struct SentTransferredFile: Sendable {
    /// The file's location.
    public let file: URL
    /// Whether the receiver may open the file in place.
    public let allowAccessingOriginalFile: Bool

    /// A file at `file`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a transfer received (Core Transferable's `ReceivedTransferredFile`).
nonisolated public struct ReceivedTransferredFile: Sendable {
    /// The received file's location.
    public let file: URL
    /// Whether `file` is the sender's own file, not a copy.
    public let isOriginalFile: Bool
}

/// An item as a file of a content type (Core Transferable's `FileRepresentation`).
nonisolated public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let contentType: UTType

    /// Exports and imports files of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
    }

    /// Exports files of `contentType`.
    public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        self.contentType = contentType
    }

    /// Imports files of `contentType`.
    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
    }
}

/// An item transferred as another transferable value (Core Transferable's `ProxyRepresentation`).
nonisolated public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?

    /// Exports as the proxy `exporting` makes and imports from the proxy `importing` reads.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
    }

    /// Exports as the proxy `exporting` makes.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
    }

    /// Imports from the proxy `importing` reads.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exporting = nil
    }
}

/// Who may see a representation (Core Transferable's `TransferRepresentationVisibility`).
nonisolated public struct TransferRepresentationVisibility: Hashable, Sendable {
    let name: String
    /// Any process.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// The app's own processes.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
    /// The apps of the same team.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// The app's group.
    public static let group = TransferRepresentationVisibility(name: "group")
}

/// A representation with a modifier applied: transfers as its base does.
nonisolated public struct ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    let base: Base
}

nonisolated extension TransferRepresentation {
    /// Accepted: the name of a file this representation writes.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self)
    }

    /// Accepted: the name of the file written for an item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self)
    }

    /// Accepted: whether an item may be exported this way.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self)
    }

    /// Accepted: who may see this representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self)
    }
}

/// Why a value could not be transferred here.
enum TransferUnavailable: Error, CustomStringConvertible {
    case custom(Any.Type)
    case notEncodable(String)

    var description: String {
        switch self {
        case .custom(let type): "\(type) is not run in a snapshot: only JSON coding is"
        case .notEncodable(let what): "\(what) cannot be encoded in a snapshot"
        }
    }
}

// The standard types' representations, as Core Transferable and SwiftUI declare them.

nonisolated extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) },
                           importing: { String(decoding: $0, as: UTF8.self) })
    }
}

nonisolated extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

nonisolated extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw TransferUnavailable.notEncodable("a URL") }
            return url
        })
    }
}

nonisolated extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data(String($0.characters).utf8) },
                           importing: { AttributedString(String(decoding: $0, as: UTF8.self)) })
    }
}

nonisolated extension Image: Transferable {
    /// An image exports as PNG on iOS; a snapshot draws images but never encodes one alone.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { _ in throw TransferUnavailable.notEncodable("an Image") }
    }
}

// What a test can read back: the data a value exports as, from its first representation that
// exports data of `contentType` (or any type, with none given), as a drop target would receive it.

extension Transferable {
    func proofExportedData(as contentType: UTType? = nil) async throws -> Data? {
        try await TransferExport.data(of: self, from: Self.transferRepresentation, as: contentType)
    }
}

enum TransferExport {
    static func data<R: TransferRepresentation>(of item: Any, from representation: R, as contentType: UTType?) async throws -> Data? {
        switch representation {
        case let data as DataRepresentation<R.Item>:
            guard let item = item as? R.Item, let exporting = data.exporting,
                  contentType == nil || contentType == data.contentType else { return nil }
            return try await exporting(item)
        case let codable as any CodableExporting:
            return try codable.exportedData(of: item, as: contentType)
        case let tuple as any TupleExporting:
            return try await tuple.exportedData(of: item, as: contentType)
        case let modified as any ModifiedExporting:
            return try await modified.exportedData(of: item, as: contentType)
        case let proxy as any ProxyExporting:
            return try await proxy.exportedData(of: item, as: contentType)
        default:
            if R.Body.self == Never.self { return nil }
            return try await data(of: item, from: representation.body, as: contentType)
        }
    }
}

protocol CodableExporting { func exportedData(of item: Any, as contentType: UTType?) throws -> Data? }
protocol TupleExporting { func exportedData(of item: Any, as contentType: UTType?) async throws -> Data? }
protocol ModifiedExporting { func exportedData(of item: Any, as contentType: UTType?) async throws -> Data? }
protocol ProxyExporting { func exportedData(of item: Any, as contentType: UTType?) async throws -> Data? }

extension CodableRepresentation: CodableExporting {
    func exportedData(of item: Any, as contentType: UTType?) throws -> Data? {
        guard let item = item as? Item, contentType == nil || contentType == self.contentType else { return nil }
        return try encode(item)
    }
}

extension TupleTransferRepresentation: TupleExporting {
    func exportedData(of item: Any, as contentType: UTType?) async throws -> Data? {
        guard let item = item as? Item else { return nil }
        if let data = try await TransferExport.data(of: item, from: first, as: contentType) { return data }
        return try await TransferExport.data(of: item, from: second, as: contentType)
    }
}

extension ModifiedTransferRepresentation: ModifiedExporting {
    func exportedData(of item: Any, as contentType: UTType?) async throws -> Data? {
        guard let item = item as? Item else { return nil }
        return try await TransferExport.data(of: item, from: base, as: contentType)
    }
}

extension ProxyRepresentation: ProxyExporting {
    func exportedData(of item: Any, as contentType: UTType?) async throws -> Data? {
        guard let item = item as? Item, let exporting else { return nil }
        return try await exporting(item).proofExportedData(as: contentType)
    }
}

nonisolated extension NSItemProvider {
    /// Loads an item of `transferableType` (Core Transferable's `loadTransferable`, iOS 16): the
    /// object the provider was made with when it is one, else the item-unavailable error of
    /// `NSItemProviderErrorDomain` (-1000), as a provider with no registered type fails on iOS.
    /// The handler is called before this returns (on iOS, later on another queue): a snapshot
    /// waits for nothing.
    public func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        if let item = object as? T {
            completionHandler(.success(item))
        } else {
            completionHandler(.failure(NSError(domain: "NSItemProviderErrorDomain", code: -1000)))
        }
        return Progress(totalUnitCount: 0)
    }
}
