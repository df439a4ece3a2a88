// Status: partial — `controlSize` sets the size bordered buttons are drawn at; the other controls are drawn at the regular size.

/// How large controls are drawn.
nonisolated public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

nonisolated extension EnvironmentValues {
    /// The size of controls: `.regular` unless set with ``View/controlSize(_:)``.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated private enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

nonisolated extension View {
    /// Draws controls in this view at `size`.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }
}
