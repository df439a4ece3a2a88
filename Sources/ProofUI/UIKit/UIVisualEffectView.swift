// Status: accepted and ignored — blur and vibrancy effects compile; the view that shows one is a UIKit view and draws nothing.
/// A visual effect for a `UIVisualEffectView` (UIKit's `UIVisualEffect`): a blur or vibrancy.
/// Kept, not drawn (the view that shows it is a UIKit view).
nonisolated open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

/// A blur effect (drawn as nothing: the view that shows it is a UIKit view).
nonisolated public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's material.
    public let style: Style

    public init(style: Style) {
        self.style = style
    }

    /// The blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}

/// A vibrancy effect over a blur (UIKit's `UIVibrancyEffect`; kept, not drawn).
nonisolated public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy is for.
    public let blurEffect: UIBlurEffect

    /// The level of vibrancy (iOS 13).
    public let style: UIVibrancyEffectStyle

    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
    }
}

/// How much vibrancy content gets, by its role (UIKit's `UIVibrancyEffectStyle`).
nonisolated public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view showing a visual effect, usually wrapped with `UIViewRepresentable`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown (kept; a UIKit view is not drawn).
    open var effect: UIVisualEffect?
    /// The view holding the content over the effect.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// A view without an effect (nothing is decoded here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A view without an effect, as UIKit's `UIVisualEffectView()`.
    public convenience init() {
        self.init(effect: nil)
    }
}
