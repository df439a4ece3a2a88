// Status: supported — a tagged view is drawn as its content; pickers, tab views and navigation views find their options through it (`options(of:)`).

/// A view tagged with a value, for `Picker`, `TabView` and `List(selection:)` (`.tag(_:)`):
/// drawn as its content.
nonisolated struct TaggedView<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.resolve(content)
    }
}

nonisolated extension TaggedView: @unchecked Sendable {}

nonisolated extension View {
    /// Tags the view with `tag`, the value a picker or tab view selects it by.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }

    /// Tags the view (SwiftUI 6's form with `includeOptional`).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }
}

/// One option of a picker: its view and its tag.
nonisolated struct TaggedOption {
    let view: AnyView
    let tag: AnyHashable?
}

/// Views that hold several options when they are the content of a picker or tab view.
protocol OptionContainer {
    func collectOptions(into options: inout [TaggedOption])
}

/// The options in `view`, in order: tagged views with their tags, `ForEach` elements tagged
/// with their ids (as SwiftUI does when the id's type is the selection's).
func options(of view: any View) -> [TaggedOption] {
    var found: [TaggedOption] = []
    collect(view, into: &found)
    return found
}

private func collect(_ view: any View, into found: inout [TaggedOption]) {
    if let container = view as? OptionContainer {
        container.collectOptions(into: &found)
    } else if let tagged = view as? any TaggedOptionView {
        found.append(TaggedOption(view: tagged.erasedContent, tag: tagged.optionTag))
    } else if !(view is EmptyView) {
        found.append(TaggedOption(view: AnyView(erasing: view), tag: nil))
    }
}

protocol TaggedOptionView {
    var erasedContent: AnyView { get }
    var optionTag: AnyHashable { get }
}

nonisolated extension TaggedView: TaggedOptionView {
    var erasedContent: AnyView { AnyView(content) }
    var optionTag: AnyHashable { tag }
}

nonisolated extension TupleView: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) {
        for child in children { collect(child, into: &options) }
    }
}

nonisolated extension Group: OptionContainer where Content: View {
    func collectOptions(into options: inout [TaggedOption]) { collect(content, into: &options) }
}

nonisolated extension ViewArray: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) {
        for element in elements { collect(element, into: &options) }
    }
}

nonisolated extension ConditionalContent: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) {
        switch storage {
        case .first(let view): collect(view, into: &options)
        case .second(let view): collect(view, into: &options)
        }
    }
}

nonisolated extension Optional: OptionContainer where Wrapped: View {
    func collectOptions(into options: inout [TaggedOption]) {
        if let view = self { collect(view, into: &options) }
    }
}

nonisolated extension AnyView: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) { collect(view, into: &options) }
}

nonisolated extension ForEach: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) {
        for element in data {
            var inner: [TaggedOption] = []
            collect(content(element), into: &inner)
            let implicit = id.map { AnyHashable(element[keyPath: $0]) }
            for option in inner {
                options.append(TaggedOption(view: option.view, tag: option.tag ?? implicit))
            }
        }
    }
}
