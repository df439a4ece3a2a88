// Status: accepted and ignored — app commands compile; a snapshot has no menus.
/// Menu commands of an app (SwiftUI's `Commands`): accepted on scenes, never shown. An app's
/// own commands are made of others in `body`, as SwiftUI's are.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

nonisolated extension Never: Commands {}

nonisolated extension Commands where Body == Never {
    /// A built-in command set has no body.
    public var body: Never { fatalError("\(Self.self) is a built-in command set") }
}

/// A group of menu commands.
nonisolated public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// A menu of commands.
nonisolated public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Where a command group goes in the menus.
nonisolated public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The built-in command sets.
nonisolated public struct SidebarCommands: Commands { public typealias Body = Never; public init() {} }
nonisolated public struct ToolbarCommands: Commands { public typealias Body = Never; public init() {} }
nonisolated public struct TextEditingCommands: Commands { public typealias Body = Never; public init() {} }
nonisolated public struct EmptyCommands: Commands { public typealias Body = Never; public init() {} }

/// Builds an app's commands (SwiftUI's `CommandsBuilder`).
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression(_ commands: some Commands) -> EmptyCommands { EmptyCommands() }
    public static func buildBlock(_ commands: EmptyCommands...) -> EmptyCommands { EmptyCommands() }
    public static func buildOptional(_ commands: EmptyCommands?) -> EmptyCommands { EmptyCommands() }
    public static func buildEither(first: EmptyCommands) -> EmptyCommands { EmptyCommands() }
    public static func buildEither(second: EmptyCommands) -> EmptyCommands { EmptyCommands() }
}

nonisolated extension Scene {
    /// Accepted: a snapshot has no menus.
    public func commands(@CommandsBuilder content: () -> some Commands) -> some Scene { self }
}
