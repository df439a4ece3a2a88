// `import TipKit` on Linux, for SwiftUI apps' files that write it (iOS 17): tips, their views
// and TipKit's configuration. A tip shows only where TipKit's datastore says it may, after
// the app's `Tips.configure()` and the tip's rules; a snapshot runs no app start and has no
// datastore, so **`TipView` draws nothing and takes no space, and `popoverTip` shows no
// popover**, as on a device before TipKit is configured. `Tips.showAllTipsForTesting()` is
// kept (the tips are still not drawn: their card's look is not documented). The `#Rule` and
// `@Parameter` macros exist with the `Previews` trait, which builds swift-syntax
// (ProofUIMacros): a rule's closure is type-checked as written and never evaluated (no tip is
// ever eligible), a parameter keeps the value last set in memory. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's TipKit is used.
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
    /// When the tip may show (made with `#Rule`).
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    /// How the tip shows (`MaxDisplayCount(3)`, `IgnoresDisplayFrequency(true)`).
    @Tips.OptionsBuilder var options: [any TipOption] { get }
    /// The tip's identity (its type's name by default).
    var id: String { get }
}

extension Tip {
    public typealias Action = Tips.Action
    public typealias Rule = Tips.Rule
    public typealias Event = Tips.Event
    public typealias Parameter = Tips.Parameter
    public typealias Option = TipOption
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
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

    /// When a tip may show (made with `#Rule`). A snapshot has no datastore, so no rule is
    /// evaluated: its closure is type-checked as written, and the tip stays pending.
    public struct Rule: Sendable {
        /// What `#Rule` expands to (not for direct use).
        public static var _expanded: Rule { Rule() }
    }

    /// Something `#Rule` reads: an event (its closure sees the event, `$0.donations`) or a
    /// parameter (its closure sees the parameter's value).
    public protocol _RuleInput {
        /// What the rule's closure is given for this input.
        associatedtype _RuleValue
    }

    /// Builds a tip's `rules` from `#Rule` statements (TipKit's `Tips.RuleBuilder`).
    public typealias RuleBuilder = _ListBuilder<Rule>
    /// Builds a tip's `options` (TipKit's `Tips.OptionsBuilder`).
    public typealias OptionsBuilder = _ListBuilder<any TipOption>

    /// Builds a list of `Element`s from statements, each an element or a list of them (the
    /// form of ``RuleBuilder`` and ``OptionsBuilder``).
    @resultBuilder
    public enum _ListBuilder<Element> {
        public static func buildExpression(_ element: Element) -> [Element] { [element] }
        public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
        public static func buildBlock(_ components: [Element]...) -> [Element] { components.flatMap { $0 } }
        public static func buildOptional(_ component: [Element]?) -> [Element] { component ?? [] }
        public static func buildEither(first component: [Element]) -> [Element] { component }
        public static func buildEither(second component: [Element]) -> [Element] { component }
        public static func buildArray(_ components: [[Element]]) -> [Element] { components.flatMap { $0 } }
        public static func buildLimitedAvailability(_ component: [Element]) -> [Element] { component }
    }

    /// How many times a tip shows before it is invalidated (TipKit's `Tips.MaxDisplayCount`).
    public struct MaxDisplayCount: TipOption {
        /// The count.
        public let maxDisplayCount: Int
        public init(_ maxDisplayCount: Int) { self.maxDisplayCount = maxDisplayCount }
    }

    /// Whether a tip ignores the configured display frequency (TipKit's
    /// `Tips.IgnoresDisplayFrequency`).
    public struct IgnoresDisplayFrequency: TipOption {
        /// Whether it does.
        public let ignoresDisplayFrequency: Bool
        public init(_ ignoresDisplayFrequency: Bool) { self.ignoresDisplayFrequency = ignoresDisplayFrequency }
    }

    /// An event without information (TipKit's `Tips.EmptyDonation`).
    public struct EmptyDonation: Codable, Sendable, Hashable {
        public init() {}
    }

    /// Something the app records to a tip's rules (TipKit's `Tips.Event`). A snapshot has no
    /// datastore: donations are not kept, and `donations` is empty.
    public struct Event<DonationInfo: Codable & Sendable>: Identifiable, Sendable, _RuleInput {
        public typealias _RuleValue = Event<DonationInfo>

