// Status: supported — each preview of a `PreviewProvider` renders as a snapshot, honouring its layout, device, name and orientation.

/// A type that lists previews of views (SwiftUI's `PreviewProvider`). Proofsheet renders
/// each top-level view of ``previews`` as a snapshot (`assertSnapshots(of: MyView_Previews.self)`
/// in ProofTesting), honouring ``View/previewLayout(_:)``, ``View/previewDevice(_:)``,
/// ``View/previewDisplayName(_:)`` and ``View/previewInterfaceOrientation(_:)``.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The previews: each top-level view (of a `Group`, a `ForEach`, a list of views) is one.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil to infer it.
    static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform previews run on.
nonisolated public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a preview is sized.
nonisolated public enum PreviewLayout: Hashable, Sendable {
    /// The whole screen of the preview device.
    case device
    /// The size the view needs (the device's width, the content's height).
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: Double, height: Double)
}

/// A device to preview on, named as Xcode names simulators (`"iPhone 15 Pro"`).
nonisolated public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The device preset of this name, if Proofsheet has it (`"iPhone SE (3rd generation)"`
    /// and `"iPhone 15"` match by their letters and digits, ignoring case).
    public var device: Device? {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = key(rawValue)
        return Device.presets.first { key($0.name) == wanted }
            ?? Device.presets.first { wanted.hasPrefix(key($0.name)) || key($0.name).hasPrefix(wanted) }
    }
}

/// The orientation of the interface.
nonisolated public enum InterfaceOrientation: Hashable, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

/// What the preview modifiers ask of a preview.
nonisolated public struct PreviewTraits: Hashable, Sendable {
    public var layout: PreviewLayout?
    public var device: PreviewDevice?
    public var displayName: String?
    public var orientation: InterfaceOrientation?

    public init() {}
}

/// A view with preview traits: drawn as its content.
nonisolated struct PreviewTraitView<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let change: (inout PreviewTraits) -> Void

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.resolve(content)
    }
}

nonisolated extension View {
    /// How the preview is sized; a snapshot of the preview follows it.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewTraitView(content: self) { $0.layout = value }
    }

    /// The device the preview shows; a snapshot of the preview uses the preset of that name.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewTraitView(content: self) { $0.device = value }
    }

    /// The preview's name; a snapshot of the preview is named after it.
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewTraitView(content: self) { $0.displayName = value }
    }

    /// The preview's orientation.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewTraitView(content: self) { $0.orientation = value }
    }

    /// Accepted for source compatibility: previews have no context in a snapshot.
    public func previewContext<C>(_ context: C) -> some View {
        self
    }
}

/// One preview of a ``PreviewProvider``: a view and the traits its modifiers set.
nonisolated public struct Preview: Sendable {
    /// The view, type-erased.
    public let view: AnyView
    public let traits: PreviewTraits
    /// The position among the provider's previews.
    public let index: Int

    /// The name of the preview's snapshot: its display name, else its position.
    public var name: String {
        traits.displayName ?? "preview\(index + 1)"
    }
}

nonisolated extension AnyView: @unchecked Sendable {}

nonisolated extension PreviewProvider {
    /// The provider's previews, one per top-level view, with their traits.
    public static var allPreviews: [Preview] {
        var found: [(any View, PreviewTraits)] = []
        collectPreviews(evaluateOffMain(Self.self) { $0.previews }, traits: PreviewTraits(), into: &found)
        return found.enumerated().map { Preview(view: AnyView(erasing: $0.element.0), traits: $0.element.1, index: $0.offset) }
    }
}

/// Views that stand for several previews when they are at the top of `previews`.
protocol PreviewContainer {
    func previewChildren(_ traits: PreviewTraits, into found: inout [(any View, PreviewTraits)])
}

func collectPreviews(_ view: any View, traits: PreviewTraits, into found: inout [(any View, PreviewTraits)]) {
    if let container = view as? PreviewContainer {
        container.previewChildren(traits, into: &found)
    } else {
        found.append((view, traits))
    }
}

nonisolated extension PreviewTraitView: PreviewContainer {
    func previewChildren(_ traits: PreviewTraits, into found: inout [(any View, PreviewTraits)]) {
        var traits = traits
        change(&traits)
        let before = found.count
        collectPreviews(content, traits: traits, into: &found)
        // Traits set outside a group apply to each of its previews; inner ones win.
        for index in before..<found.count {
            var merged = found[index].1
            var outer = PreviewTraits()
            change(&outer)
            if merged.layout == nil { merged.layout = outer.layout }
            if merged.device == nil { merged.device = outer.device }
            if merged.displayName == nil { merged.displayName = outer.displayName }
            if merged.orientation == nil { merged.orientation = outer.orientation }
            found[index].1 = merged
        }
    }
}

nonisolated extension Group: PreviewContainer where Content: View {
    func previewChildren(_ traits: PreviewTraits, into found: inout [(any View, PreviewTraits)]) {
        collectPreviews(content, traits: traits, into: &found)
    }
}

nonisolated extension TupleView: PreviewContainer {
    func previewChildren(_ traits: PreviewTraits, into found: inout [(any View, PreviewTraits)]) {
        for child in children {
            collectPreviews(child, traits: traits, into: &found)
        }
    }
}

nonisolated extension ForEach: PreviewContainer {
    func previewChildren(_ traits: PreviewTraits, into found: inout [(any View, PreviewTraits)]) {
        for element in data {
            collectPreviews(content(element), traits: traits, into: &found)
        }
    }
}

nonisolated extension ViewArray: PreviewContainer {
    func previewChildren(_ traits: PreviewTraits, into found: inout [(any View, PreviewTraits)]) {
        for element in elements { collectPreviews(element, traits: traits, into: &found) }
    }
}

nonisolated extension ConditionalContent: PreviewContainer {
    func previewChildren(_ traits: PreviewTraits, into found: inout [(any View, PreviewTraits)]) {
        switch storage {
        case .first(let view): collectPreviews(view, traits: traits, into: &found)
        case .second(let view): collectPreviews(view, traits: traits, into: &found)
        }
    }
}

nonisolated extension AnyView: PreviewContainer {
    func previewChildren(_ traits: PreviewTraits, into found: inout [(any View, PreviewTraits)]) {
        collectPreviews(view, traits: traits, into: &found)
    }
}
