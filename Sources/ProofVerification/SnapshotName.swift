import ProofBase
/// Turns snapshot and suite names into file paths that are safe on every platform and can
/// never leave the references folder.
///
/// A name may have folders separated by `/` (`"cards/expired"`). In each component, every
/// character other than ASCII letters, digits and `- _ . + = @ ,` becomes `_`; a leading
/// `.` (a hidden file) and a trailing `.` (dropped by Windows) become `_`; a component that
/// is a Windows device name (`CON`, `NUL`, `COM1`…) gets a `_` prefix. Names that could
/// escape or mean something else are refused: empty names and components (`a//b`, a
/// leading or trailing `/`), `.` and `..`, absolute paths, backslashes, NUL and other
/// control characters, and components longer than ``maxComponentLength`` bytes.
///
/// Replacing characters can map two names to one file; the service reports that as a
/// ``SnapshotError/nameCollision(name:existing:path:)`` instead of overwriting.
public enum SnapshotName {
    /// The longest component, leaving room for `.reference.png` within the 255-byte limit
    /// of common file systems.
    public static let maxComponentLength = 200

    /// The relative path (components joined by `/`, no extension) for a snapshot name.
    public static func relativePath(for name: String) throws(SnapshotError) -> String {
        guard !name.isEmpty else { throw .emptyName }
        if name.hasPrefix("/") {
            throw .invalidName(name, reason: "it is an absolute path; names are relative to the suite's references folder")
        }
        for scalar in name.unicodeScalars {
            if scalar == "\0" {
                throw .invalidName(name, reason: "it contains a NUL character")
            }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                throw .invalidName(name, reason: "it contains a control character (U+\(hex4(scalar.value)))")
            }
            if scalar == "\\" {
                throw .invalidName(name, reason: "it contains a backslash, a folder separator on Windows; use / for folders")
            }
        }
        var components: [String] = []
        for part in name.split(separator: "/", omittingEmptySubsequences: false) {
            components.append(try component(String(part), of: name))
        }
        return components.joined(separator: "/")
    }

    /// The file-name-safe form of a suite name (a single component: `/` is replaced too).
    public static func suiteComponent(for suite: String) throws(SnapshotError) -> String {
        guard !suite.isEmpty else {
            throw .invalidName(suite, reason: "the suite name is empty; name it after the test file or type")
        }
        let flattened = String(suite.map { $0 == "/" || $0 == "\\" ? "_" : $0 })
        for scalar in flattened.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F {
            throw .invalidName(suite, reason: "the suite name contains a control character (U+\(hex4(scalar.value)))")
        }
        return try component(flattened, of: suite)
    }

    private static func component(_ part: String, of name: String) throws(SnapshotError) -> String {
        if part.isEmpty {
            throw .invalidName(name, reason: "it has an empty path component (a leading, trailing or doubled /)")
        }
        if part == "." || part == ".." {
            throw .invalidName(name, reason: "it has a \"\(part)\" component, which would leave its folder")
        }
        var safe = ""
        for scalar in part.unicodeScalars {
            safe.unicodeScalars.append(isSafe(scalar) ? scalar : "_")
        }
        if safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        if safe.hasSuffix(".") { safe = safe.dropLast() + "_" }
        if isWindowsDeviceName(safe) { safe = "_" + safe }
        if safe.utf8.count > maxComponentLength {
            throw .invalidName(name, reason: "a component is \(safe.utf8.count) bytes long, above the limit of \(maxComponentLength); shorten it")
        }
        return safe
    }

    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "+", "=", "@", ",": return true
        default: return false
        }
    }

    /// `CON`, `PRN`, `AUX`, `NUL`, `COM1`–`COM9`, `LPT1`–`LPT9`, alone or before an extension.
    private static func isWindowsDeviceName(_ component: String) -> Bool {
        let stem = component.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? component
        let upper = stem.uppercased()
        if ["CON", "PRN", "AUX", "NUL"].contains(upper) { return true }
        if upper.count == 4, upper.hasPrefix("COM") || upper.hasPrefix("LPT"), let digit = upper.last, ("1"..."9").contains(digit) {
            return true
        }
        return false
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
