// `import TipKit` on Linux, for SwiftUI apps' files that write it (iOS 17): tips, their views
// and TipKit's configuration. A tip shows only where TipKit's datastore says it may, after
// the app's `Tips.configure()` and the tip's rules; a snapshot runs no app start and has no
// datastore, so **`TipView` draws nothing and takes no space, and `popoverTip` shows no
// popover**, as on a device before TipKit is configured. `Tips.showAllTipsForTesting()` is
// kept (the tips are still not drawn: their card's look is not documented). The `#Rule` and
// `@Parameter` macros are not provided. Opt-in, through the `ProofUILinuxModules` product
// (see Package.swift). On Apple platforms Apple's TipKit is used.
@_exported import Foundation
@_exported import ProofUI

/// A tip (TipKit's `Tip`): its title, message, image, actions, rules and options.
public protocol Tip: Identifiable, Sendable {
    /// The tip's title.
    var title: Text { get }
    /// The tip's message.
    var message: Text? { get }
    /// The tip's image.
    var image: Image? { get }
    /// The buttons the tip shows.
    var actions: [Tips.Action] { get }
    /// When the tip may show (made with `#Rule`, which is not provided here).
    var rules: [Tips.Rule] { get }
    /// How the tip shows.
    var options: [any TipOption] { get }
    /// The tip's identity (its type's name by default).
    var id: String { get }
}

extension Tip {
    public typealias Action = Tips.Action
    public typealias Rule = Tips.Rule
    public typealias Event = Tips.Event
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }
    public var id: String { String(describing: type(of: self)) }
    /// Whether the tip would show: never without a datastore (a snapshot).
    public var shouldDisplay: Bool { false }
    /// The tip's status: pending without a datastore.
    public var status: Tips.Status { .pending }
    /// Marks the tip as no longer needed (kept by no datastore here).
    public func invalidate(reason: Tips.InvalidationReason) {}
    /// Resets the tip's state (nothing is kept here).
    public func resetEligibility() async {}
}

/// How a tip shows (TipKit's `TipOption`).
public protocol TipOption: Sendable {}

/// TipKit's namespace: configuration, actions, rules, events, statuses.
public enum Tips {
    /// A tip's button. (`@unchecked`: its title is a `Text`, a value ProofUI does not mark
    /// `Sendable` because its modifiers are kept as closures.)
    public struct Action: Identifiable, @unchecked Sendable {
        public let id: String
        public let title: Text?
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
            self.title = Text(title)
        }
        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, @ViewBuilder _ label: () -> Text) {
            self.id = id ?? UUID().uuidString
            self.title = label()
        }
    }

    /// When a tip may show (made with `#Rule`, which is not provided here).
    public struct Rule: Sendable {}

    /// Something the app records to a tip's rules (`donate()` records nothing here).
    public struct Event: Identifiable, Sendable {
        public let id: String
        public init(id: String) { self.id = id }
        /// Records the event (nothing is kept without a datastore).
        public func donate() async {}
        /// Records the event (nothing is kept without a datastore).
        public func sendDonation(_ block: @escaping @Sendable () -> Void = {}) { block() }
    }

    /// A tip's status.
    public enum Status: Hashable, Sendable {
        case pending, available
        case invalidated(InvalidationReason)
    }

    /// Why a tip stopped showing.
    public enum InvalidationReason: Hashable, Sendable {
        case actionPerformed, displayCountExceeded, tipClosed
    }

    /// How often tips show.
    public enum ConfigurationOption: Sendable {
        case displayFrequency(DisplayFrequency)
        case datastoreLocation(DatastoreLocation)

        /// How often tips show.
        public enum DisplayFrequency: Sendable {
            case immediate, hourly, daily, weekly, monthly
        }

        /// Where TipKit keeps its state.
        public enum DatastoreLocation: Sendable {
            case applicationDefault
            case groupContainer(identifier: String)
            case url(URL)
        }
    }

    /// Configures TipKit (kept: no datastore is made in a snapshot).
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    /// Deletes TipKit's datastore (there is none here).
    public static func resetDatastore() throws {}
    /// Makes every tip eligible, for testing (kept; tips are not drawn here).
    public static func showAllTipsForTesting() {}
    /// Hides every tip, for testing.
    public static func hideAllTipsForTesting() {}
    /// Makes these tips eligible, for testing (kept; tips are not drawn here).
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    /// Hides these tips, for testing.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}
}

/// A tip shown inline (TipKit's `TipView`): draws nothing and takes no space in a snapshot,
/// where no datastore makes a tip eligible.
nonisolated public struct TipView: View {
    /// A tip's inline view.
    public init(_ tip: some Tip, arrowEdge: Edge? = nil, action: @escaping @Sendable (Tips.Action) -> Void = { _ in }) {}

    public var body: some View { EmptyView() }
}

nonisolated extension View {
    /// The tip's popover: never shown in a snapshot.
    public func popoverTip(_ tip: some Tip, arrowEdge: Edge? = nil, action: @escaping @Sendable (Tips.Action) -> Void = { _ in }) -> some View {
        self
    }

    /// The style of tips in the view (accepted).
    public func tipBackground(_ style: some ShapeStyle) -> some View { self }
    /// The corner radius of tips in the view (accepted).
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// The size of tips' images in the view (accepted).
    public func tipImageSize(_ size: CGSize) -> some View { self }
}
