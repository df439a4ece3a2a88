import ProofBase
import ProofVerification

/// Where code reads the host: the clock, the time zone or the locale, which the determinism
/// check names when a snapshot changed with one of them.
public enum HostReadScan {
    /// What each factor's reads look like in Swift source. A formatter made without a locale or
    /// time zone reads both; `.formatted(` on a date reads both, on a number the locale.
    static let patterns: [(HostFactor, [String])] = [
        (.clock, ["Date()", "Date.now", "Date(timeIntervalSinceNow", "= .now", "(.now", ": .now", ", .now",
                  "Date.init()", "NSDate()", "CFAbsoluteTimeGetCurrent", "Date().timeIntervalSince1970"]),
        (.timeZone, ["TimeZone.current", "TimeZone.autoupdatingCurrent", "NSTimeZone.local", "NSTimeZone.system",
                     "Calendar.current", "Calendar.autoupdatingCurrent", "DateFormatter()", ".formatted(date:",
                     ".formatted(.dateTime", ".formatted()", "ISO8601DateFormatter()"]),
        (.locale, ["Locale.current", "Locale.autoupdatingCurrent", "Locale.preferredLanguages", "NSLocale.current",
                   "Calendar.current", "Calendar.autoupdatingCurrent", "DateFormatter()", "NumberFormatter()",
                   ".formatted(", "String(localized:", "localizedString(", ".localizedUppercase",
                   ".localizedLowercase", ".localizedCapitalized"]),
    ]

    /// The lines of `lines` (the file `path`) that read one of `factors`, comments left out.
    public static func reads(in lines: [Substring], path: String, factors: Set<HostFactor>) -> [SourceLine] {
        var found: [SourceLine] = []
        for (index, line) in lines.enumerated() where !SwiftSources.isComment(line) {
            let code = withoutStringLiterals(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? line)
            let reads = patterns.contains { factor, needles in factors.contains(factor) && needles.contains { code.contains($0) } }
            if reads { found.append(SourceLine(path: path, line: index + 1, code: SwiftSources.code(line))) }
        }
        return found
    }

    /// `line` with the text of its string literals left out (`"Date()"` names a read, it is not
    /// one); interpolations (`"\(Date())"`) are kept, since they are code.
    static func withoutStringLiterals(_ line: Substring) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var interpolation = 0
        for character in line {
            if interpolation > 0 {
                if character == "(" { interpolation += 1 }
                if character == ")" { interpolation -= 1 }
                if interpolation > 0 { result.append(character) }
            } else if inString {
                if escaped {
                    escaped = false
                    if character == "(" { interpolation = 1 }
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    result.append(character)
                }
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
        }
        return result
    }

    /// Every read of `factors` in the Swift files of the package at `root` (Sources/, Tests/).
    public static func reads(inPackage root: String, factors: Set<HostFactor>) -> [SourceLine] {
        SwiftSources.files(in: root).flatMap { path in
            SwiftSources.lines(of: root + "/" + path).map { reads(in: $0, path: path, factors: factors) } ?? []
        }
    }
}
