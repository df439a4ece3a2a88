// `import AppIntents` on Linux, for SwiftUI apps' files that write it: intents, their
// parameters, results, enums, entities and queries, and App Shortcuts. A snapshot has no Siri,
// Shortcuts or Spotlight: the system never runs an intent or asks a query; an intent's
// `perform()` is the app's own code, which a test may call (Docs/SwiftUI/Frameworks.md).
// Opt-in, through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms
// Apple's AppIntents is used.
@_exported import Foundation
@_exported import ProofUI

/// An action an app offers the system (AppIntents' `AppIntent`). Never run by the system here.
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
}

/// An intent that configures a widget (AppIntents' `WidgetConfigurationIntent`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never, Never, Never, Never>() }
}

/// An intent's description (AppIntents' `IntentDescription`).
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public let description: LocalizedStringResource
    public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
        self.description = description
    }
    public init(stringLiteral value: String) { description = LocalizedStringResource(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { description = LocalizedStringResource(stringInterpolation: stringInterpolation) }
}

/// What Siri says (AppIntents' `IntentDialog`).
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public let full: LocalizedStringResource
    public init(_ full: LocalizedStringResource) { self.full = full }
    public init(stringLiteral value: String) { full = LocalizedStringResource(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { full = LocalizedStringResource(stringInterpolation: stringInterpolation) }
}

/// What an intent's `perform()` returns (AppIntents' `IntentResult`).
public protocol IntentResult: Sendable {}
/// A result that returns a value (AppIntents' `ReturnsValue`).
public protocol ReturnsValue<Value>: IntentResult { associatedtype Value }
/// A result with a view (AppIntents' `ShowsSnippetView`).
public protocol ShowsSnippetView: IntentResult {}
/// A result with a dialog (AppIntents' `ProvidesDialog`).
public protocol ProvidesDialog: IntentResult {}
/// A result that opens another intent (AppIntents' `OpensIntent`).
public protocol OpensIntent: IntentResult {}

/// The result `.result(…)` makes (AppIntents' `IntentResultContainer`): what the intent
/// returned, kept for a test to read.
public struct IntentResultContainer<Value, OpensAppIntent, Content, Dialog>: IntentResult, @unchecked Sendable {
    /// The returned value, if any.
    public let value: Value?
    /// The snippet view, if any.
    public let content: Content?
    /// The dialog, if any.
    public let dialog: IntentDialog?
    let opensIntent: OpensAppIntent?

    init(value: Value? = nil, opensIntent: OpensAppIntent? = nil, content: Content? = nil, dialog: IntentDialog? = nil) {
        self.value = value
        self.opensIntent = opensIntent
        self.content = content
        self.dialog = dialog
    }
}

extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: ShowsSnippetView where Content: View {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: OpensIntent where OpensAppIntent: AppIntent {}

extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { .init() }
    public static func result<Content: View>(view: Content) -> Self where Self == IntentResultContainer<Never, Never, Content, Never> {
        .init(content: view)
    }
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<Never, Never, Content, IntentDialog> {
        .init(content: view, dialog: dialog)
    }
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(dialog: dialog)
    }
    public static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never, Never> {
        .init(value: value)
    }
    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
        .init(value: value, dialog: dialog)
    }
    public static func result<Intent: AppIntent>(opensIntent: Intent) -> Self where Self == IntentResultContainer<Never, Intent, Never, Never> {
        .init(opensIntent: opensIntent)
    }
}

/// An intent's input (AppIntents' `IntentParameter`, written `@Parameter`): holds what the
/// intent's code or a test sets, or the default.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// The parameter's title.
    public let title: LocalizedStringResource
    private var value: Value?

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.title = title
        value = defaultValue
    }

    public init(description: LocalizedStringResource? = nil, default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
                inputConnectionBehavior: InputConnectionBehavior = .default) {
        title = ""
        value = defaultValue
    }

    /// A file parameter of the given types (the system asks for the file; here a test sets it).
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, supportedContentTypes: [UTType],
                requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.title = title
    }

    /// An entity parameter whose choices `query` finds (never asked here: a test sets the value).
    public init<Query: EntityQuery>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                                    requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
                                    inputConnectionBehavior: InputConnectionBehavior = .default, query: Query) {
        self.title = title
        value = defaultValue
    }

    /// The value. Reading one never set (the system sets it before `perform()` on Apple
    /// platforms) stops with the parameter's title.
    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("@Parameter \"\(title)\" was read before it was set") }
            return value
        }
        set { value = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }
}

