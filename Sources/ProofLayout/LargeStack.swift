#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Layout recurses once per tree level, like Yoga. A deep tree can need more stack than the
// calling thread has (512 KiB on secondary threads), so such trees are laid out on a helper
// thread whose stack is sized for the depth.

private final class ThreadWork: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Runs `body` on a new thread with a stack of `stackBytes` and waits for it. Returns false
/// when the thread could not be started (then `body` has not run).
func runOnThread(stackBytes: Int, _ body: () -> Void) -> Bool {
    withoutActuallyEscaping(body) { escapable in
        let work = Unmanaged.passRetained(ThreadWork(escapable))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        let pageSize = 1 << 16
        let size = (stackBytes + pageSize - 1) / pageSize * pageSize
        guard pthread_attr_setstacksize(&attributes, size) == 0 else {
            work.release()
            return false
        }
        #if os(Linux)
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<ThreadWork>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, work.toOpaque())
        guard status == 0 else {
            work.release()
            return false
        }
        pthread_join(thread, nil)
        #else
        var thread: pthread_t? = nil
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<ThreadWork>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, work.toOpaque())
        guard status == 0, let thread else {
            work.release()
            return false
        }
        pthread_join(thread, nil)
        #endif
        return true
    }
}
