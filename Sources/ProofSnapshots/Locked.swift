#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a mutex, for state that parallel tests share through one service.
final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

/// The reference files that one service has handed out, to catch two names sharing a file.
final class NameRegistry: Sendable {
    // Keyed by the lower-cased path, since macOS and Windows file systems ignore case.
    private let claimed = Locked<[String: String]>([:])

    /// Records that `name` uses `path`; throws when another name already uses it.
    func claim(path: String, name: String, display: String) throws(SnapshotError) {
        let key = path.lowercased()
        let existing: String? = claimed.withLock { table in
            if let owner = table[key] { return owner }
            table[key] = name
            return nil
        }
        if let existing, existing != name {
            throw .nameCollision(name: name, existing: existing, path: display)
        }
    }
}