/// Whether a parameter takes the previous action's result in a shortcut (AppIntents'
/// `InputConnectionBehavior`): kept, as no shortcut runs here.
public enum InputConnectionBehavior: Sendable {
    case `default`, never, connectToPreviousIntentResult
}

/// A file handed to an intent (AppIntents' `IntentFile`): its bytes, name and type.
public struct IntentFile: Sendable {
    /// The file's contents: the bytes it was made with, or the file at `fileURL`, read when
    /// asked for (as on iOS, where the property maps the file) and empty when unreadable.
    public var data: Data {
        if let storedData { return storedData }
        guard let fileURL else { return Data() }
        return (try? Data(contentsOf: fileURL, options: .mappedIfSafe)) ?? Data()
    }
    public var filename: String
    /// Where the file is, when it was handed as a location.
    public var fileURL: URL?
    public var type: UTType?
    private let storedData: Data?

    public init(data: Data, filename: String, type: UTType? = nil) {
        storedData = data
        self.filename = filename
        self.type = type
    }

    /// Keeps the location only: nothing is read until `data` is asked for.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        storedData = nil
        self.filename = filename ?? fileURL.lastPathComponent
        self.fileURL = fileURL
        self.type = type
    }
}

/// `@Parameter` (AppIntents' name for ``IntentParameter``).
public typealias Parameter = IntentParameter

/// How the system names a type (AppIntents' `TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public let name: LocalizedStringResource
    public let numericFormat: LocalizedStringResource?
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation)) }
}

/// How the system shows a value (AppIntents' `DisplayRepresentation`).
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?
    public let image: Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation)) }

    /// A representation's image (AppIntents' `DisplayRepresentation.Image`).
    public struct Image: Sendable {
        public let systemName: String?
        public init(systemName: String, isTemplate: Bool = true) { self.systemName = systemName }
        public init(named name: String, isTemplate: Bool = false) { systemName = nil }
    }
}

/// A fixed set of values an intent takes (AppIntents' `AppEnum`).
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: LosslessStringConvertible {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An app's data type the system can refer to (AppIntents' `AppEntity`).
public protocol AppEntity: Identifiable, Sendable where ID: Sendable {
    associatedtype DefaultQuery: EntityQuery
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

/// Finds entities by identifier (AppIntents' `EntityQuery`): the app's code; never asked by the system here.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// Finds entities by text (AppIntents' `EntityStringQuery`).
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// An App Shortcuts phrase (AppIntents' `AppShortcutPhrase`): the application's name and the
/// intent's parameters may be interpolated.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// A phrase being built (AppIntents' `AppShortcutPhrase.StringInterpolation`).
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) { text += "${parameter}" }
    }
}

/// A token in an App Shortcuts phrase (AppIntents' `AppShortcutPhraseToken`).
public enum AppShortcutPhraseToken: Sendable { case applicationName }

/// An App Shortcut (AppIntents' `AppShortcut`): registered with no one here.
public struct AppShortcut: Sendable {
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource?
    public let systemImageName: String?

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
                                   systemImageName: String? = nil) {
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// Builds a provider's App Shortcuts (AppIntents' `AppShortcutsBuilder`).
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
    public static func buildExpression(_ expression: AppShortcut) -> AppShortcut { expression }
}

/// An app's App Shortcuts (AppIntents' `AppShortcutsProvider`).
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    /// Does nothing: there is no Shortcuts app here.
    public static func updateAppShortcutParameters() {}
}
