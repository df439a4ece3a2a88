import ProofBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process environment, read only where configuration is taken (`fromEnvironment`).
package enum ProcessEnvironment {
    package static func read(_ keys: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for key in keys {
            if let value = getenv(key) { values[key] = String(cString: value) }
        }
        return values
    }
}
