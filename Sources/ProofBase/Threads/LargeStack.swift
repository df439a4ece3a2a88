#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads with stacks sized for deep recursion. Layout recurses once per tree level, like
/// Yoga, and ProofUI resolves views once per view level: a deep tree can need more stack than
/// the calling thread has (512 KiB on secondary threads on Apple platforms), so such work
/// continues on a helper thread whose stack is sized for it. One helper for every layer.
public enum LargeStack {
    /// Runs `body` on a new thread with a stack of at least `bytes` and waits for it to
    /// finish. Returns false, without running `body`, when no such thread could be started.
    public static func run(bytes: Int, _ body: () -> Void) -> Bool {
        withoutActuallyEscaping(body) { escapable in
            let work = Unmanaged.passRetained(StackWork(escapable))
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else {
                work.release()
                return false
            }
            defer { pthread_attr_destroy(&attributes) }
            let page = 1 << 16
            guard pthread_attr_setstacksize(&attributes, (bytes + page - 1) / page * page) == 0 else {
                work.release()
                return false
            }
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let status = pthread_create(&thread, &attributes, { context in
                #if canImport(Darwin)
                Unmanaged<StackWork>.fromOpaque(context).takeRetainedValue().body()
                #else
                Unmanaged<StackWork>.fromOpaque(context!).takeRetainedValue().body()
                #endif
                return nil
            }, work.toOpaque())
            guard status == 0 else {
                work.release()
                return false
            }
            #if canImport(Darwin)
            guard let thread else { return false }
            #endif
            pthread_join(thread, nil)
            return true
        }
    }

    /// An address in the caller's stack frame: how deep the stack is now.
    @inline(never)
    public static func currentPosition() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}

private final class StackWork: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
