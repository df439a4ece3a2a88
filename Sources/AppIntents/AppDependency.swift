// Dependencies of intents (AppIntents' `AppDependencyManager` and `@Dependency`): the app
// registers how to make a dependency, and an intent's `@Dependency` property reads it. Each
// is made the first time it is read and kept, so a test that registers a dependency and calls
// an intent's `perform()` runs the intent against it.
import Foundation

/// The registry of the app's intent dependencies (AppIntents' `AppDependencyManager`).
public final class AppDependencyManager: @unchecked Sendable {
    /// The app's registry.
    public static let shared = AppDependencyManager()

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let key: AnyHashable?
    }

    private let lock = NSLock()
    private var makers: [Key: () -> Any] = [:]
    private var made: [Key: Any] = [:]

    public init() {}

    /// Registers `dependency`, made the first time an intent reads it (replacing an earlier
    /// registration of the same type and key).
    public func add<Dependency>(key: AnyHashable? = nil, dependency: @escaping () -> Dependency) {
        let entry = Key(type: ObjectIdentifier(Dependency.self), key: key)
        lock.lock(); defer { lock.unlock() }
        makers[entry] = dependency
        made[entry] = nil
    }

    /// Registers a dependency made by an asynchronous provider (AppIntents' iOS 16
    /// `add(key:dependency:)` taking an `async throws` closure). `@Dependency` reads its value
    /// synchronously, and a snapshot does not run an app's asynchronous start-up: such a
    /// dependency is registered, and reading it stops and says to register it with a
    /// synchronous closure in a test (replacing an earlier registration of the same type and key).
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @escaping @Sendable () async throws -> Dependency) {
        let entry = Key(type: ObjectIdentifier(Dependency.self), key: key)
        lock.lock(); defer { lock.unlock() }
        makers[entry] = { AsynchronousDependency(type: "\(Dependency.self)") }
        made[entry] = nil
    }

    /// The dependency of type `Dependency` under `key`: nil when none is registered.
    func resolve<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> Dependency? {
        let entry = Key(type: ObjectIdentifier(Dependency.self), key: key)
        lock.lock()
        if let value = made[entry] as? Dependency {
            lock.unlock()
            return value
        }
        guard let maker = makers[entry] else {
            lock.unlock()
            return nil
        }
        lock.unlock()
        let product = maker()
        if let asynchronous = product as? AsynchronousDependency {
            preconditionFailure("@Dependency of type \(asynchronous.type) was added with an async provider, which a snapshot does not run: add it with AppDependencyManager.shared.add { … } (a synchronous closure) in the test")
        }
        let value = product as? Dependency
        lock.lock()
        made[entry] = value
        lock.unlock()
        return value
    }
}

/// What an asynchronous provider stands for until it runs (never, in a snapshot).
private struct AsynchronousDependency {
    let type: String
}

/// An intent's dependency, written `@Dependency` (AppIntents' `AppDependency`): read from
/// ``AppDependencyManager/shared``. Reading one never registered stops with its type's name,
/// as AppIntents does.
@propertyWrapper
public struct AppDependency<Value>: @unchecked Sendable {
    private let key: AnyHashable?

    public init(key: AnyHashable? = nil) {
        self.key = key
    }

    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.resolve(Value.self, key: key) else {
            preconditionFailure("@Dependency of type \(Value.self) was read, but no dependency of that type was added to AppDependencyManager.shared")
        }
        return value
    }
}

/// `@Dependency` (AppIntents' name for ``AppDependency``).
public typealias Dependency = AppDependency

/// An intent that sets a value, such as a control's toggle (AppIntents' `SetValueIntent`):
/// the system sets `value` before `perform()`; never here.
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

/// An intent that configures a control (AppIntents' `ControlConfigurationIntent`).
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    // A control's configuration is read, not run, as a widget's is.
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never, Never, Never, Never>() }
}
