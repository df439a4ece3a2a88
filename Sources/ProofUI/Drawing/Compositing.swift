// Status: accepted and ignored — `drawingGroup`, `compositingGroup`, `geometryGroup` and `blendMode` compile; views already draw as one layer, and blend modes other than normal are not drawn (noted).

import ProofRender
nonisolated extension View {
    /// Accepted; draws as one layer already.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
}

nonisolated extension View {
    /// Accepted; draws as one layer already.
    public func compositingGroup() -> some View { self }
}

nonisolated extension View {
    /// Accepted: isolates the view's geometry for animations (iOS 17), and a snapshot animates
    /// nothing.
    public func geometryGroup() -> some View { self }
}

/// How colours are composited in a drawing group.
nonisolated public enum ColorRenderingMode: Sendable {
    case nonLinear, linear, extendedLinear
}

nonisolated extension View {
    public func blendMode(_ blendMode: BlendMode) -> some View { noted(blendMode == .normal ? nil : "blendMode not drawn") }
}

/// How colours blend.
nonisolated public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}
