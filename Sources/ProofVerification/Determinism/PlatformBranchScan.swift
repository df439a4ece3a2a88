import ProofBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofBase

/// View code compiled under a platform condition (`#if os(iOS)`, `os(macOS)`,
/// `targetEnvironment(…)`, `canImport(UIKit)`…): a snapshot build is not an iOS build, so such
/// a condition silently picks the branch of the platform the tests run on (Linux or macOS), and
/// the two may even draw differently. A condition that also names `PROOFSHEET` (the snapshot
/// target's flag, Docs/OneSource.md) says which branch the snapshots draw and is not reported:
/// `#if os(iOS) || PROOFSHEET` draws the iPhone branch, `#if os(macOS) && !PROOFSHEET` keeps
/// the Mac branch out.
public enum PlatformBranchScan {
    /// The compilation conditions that depend on the platform of the build.
    static let platformConditions = ["os(", "targetEnvironment(", "canImport(UIKit)", "canImport(AppKit)",
                                     "canImport(WatchKit)", "canImport(Cocoa)", "arch("]

    /// The `#if`/`#elseif` lines of `lines` (the file `path`) whose condition depends on the
    /// platform without naming `PROOFSHEET`, when the file is view code (imports SwiftUI or
    /// ProofUI); otherwise none.
    public static func branches(in lines: [Substring], path: String) -> [SourceLine] {
        let isViewCode = lines.contains { line in
            let code = line.drop { $0 == " " || $0 == "\t" }
            return code.hasPrefix("import SwiftUI") || code.hasPrefix("import ProofUI") || code.hasPrefix("@_exported import ProofUI")
        }
        guard isViewCode else { return [] }
        var found: [SourceLine] = []
        for (index, line) in lines.enumerated() {
            let code = line.drop { $0 == " " || $0 == "\t" }
            guard code.hasPrefix("#if ") || code.hasPrefix("#elseif ") else { continue }
            let condition = code.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? code
            guard !condition.contains("PROOFSHEET"), platformConditions.contains(where: { condition.contains($0) }) else { continue }
            found.append(SourceLine(path: path, line: index + 1, code: SwiftSources.code(line)))
        }
        return found
    }

    /// Every such branch in the package at `root`'s `Sources/` (where targets' code lives).
    public static func branches(inPackage root: String) -> [SourceLine] {
        SwiftSources.files(in: root, folders: ["Sources"]).flatMap { path in
            SwiftSources.lines(of: root + "/" + path).map { branches(in: $0, path: path) } ?? []
        }
    }

    /// The warning for `branch`, in the compiler's `file:line:column: warning:` form (Xcode and
    /// CI annotate it), `root` making the path absolute.
    public static func warning(for branch: SourceLine, root: String) -> String {
        #if os(macOS)
        let platform = "macOS"
        #else
        let platform = "Linux"
        #endif
        return "\(root)/\(branch.path):\(branch.line):1: warning: snapshots draw the \(platform) side of `\(branch.code)`, "
            + "not the iPhone's: add `|| PROOFSHEET` to draw the iPhone branch, `&& !PROOFSHEET` to keep this one out "
            + "knowingly (Docs/Determinism.md)"
    }

    /// Prints the warnings of the package at `root` on standard error, once per process, unless
    /// `PROOF_PLATFORM_BRANCHES=ignore`. `ScreenshotService.fromEnvironment(file:suite:tolerance:environment:)`
    /// calls it, so that every test run of a package with such branches says so.
    public static func warnOnce(packageRoot root: String) {
        let first = warned.withLock { roots in roots.insert(root).inserted }
        guard first, ProcessEnvironment.read(["PROOF_PLATFORM_BRANCHES"])["PROOF_PLATFORM_BRANCHES"] != "ignore" else { return }
        let found = branches(inPackage: root)
        guard !found.isEmpty else { return }
        var text = found.map { warning(for: $0, root: root) + "\n" }.joined()
        text += "proof: \(found.count) view code branch\(found.count == 1 ? "" : "es") under a platform condition (PROOF_PLATFORM_BRANCHES=ignore silences this)\n"
        let bytes = Array(text.utf8)
        _ = FileSystem.writeAll(2, bytes)
    }

    /// The package roots already scanned in this process.
    private static let warned = Locked(Set<String>())
}
