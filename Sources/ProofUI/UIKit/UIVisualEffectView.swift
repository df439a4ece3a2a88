// Status: accepted and ignored — blur effects compile; the view that shows one is a UIKit view and draws nothing.
/// A blur effect (drawn as nothing: the view that shows it is a UIKit view).
nonisolated public final class UIBlurEffect: @unchecked Sendable {
    public init(style: Style) {}

    /// The blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}

/// A view showing a blur effect, usually wrapped with `UIViewRepresentable`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIBlurEffect?

    public init(effect: UIBlurEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
}
