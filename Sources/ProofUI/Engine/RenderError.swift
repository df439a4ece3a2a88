// ProofUI engine: the typed error of a render (what, where in the view path, what to do).

/// Why a view could not be rendered: what was wrong, where (the view path, such as
/// `CardView/VStack[1]/Image`), and what to do.
nonisolated public struct RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of problem, for code that reacts to some of them.
    nonisolated public enum Kind: String, Sendable, Hashable {
        /// A size, length, colour or factor is NaN, infinite where it cannot be, or negative.
        case invalidValue
        /// An image resource or file does not exist.
        case missingImage
        /// An image exists but is not a readable PNG.
        case unreadableImage
        /// The picture would be larger than the pixel limit.
        case tooLarge
        /// The views are nested deeper than the renderer accepts.
        case tooDeep
        /// A font or text could not be prepared (unknown font family, text too long).
        case text
        /// The layout engine refused the tree.
        case layout
        /// The painter failed (a glyph that cannot be rasterized, offscreen memory).
        case paint
        /// A custom view declares `Body == Never` without being a built-in view.
        case invalidView
        /// A view reads an object nobody put in the environment (`@EnvironmentObject`,
        /// `@Environment(Model.self)`).
        case missingEnvironmentObject
        /// The view uses SwiftUI API that a snapshot cannot draw in the way it is used (a
        /// presented sheet the test asked for, a UIKit view).
        case unsupported
    }

    /// The class of problem.
    public var kind: Kind
    /// Where in the view hierarchy, such as `Screen/VStack[2]/Image`; nil when the problem
    /// concerns the whole render (its size, the pixel limit).
    public var viewPath: String?
    /// What is wrong and what to do about it.
    public var message: String

    public init(_ kind: Kind, viewPath: String? = nil, _ message: String) {
        self.kind = kind
        self.viewPath = viewPath
        self.message = message
    }

    public var description: String {
        guard let viewPath else { return "render: " + message }
        return "render, \(viewPath): " + message
    }
}