        /// One recorded occurrence of the event.
        @dynamicMemberLookup
        public struct Donation: Sendable {
            /// When it was recorded.
            public let date: Date
            /// What was recorded with it.
            public let info: DonationInfo

            public subscript<T>(dynamicMember keyPath: KeyPath<DonationInfo, T>) -> T { info[keyPath: keyPath] }
        }

        /// A span of time before now, for `donatedWithin(_:)`.
        public enum DonationTimeRange: Sendable, Hashable {
            case minute, hour, day, week
            case minutes(Int), hours(Int), days(Int), weeks(Int)

            /// Its length in seconds.
            var seconds: TimeInterval {
                switch self {
                case .minute: 60
                case .hour: 3_600
                case .day: 86_400
                case .week: 604_800
                case .minutes(let count): TimeInterval(count) * 60
                case .hours(let count): TimeInterval(count) * 3_600
                case .days(let count): TimeInterval(count) * 86_400
                case .weeks(let count): TimeInterval(count) * 604_800
                }
            }
        }

        public let id: String
        /// An event with information recorded with each donation.
        public init(id: String) { self.id = id }
        /// The event's recorded donations: none without a datastore.
        public var donations: [Donation] { [] }
        /// Records the event with its information (nothing is kept without a datastore).
        public func donate(_ donation: DonationInfo) async {}
        /// Records the event with its information (nothing is kept without a datastore).
        public func sendDonation(_ donation: DonationInfo, _ completion: (@Sendable () -> Void)? = nil) { completion?() }
    }

    /// App state a tip's rules read (TipKit's `Tips.Parameter`, made by `@Parameter`): keeps
    /// the value last set, in memory (there is no datastore).
    public final class Parameter<Value: Codable & Sendable>: _RuleInput, @unchecked Sendable {
        public typealias _RuleValue = Value
        // `@unchecked`: the value is only read and written under the lock.
        private let lock = NSLock()
        private var value: Value
        /// The parameter's identity (its owner's type and the property's name).
        public let id: String

        /// A parameter of `owner`, named `name`, starting at `defaultValue` (what `@Parameter`
        /// expands to).
        public init(_ owner: Any.Type, _ name: String, _ defaultValue: Value, _ options: [ParameterOption] = []) {
            id = "\(String(reflecting: owner)).\(name)"
            value = defaultValue
        }

        /// The parameter's value.
        public var wrappedValue: Value {
            get { lock.lock(); defer { lock.unlock() }; return value }
            set { lock.lock(); defer { lock.unlock() }; value = newValue }
        }
    }

    /// How a parameter is kept (TipKit's `Tips.ParameterOption`).
    public enum ParameterOption: Sendable, Hashable {
        /// Kept in memory only, not in the datastore (always so here).
        case transient
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

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// An event with no information recorded with it.
    public init(id: String) { self.id = id }
    /// Records the event (nothing is kept without a datastore).
    public func donate() async {}
    /// Records the event (nothing is kept without a datastore).
    public func sendDonation(_ completion: (@Sendable () -> Void)? = nil) { completion?() }
}

extension Array {
    /// The donations recorded within `range` before now.
    public func donatedWithin<Info>(_ range: Tips.Event<Info>.DonationTimeRange) -> [Element] where Element == Tips.Event<Info>.Donation {
        let start = Date().addingTimeInterval(-range.seconds)
        return filter { $0.date >= start }
    }
}

#if Previews
/// A condition a tip's display waits for (TipKit's `#Rule(_:_:)`): `#Rule(Self.$isLoggedIn)
/// { $0 == true }`, `#Rule(Self.didOpen) { $0.donations.count > 2 }`. The closure is
/// type-checked against its inputs; a snapshot never evaluates it (no tip is eligible).
@freestanding(expression)
public macro Rule<each Input: Tips._RuleInput>(_ input: repeat each Input, _ body: (repeat (each Input)._RuleValue) -> Bool) -> Tips.Rule
    = #externalMacro(module: "ProofUIMacros", type: "TipRuleMacro")

/// App state a tip's rules read (TipKit's `@Parameter`, on a static property): the property
/// reads and writes `$name`, a ``Tips/Parameter`` holding its value in memory.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) = #externalMacro(module: "ProofUIMacros", type: "TipParameterMacro")
#endif
