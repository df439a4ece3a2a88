// Status: accepted and ignored — `textSelection` and iOS 18's `TextSelection` (with `TextField(…, selection:)` and `TextEditor(text:selection:)`) compile; a snapshot has no focus, so no selection, highlight or cursor is drawn.
nonisolated extension View {
    /// Accepted; text selection has no look until selected.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

/// Whether text can be selected (accepted: selection has no look until selected).
public protocol TextSelectability {}
nonisolated public struct EnabledTextSelectability: TextSelectability, Sendable {}
nonisolated public struct DisabledTextSelectability: TextSelectability, Sendable {}
nonisolated extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
nonisolated extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

/// The selected text, or the insertion point, of a text field or editor (SwiftUI's iOS 18
/// `TextSelection`). A snapshot has no focus, so no selection or cursor is drawn.
nonisolated public struct TextSelection: Hashable, Sendable {
    /// What is selected: one range, or several.
    nonisolated public enum Indices: Hashable, Sendable {
        /// One range of the text (empty at an insertion point).
        case selection(Range<String.Index>)
#if os(Linux)
        /// Several ranges of the text (`RangeSet` needs macOS 15 on Apple platforms, above this
        /// package's macOS 13, so the case is declared on Linux only).
        case multiSelection(RangeSet<String.Index>)
#endif
    }

    /// What is selected.
    public var indices: Indices
    /// Which side of a line break an insertion point belongs to.
    public var affinity: TextSelectionAffinity = .automatic

    /// A selection of `range`.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
    }

#if os(Linux)
    /// A selection of several ranges.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
    }
#endif

    /// An insertion point (an empty selection) at `insertionPoint`.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    /// Whether nothing is selected: the selection is an insertion point.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): return range.isEmpty
#if os(Linux)
        case .multiSelection(let ranges): return ranges.isEmpty
#endif
        }
    }
}

/// Which side of a line break an insertion point belongs to (SwiftUI's `TextSelectionAffinity`).
nonisolated public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic, upstream, downstream
}

nonisolated extension TextField where Label == Text {
    /// A field bound to its selection (iOS 18): drawn as without it, since a snapshot has no
    /// focus and so no selection or cursor.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
                axis: Axis? = nil) {
        self.init(text: text.wrappedValue, prompt: prompt?.content ?? titleKey.text, axis: axis ?? .horizontal)
    }

    /// A field bound to its selection, titled with a string value (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
                                   axis: Axis? = nil) {
        self.init(text: text.wrappedValue, prompt: prompt?.content ?? String(title), axis: axis ?? .horizontal)
    }
}

nonisolated extension TextField {
    /// A field bound to its selection, with a label view (iOS 18).
    public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
                @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt?.content, axis: axis ?? .horizontal)
    }
}

nonisolated extension TextEditor {
    /// An editor bound to its selection (iOS 18): drawn as without it (no focus in a snapshot).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }
}
