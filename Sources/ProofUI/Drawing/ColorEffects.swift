// Status: accepted and ignored — brightness, contrast, saturation, grayscale, inversion, multiplication, hue rotation and luminance-to-alpha compile; not painted yet (noted).

import ProofRender
nonisolated extension View {
    /// Colour effects, not painted yet (noted).
    public func brightness(_ amount: Double) -> some View { noted(amount == 0 ? nil : "brightness not drawn") }
    public func contrast(_ amount: Double) -> some View { noted(amount == 1 ? nil : "contrast not drawn") }
    public func saturation(_ amount: Double) -> some View { noted(amount == 1 ? nil : "saturation not drawn") }
    public func grayscale(_ amount: Double) -> some View { noted(amount == 0 ? nil : "grayscale not drawn") }
    public func colorInvert() -> some View { noted("colorInvert not drawn") }
    public func colorMultiply(_ color: Color) -> some View { noted("colorMultiply not drawn") }
    public func hueRotation(_ angle: Angle) -> some View { noted(angle == .zero ? nil : "hueRotation not drawn") }
    public func luminanceToAlpha() -> some View { noted("luminanceToAlpha not drawn") }
}
