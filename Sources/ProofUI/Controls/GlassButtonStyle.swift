// Status: partial — `.glass` and `.glassProminent` draw the bordered button's label and metrics on a glass fill (a translucent veil, or the tint for the prominent style) in a capsule unless `buttonBorderShape` says otherwise; the capsule default and the fills are chosen, not measured.

/// A button on Liquid Glass (SwiftUI's `GlassButtonStyle`, iOS 26): the tinted label on
/// untinted glass.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, role: configuration.role, prominent: false)
    }
}

/// A prominent button on Liquid Glass (SwiftUI's `GlassProminentButtonStyle`, iOS 26): a white
/// label on glass tinted with the tint colour.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, role: configuration.role, prominent: true)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A prominent button on tinted Liquid Glass.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

nonisolated struct GlassButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let prominent: Bool
    @Environment(\.self) var environment

    var body: some View {
        let metrics = ControlMetrics.borderedButton(environment.controlSize)
        let accent = ControlColors.accent(environment, role: role)
        let glass: Glass = prominent && environment.isEnabled ? Glass.regular.tint(accent) : .regular
        let shape = environment.buttonBorderShape == .automatic ? ButtonBorderShape.capsule : environment.buttonBorderShape
        label
            .font(environment.font ?? metrics.font)
            .foregroundStyle(prominent && environment.isEnabled ? Color.white : accent)
            .padding(metrics.padding)
            .glassEffect(glass, in: BorderedButtonShape(shape: shape, radius: metrics.radius))
            .accessibilityAddTraits(.isButton)
    }
}
