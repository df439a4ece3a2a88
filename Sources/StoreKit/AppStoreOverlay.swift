// Status: accepted — StoreKit's App Store overlay (`SKOverlay`, iOS 14) and SwiftUI's `appStoreOverlay(isPresented:configuration:)` compile; the App Store's card is system UI, never shown in a snapshot (the view is drawn as it is).

import ProofUI

/// An overlay recommending another app on the App Store (StoreKit's `SKOverlay`). The App
/// Store draws it over the scene; a snapshot has no App Store, so presenting it shows nothing
/// and the delegate is never told.
@preconcurrency @MainActor
open class SKOverlay {
    /// Where the overlay sits (StoreKit's `SKOverlay.Position`).
    public enum Position: Int, Sendable {
        /// At the bottom of the screen.
        case bottom
        /// Above a tab bar or toolbar.
        case bottomRaised
    }

    /// What an overlay shows (StoreKit's `SKOverlay.Configuration`).
    nonisolated open class Configuration: @unchecked Sendable {
        /// Where the overlay sits.
        open var position: Position
        init(position: Position) { self.position = position }
    }

    /// An overlay for an app of the App Store (StoreKit's `SKOverlay.AppConfiguration`).
    nonisolated open class AppConfiguration: Configuration, @unchecked Sendable {
        /// The App Store identifier of the app recommended.
        open var appIdentifier: String
        /// An App Analytics campaign token (kept).
        open var campaignToken: String?
        /// The token of the provider of the app (kept).
        open var providerToken: String?
        /// Whether the user may open the app from the overlay (kept).
        open var userDismissible = true

        public init(appIdentifier: String, position: Position) {
            self.appIdentifier = appIdentifier
            super.init(position: position)
        }
    }

    /// An App Clip's overlay for its full app (StoreKit's `SKOverlay.AppClipConfiguration`).
    nonisolated open class AppClipConfiguration: Configuration, @unchecked Sendable {
        /// An App Analytics campaign token (kept).
        open var campaignToken: String?

        public override init(position: Position) {
            super.init(position: position)
        }
    }

    /// What the overlay shows.
    public let configuration: Configuration
    /// Told when the overlay appears or fails: never in a snapshot (kept).
    open weak var delegate: (any SKOverlayDelegate)?

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Shows the overlay in `scene`: nothing is shown in a snapshot.
    open func present(in scene: UIWindowScene) {}

    /// Dismisses an overlay shown in `scene`: none is shown in a snapshot.
    open class func dismiss(in scene: UIWindowScene) {}
}

/// What an overlay tells its delegate (StoreKit's `SKOverlayDelegate`): every method is
/// optional; none is called in a snapshot.
@MainActor
public protocol SKOverlayDelegate: AnyObject {}

nonisolated extension View {
    /// Recommends another app in an App Store overlay while `isPresented` is true (iOS 14):
    /// the overlay is the App Store's system UI, which a snapshot does not show; the view is
    /// drawn as it is.
    public func appStoreOverlay(isPresented: Binding<Bool>, configuration: @escaping () -> SKOverlay.Configuration) -> some View {
        self
    }
}
