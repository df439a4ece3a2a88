// Status: partial — takes the space offered and lays out its content at its top leading corner with a proxy of its size, frame and safe-area insets; named coordinate spaces are taken as local.

/// Reads the size it is offered (SwiftUI's `GeometryReader`): it takes the space offered (10×10
/// when asked for its ideal size), and its content is made during layout with that size and
/// placed at its top leading corner.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        let content = self.content
        let geometry = GeometryContent(environment: resolver.environment, pathRecord: resolver.currentRecord) { proxy, resolver throws(RenderError) in
            let view = resolver.withViewEnvironment { evaluateOffMain((content, proxy)) { $0.0($0.1) } }
            return try resolver.roots(of: view, stackAxis: nil)
        }
        var element = Element(kind: .geometryReader(geometry))
        element.expands = .both
        element.compresses = .both
        resolver.emit(element)
    }
}

/// The geometry of a `GeometryReader`: the size it was given, and where it is.
nonisolated public struct GeometryProxy: Sendable {
    /// The size the reader was given.
    public let size: CGSize
    /// The safe-area insets within it.
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame on the screen.
    let globalFrame: CGRect

    init(size: CGSize, frame: Rect, safeAreaInsets: EdgeInsets) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        globalFrame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The reader's frame in a coordinate space: on the screen for `.global`, at the origin
    /// for `.local` (named spaces are taken as local).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        coordinateSpace == .global ? globalFrame : CGRect(origin: .zero, size: size)
    }

    /// The frame in a named coordinate space (`.global` and `.local` name the enumeration's).
    @_disfavoredOverload
    public func frame(in coordinateSpace: NamedCoordinateSpace) -> CGRect {
        coordinateSpace == .global ? globalFrame : CGRect(origin: .zero, size: size)
    }

    /// The bounds of `coordinateSpace` in the reader's own coordinates (iOS 17): its own
    /// bounds for `.local`; nil for the other spaces, whose containers (the screen, a scroll
    /// view, a named space) a proxy does not know, as SwiftUI answers outside such a container.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        coordinateSpace == .local ? CGRect(origin: .zero, size: size) : nil
    }
}

nonisolated extension EnvironmentValues {
    /// The size offered to the render's root, set by the renderer.
    var rootSize: Size? {
        get { self[RootSizeKey.self] }
        set { self[RootSizeKey.self] = newValue }
    }
}

nonisolated private enum RootSizeKey: EnvironmentKey { static var defaultValue: Size? { nil } }
