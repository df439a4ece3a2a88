// ProofUI engine: resolves a view hierarchy into elements, evaluating bodies with their environment.

import ProofLayout
import ProofRender
import ProofText

/// Views that add nothing to a view path (modifiers): paths name the views a reader wrote.
protocol TransparentInPath {}

/// Turns a view hierarchy into elements: evaluates bodies with their environment, resolves
/// built-in views and modifiers, and checks every number on the way.
///
/// Resolution recurses once per view level (a few kilobytes of stack in debug builds). The
/// caller's thread, whose stack size is unknown (512 KiB on secondary threads on Apple
/// platforms), resolves the first ``callerLevels`` levels; deeper views continue on helper
/// threads with large stacks, each used until ``stackReserve`` of it is left. Any depth up to
/// ``maximumDepth`` works on any thread.
nonisolated final class Resolver {
    /// Levels resolved on the caller's thread: about a quarter of a 512 KiB stack.
    static let callerLevels = 32
    /// Stack left free on a helper thread for one level and the user code it runs.
    static let stackReserve: UInt = 256 << 10
    /// Stack of each helper thread: thousands of levels.
    static let helperStackBytes = 32 << 20
    /// The deepest view hierarchy accepted, counted in views (modifiers included).
    static let maximumDepth = 1_000_000

    var environment: EnvironmentValues
    /// The axis of the stack the views being resolved are placed in (nil outside stacks):
    /// spacers and dividers orient themselves by it.
    var stackAxis: Axis?
    var store = ElementStore()
    /// Elements produced and not yet attached to a parent, most recent last.
    var produced: [Int32] = []
    let fonts: FontLibrary
    /// The family of text whose font names none.
    let defaultFamily: String
    let images: ImageLoader

    private var depth = 0
    /// System symbol names with no glyph, and where they are.
    var missingSymbols: [(name: String, record: Int32)] = []
    /// Images named but not found, or drawn as placeholders: the element, the name, why.
    var missingImages: [(id: Int32, name: String, reason: String)] = []
    /// Whether a view type has `@EnvironmentObject` or `@Environment(Model.self)` properties.
    private var requirementTypes: [ObjectIdentifier: Bool] = [:]
    /// On a helper thread, the lowest address its stack may use; nil on the caller's thread.
    private var stackLimit: UInt?

    /// One view of the hierarchy, for paths in messages: records form a tree by `parent`.
    nonisolated struct PathRecord {
        var parent: Int32
        var type: Any.Type
        var index: Int32
        var label: String?
    }

    private(set) var pathRecords: [PathRecord] = []
    private(set) var currentRecord: Int32 = -1
    private var pendingChildIndex: Int?

    init(environment: EnvironmentValues, fonts: FontLibrary, defaultFamily: String, images: ImageLoader) {
        self.environment = environment
        self.fonts = fonts
        self.defaultFamily = defaultFamily
        self.images = images
    }

    // MARK: Resolving views

    /// Resolves `view`, appending the elements it produces to ``produced``.
    func resolve<V: View>(_ view: V, childIndex: Int? = nil) throws(RenderError) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw error(.tooDeep, "views are nested more than \(Self.maximumDepth) levels deep; flatten the hierarchy (a recursive view that never stops?)")
        }
        let needsStack: Bool
        if let stackLimit {
            let position = LargeStack.currentPosition()
            needsStack = position < stackLimit || position - stackLimit < Self.stackReserve
        } else {
            needsStack = depth > Self.callerLevels
        }
        if needsStack {
            try continueOnHelperThread { () throws(RenderError) in try resolveHere(view, childIndex: childIndex) }
        } else {
            try resolveHere(view, childIndex: childIndex)
        }
    }

    /// Resolves a view of any type.
    func resolve(_ view: any View) throws(RenderError) {
        try resolveOpened(view)
    }

    private func resolveOpened<V: View>(_ view: V) throws(RenderError) {
        try resolve(view, childIndex: nil)
    }

    private func resolveHere<V: View>(_ view: V, childIndex: Int?) throws(RenderError) {
        let savedRecord = currentRecord
        if V.self is TransparentInPath.Type {
            // The position among siblings belongs to the first view a reader would name.
            if let childIndex { pendingChildIndex = childIndex }
        } else {
            let index = childIndex ?? pendingChildIndex ?? -1
            pendingChildIndex = nil
            pathRecords.append(PathRecord(parent: currentRecord, type: V.self, index: Int32(index), label: nil))
            currentRecord = Int32(pathRecords.count - 1)
        }
        defer { currentRecord = savedRecord }
        if let primitive = view as? any PrimitiveView {
            try primitive.resolve(in: self)
            return
        }
        if view is any UIViewRepresentable || view is any UIViewControllerRepresentable {
            // UIKit cannot run here: the view takes the space offered, empty, and says so.
            try resolve(Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
                .noted("\(V.self) is a UIKit view: not drawn"))
            return
        }
        guard V.Body.self != Never.self else {
            throw error(.invalidView, "\(V.self) declares `Body = Never` but is not a built-in view; give it a `body`")
        }
        // Reflection costs: only types that hold an environment requirement are checked.
        let type = ObjectIdentifier(V.self)
        if requirementTypes[type] ?? {
            let holds = Mirror(reflecting: view).children.contains { $0.value is EnvironmentRequirement }
            requirementTypes[type] = holds
            return holds
        }(), let missing = missingRequirements(of: view, in: environment).first {
            throw error(.missingEnvironmentObject, missing)
        }
        let body = withViewEnvironment { evaluateOffMain(view) { $0.body } }
        try resolve(body)
    }

    /// Runs code the app wrote — a `body`, or a `ForEach` or `EnvironmentReader` closure that
    /// the resolver calls after the enclosing `body` has returned — with `@Environment`
    /// reading the environment in effect at this point of the tree.
    func withViewEnvironment<T>(_ make: () throws -> T) rethrows -> T {
        try EnvironmentValues.$current.withValue(environment) { try make() }
    }

    private func continueOnHelperThread(_ work: () throws(RenderError) -> Void) throws(RenderError) {
        var failure: RenderError?
        let savedLimit = stackLimit
        defer { stackLimit = savedLimit }
        let started = LargeStack.run(bytes: Self.helperStackBytes) {
            // The thread's stack starts just above here and is `helperStackBytes` deep.
            stackLimit = LargeStack.currentPosition() - UInt(Self.helperStackBytes) + Self.stackReserve
            do throws(RenderError) { try work() } catch { failure = error }
        }
        guard started else {
            throw error(.tooDeep, "could not start a helper thread with a \(Self.helperStackBytes >> 20) MiB stack for views nested \(depth) levels deep; flatten the hierarchy")
        }
        if let failure { throw failure }
    }

    /// Runs `body` with the path of element `id` current, so errors about a modifier name the
    /// view it modifies.
    func naming(_ id: Int32, _ body: () throws(RenderError) -> Void) throws(RenderError) {
        let saved = currentRecord
        currentRecord = store.elements[Int(id)].pathRecord
        defer { currentRecord = saved }
        try body()
    }

    /// Labels the current path component with a quoted string (a text's start, an image's
    /// name), written out only when a path is.
    func labelCurrentPath(_ label: String) {
        guard currentRecord >= 0 else { return }
        pathRecords[Int(currentRecord)].label = label
    }

    /// The path of `record`, such as `Screen/VStack[1]/Image("logo")`.
    func path(of record: Int32) -> String {
        var names: [String] = []
        var r = record
        while r >= 0 {
            let entry = pathRecords[Int(r)]
            var name = Self.typeName(entry.type)
            if entry.index >= 0 { name += "[\(entry.index)]" }
            if let label = entry.label { name += "(" + Text.preview(label) + ")" }
            names.append(name)
            r = entry.parent
        }
        return names.isEmpty ? "root" : names.reversed().joined(separator: "/")
    }

    var currentPath: String { path(of: currentRecord) }

    /// A type's name without generic arguments or module: `VStack<TupleView<…>>` → `VStack`.
    static func typeName(_ type: Any.Type) -> String {
        // Describing a type demangles its name: slow enough to matter when audits name every
        // text of a screen, so each type is described once per process.
        let key = ObjectIdentifier(type)
        if let known = typeNames.withLock({ $0[key] }) { return known }
        let full = String(describing: type)
        let base = full.prefix { $0 != "<" }
        let name = String(base.split(separator: ".").last ?? base[...])
        typeNames.withLock { $0[key] = name }
        return name
    }

    private static let typeNames = Locked<[ObjectIdentifier: String]>([:])

    func error(_ kind: RenderError.Kind, _ message: String) -> RenderError {
        RenderError(kind, viewPath: currentPath, message)
    }

    // MARK: Producing elements

    /// Adds an element with the current path and marks it produced.
    @discardableResult
    func emit(_ element: Element) -> Int32 {
        var element = element
        element.pathRecord = currentRecord
        element.rightToLeft = environment.layoutDirection == .rightToLeft
        let id = store.append(element)
        produced.append(id)
        return id
    }

    /// Resolves views during layout (a `GeometryReader`'s content) with the environment and
    /// view path where they were written, and returns the elements they produced.
    func resolveDuringLayout(environment: EnvironmentValues, pathRecord: Int32,
                             _ make: (Resolver) throws(RenderError) -> [Int32]) throws(RenderError) -> [Int32] {
        let savedEnvironment = self.environment, savedRecord = currentRecord, savedAxis = stackAxis
        self.environment = environment
        currentRecord = pathRecord
        stackAxis = nil
        defer {
            self.environment = savedEnvironment
            currentRecord = savedRecord
            stackAxis = savedAxis
        }
        return try make(self)
    }

    /// Resolves `content` with `axis` as the enclosing stack axis and returns the elements it
    /// produced (taking them off ``produced``).
    func roots<V: View>(of content: V, stackAxis axis: Axis?) throws(RenderError) -> [Int32] {
        let start = produced.count
        let savedAxis = stackAxis
        stackAxis = axis
        defer { stackAxis = savedAxis }
        try resolve(content)
        let roots = Array(produced[start...])
        produced.removeSubrange(start...)
        return roots
    }

    /// Resolves `content` and wraps each element it produces in a new parent of `kind`,
    /// which inherits the child's flexibility unless `configure` decides otherwise.
    func wrapEach<V: View>(_ content: V, kind: ElementKind,
                           _ configure: (inout Element) throws(RenderError) -> Void) throws(RenderError) {
        for root in try roots(of: content, stackAxis: stackAxis) {
            try wrap(root, kind: kind, configure)
        }
    }

    /// Wraps the element `child` in a new parent of `kind` (see ``wrapEach(_:kind:_:)``)
    /// and marks the parent produced.
    func wrap(_ child: Int32, kind: ElementKind,
              _ configure: (inout Element) throws(RenderError) -> Void) throws(RenderError) {
        let index = Int(child)
        var parent = Element(kind: kind)
        parent.expands = store.elements[index].expands
        parent.compresses = store.elements[index].compresses
        parent.layoutPriority = store.elements[index].layoutPriority
        try naming(child) { () throws(RenderError) in try configure(&parent) }
        let id = emit(parent)
        store.elements[Int(id)].pathRecord = store.elements[index].pathRecord
        store.attach(child, to: id)
    }

    /// Resolves `content` and changes each element it produces.
    func modifyEach<V: View>(_ content: V, _ change: (inout Element) throws(RenderError) -> Void) throws(RenderError) {
        for root in try roots(of: content, stackAxis: stackAxis) {
            try naming(root) { () throws(RenderError) in try change(&store.elements[Int(root)]) }
            produced.append(root)
        }
    }

    /// Makes a container of `kind` holding what `content` produces, with the flexibility of
    /// its children.
    func container<V: View>(_ kind: ElementKind, style: Style, content: V, childAxis: Axis?) throws(RenderError) {
        container(kind, style: style, children: try roots(of: content, stackAxis: childAxis))
    }

    /// Makes a container of `kind` holding the elements `children`, already resolved.
    func container(_ kind: ElementKind, style: Style, children: [Int32]) {
        var element = Element(kind: kind)
        element.style = style
        for child in children {
            element.expands = element.expands | store[child].expands
            element.compresses = element.compresses | store[child].compresses
        }
        let id = emit(element)
        for child in children { store.attach(child, to: id) }
    }

    /// The paint of a background or overlay view simple enough to draw as an effect: one
    /// colour or shape leaf filling its frame, with nothing else on it.
    func simplePaint(_ id: Int32) -> ShapePaint? {
        let element = store[id]
        guard element.childCount == 0, element.expands == .both, !element.hidden, element.accessibility.isEmpty,
              element.styleOverrides.isEmpty, element.offset == .zero else { return nil }
        var opacity = 1.0
        for effect in element.effects {
            guard case .opacity(let value) = effect else { return nil }
            opacity *= value
        }
        var paint: ShapePaint
        switch element.kind {
        case .color(let color): paint = ShapePaint(geometry: .rectangle, style: .fill, color: color)
        case .shape(let shape) where shape.gradient == nil || opacity == 1: paint = shape
        default: return nil
        }
        if opacity != 1 {
            paint.color.a = UInt8((Double(paint.color.a) * opacity).rounded())
        }
        return paint
    }

    /// Removes the elements from `id` on, just made and not needed (a background drawn as
    /// an effect instead).
    func discardTrailingElements(from id: Int32) {
        guard Int(id) < store.count else { return }
        store.elements.removeSubrange(Int(id)...)
    }

    // MARK: Checking values

    /// `value` if it is a finite length of at least 0 points.
    func length(_ value: Double, _ what: String) throws(RenderError) -> Double {
        guard value.isFinite, value >= 0 else {
            throw error(.invalidValue, "\(what) is \(value); use a finite number of points, 0 or more")
        }
        return value
    }

    /// `value` if it is finite (negative allowed: offsets).
    func finite(_ value: Double, _ what: String) throws(RenderError) -> Double {
        guard value.isFinite else {
            throw error(.invalidValue, "\(what) is \(value); use a finite number of points")
        }
        return value
    }

    /// The colour of `color` here.
    func resolve(_ color: Color) throws(RenderError) -> RGBA8 {
        guard let resolved = color.resolved(in: environment) else {
            throw error(.invalidValue, "the colour \(color) has a NaN component; use numbers from 0 to 1")
        }
        return resolved
    }

    /// What `style` paints with here, resolved through every custom style it stands for.
    func paint(_ style: any ShapeStyle) throws(RenderError) -> StylePaint {
        let paint = ShapeStylePainter(environment: environment).paint(style)
        if let problem = paint.problem { throw error(.invalidValue, problem) }
        return paint
    }

    /// The colour of `style` here (for a gradient, its middle colour).
    func resolve(_ style: any ShapeStyle) throws(RenderError) -> RGBA8 {
        try resolve(paint(style).color)
    }

    /// A shape painted with `shapeStyle`: its colour, or its gradient.
    func shapePaint(_ geometry: ShapeGeometry, _ style: ShapePaint.Style, _ shapeStyle: any ShapeStyle) throws(RenderError) -> ShapePaint {
        let stylePaint = try paint(shapeStyle)
        var paint = ShapePaint(geometry: geometry, style: style, color: try resolve(stylePaint.color))
        paint.gradient = stylePaint.gradient
        return paint
    }

    /// The foreground colour here: the environment's style, or `label`.
    var foreground: RGBA8 {
        get throws(RenderError) {
            try resolve(environment.foregroundStyle ?? Color.primary)
        }
    }
}
