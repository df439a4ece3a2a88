// Status: partial — a phase animator is drawn in its first phase; it never animates.
/// A view that cycles through phases (SwiftUI's `PhaseAnimator`): drawn in its first phase.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    public init<Phases: Sequence>(_ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        first = phases.first { _ in true }
        self.content = content
    }

    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        first = phases.first { _ in true }
        self.content = content
    }

    public var body: some View {
        if let first { content(first) }
    }
}

nonisolated extension View {
    /// Cycles the view through `phases`: drawn in the first.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        phaseAnimator(phases, content: content, animation: animation)
    }

    /// Cycles the view through `phases`: drawn in the first.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        let first = phases.first { _ in true }
        let placeholder = PlaceholderContentView<Self>(content: self)
        return Group {
            if let first { content(placeholder, first) } else { self }
        }
    }
}

/// The view an animator modifier or a transition changes (SwiftUI's `PlaceholderContentView`),
/// typed by what changes it (the view for an animator, the `Transition` for a transition).
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init<Content: View>(content: Content) { self.content = AnyView(content) }
    public var body: some View { content }
}
