// `import ManagedSettingsUI` on Linux, for the files of a shield configuration extension:
// `ShieldConfiguration` (the look of the shield the system draws over a restricted app or
// website) and `ShieldConfigurationDataSource`, the extension's principal class. A snapshot
// shows no shield and runs no extension: the system never asks a data source for a
// configuration, and a configuration is a value that keeps what it was made with (a test may
// call a data source and read its answer). ManagedSettings (`Application`, `WebDomain`,
// `ActivityCategory`) is re-exported, so that a data source's file compiles with either import
// (whether Apple's re-exports it is not documented). Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// ManagedSettingsUI is used.
@_exported import Foundation
@_exported import ManagedSettings
@_exported import ProofUI

/// The look of a shield over an app or website (ManagedSettingsUI's `ShieldConfiguration`):
/// what is nil takes the system's default look.
public struct ShieldConfiguration: Sendable {
    /// A text on a shield and its colour (ManagedSettingsUI's `ShieldConfiguration.Label`).
    public struct Label: Sendable {
        /// The label's text.
        public let text: String
        /// The text's colour.
        public let color: UIColor

        /// A label of `text` in `color`.
        public init(text: String, color: UIColor) {
            self.text = text
            self.color = color
        }
    }

    /// The blur over what the shield covers.
    public let backgroundBlurStyle: UIBlurEffect.Style?
    /// The colour of the shield's background blur.
    public let backgroundColor: UIColor?
    /// The image above the title.
    public let icon: UIImage?
    /// The shield's title.
    public let title: ShieldConfiguration.Label?
    /// The text under the title.
    public let subtitle: ShieldConfiguration.Label?
    /// The label of the top, rounded rectangle button.
    public let primaryButtonLabel: ShieldConfiguration.Label?
    /// The fill of the primary button.
    public let primaryButtonBackgroundColor: UIColor?
    /// The label of the borderless secondary button; without one the shield has no secondary
    /// button.
    public let secondaryButtonLabel: ShieldConfiguration.Label?

    /// A shield configuration; what is nil takes the system's default look.
    public init(backgroundBlurStyle: UIBlurEffect.Style? = nil, backgroundColor: UIColor? = nil, icon: UIImage? = nil,
                title: ShieldConfiguration.Label? = nil, subtitle: ShieldConfiguration.Label? = nil,
                primaryButtonLabel: ShieldConfiguration.Label? = nil, primaryButtonBackgroundColor: UIColor? = nil,
                secondaryButtonLabel: ShieldConfiguration.Label? = nil) {
        self.backgroundBlurStyle = backgroundBlurStyle
        self.backgroundColor = backgroundColor
        self.icon = icon
        self.title = title
        self.subtitle = subtitle
        self.primaryButtonLabel = primaryButtonLabel
        self.primaryButtonBackgroundColor = primaryButtonBackgroundColor
        self.secondaryButtonLabel = secondaryButtonLabel
    }
}

/// The principal class of a shield configuration extension (ManagedSettingsUI's
/// `ShieldConfigurationDataSource`): subclass it and override the `configuration(shielding:)`
/// methods. The system never calls it in a snapshot; the default implementations answer the
/// default configuration, `ShieldConfiguration()`.
open class ShieldConfigurationDataSource: NSObject {
    public override init() { super.init() }

    /// The shield over an app.
    open func configuration(shielding application: Application) -> ShieldConfiguration {
        ShieldConfiguration()
    }

    /// The shield over an app shielded by its category.
    open func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration {
        ShieldConfiguration()
    }

    /// The shield over a website.
    open func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
        ShieldConfiguration()
    }

    /// The shield over a website shielded by its category.
    open func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
        ShieldConfiguration()
    }
}
