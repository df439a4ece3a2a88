#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import ProofBase
import ProofVerification

/// What `proof init` does to a package so that snapshot tests can start: a references folder,
/// the Git LFS rule for reference images, the artifacts folder ignored, and optionally an
/// example test for an existing view. Each step looks first and changes only what is missing:
/// running it twice changes nothing, and no file of the user's is ever replaced.
public enum ProjectSetup {
    /// The `.gitattributes` line that stores reference images with Git LFS.
    public static let lfsRule = "References/**/*.png filter=lfs diff=lfs merge=lfs -text"
    /// The `.gitignore` line for build products, where the artifacts folder lives.
    public static let ignoreRule = "/.build/"

    /// An example test to write.
    public struct ExampleTest: Hashable, Sendable {
        /// The view type, initialised with no arguments (`ProfileView()`).
        public var view: String
        /// The module that declares it (`@testable import`).
        public var module: String
        /// The test target's folder under `Tests/`.
        public var testTarget: String

        public init(view: String, module: String, testTarget: String? = nil) {
            self.view = view
            self.module = module
            self.testTarget = testTarget ?? module + "Tests"
        }
    }

    /// One thing `proof init` did or found, for the user to read.
    public struct Step: Hashable, Sendable, CustomStringConvertible {
        public enum Kind: String, Hashable, Sendable {
            case created, updated, unchanged, skipped
        }

        public var kind: Kind
        /// The file or folder, relative to the package root.
        public var path: String
        public var detail: String

        public var description: String { "\(kind.rawValue.padding(9))\(path)\(detail.isEmpty ? "" : " — " + detail)" }
    }

    /// The nearest folder at or above `directory` holding a `Package.swift`.
    public static func packageRoot(from directory: String) -> String? {
        Paths.packageRoot(above: Paths.absolute(directory) + "/Package.swift")
    }

    /// Whether `References/` under `root` holds a PNG (in any folder below it).
    public static func hasReferenceImages(root: String) -> Bool {
        var pending = [root + "/References"]
        var visited = 0
        while let folder = pending.popLast(), visited < 10_000 {
            visited += 1
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasPrefix(".") { continue }
                if name.hasSuffix(".png") { return true }
                if FileSystem.isFolder(folder + "/" + name) { pending.append(folder + "/" + name) }
            }
        }
        return false
    }

    /// Sets the package at `root` up; returns what was done, in order.
    public static func run(root: String, example: ExampleTest? = nil) throws(ReviewError) -> [Step] {
        var steps: [Step] = []
        do {
            steps.append(try makeReferencesFolder(root))
            steps.append(try addLine(lfsRule, to: ".gitattributes", in: root,
                                     covered: { line in line.hasPrefix("References/") && line.contains("filter=lfs") },
                                     comment: "# Reference images of Proofsheet snapshot tests, stored with Git LFS."))
            steps.append(try addLine(ignoreRule, to: ".gitignore", in: root,
                                     covered: { line in [".build", ".build/", "/.build", "/.build/", ".build/*", "/.build/*"].contains(line) },
                                     comment: "# Build products, and Proofsheet's artifacts (.build/proof)."))
            if let example { steps.append(try writeExample(example, root: root)) }
        } catch {
            throw ReviewError(error)
        }
        return steps
    }

    /// How a package's manifest already depends on Proofsheet.
    public struct Dependency: Hashable, Sendable {
        /// The name a product dependency gives the package (`package:`), when the manifest
        /// declares it: "Proofsheet" for a URL, the folder's name for a path.
        public var packageName: String?
        /// True when a target uses one of Proofsheet's testing products.
        public var productUsed: Bool

        public init(packageName: String?, productUsed: Bool) {
            self.packageName = packageName
            self.productUsed = productUsed
        }

        /// Reads `manifest` (the text of `Package.swift`). A `.package(path:)` dependency is
        /// Proofsheet when the `Package.swift` in that folder (`packageManifest(path)`, nil
        /// when unreadable) names the package "Proofsheet".
        public static func find(in manifest: String, packageManifest: (String) -> String? = { _ in nil }) -> Dependency {
            var packageName: String?
            for call in calls(named: ".package(", in: manifest) {
                if let url = stringArgument("url:", in: call) {
                    var last = url.split(separator: "/").last.map(String.init) ?? ""
                    if last.hasSuffix(".git") { last.removeLast(4) }
                    if last.lowercased() == "proofsheet" { packageName = last }
                } else if let path = stringArgument("path:", in: call) {
                    let folder = path.split(separator: "/").last.map(String.init) ?? path
                    if let text = packageManifest(path), text.contains("name: \"Proofsheet\"") { packageName = folder }
                }
            }
            let productUsed = calls(named: ".product(", in: manifest).contains { call in
                ["ProofTesting", "ProofSnapshots", "ProofUI"].contains(stringArgument("name:", in: call) ?? "")
            }
            return Dependency(packageName: packageName, productUsed: productUsed)
        }

        /// The text of each call `name…)` in `text` (no nested parentheses inside: enough for
        /// `.package(…)` and `.product(…)`).
        private static func calls(named name: String, in text: String) -> [Substring] {
            var result: [Substring] = []
            var rest = text[...]
            while let start = rest.range(of: name) {
                let after = rest[start.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                result.append(after[..<end])
                rest = after[end...]
            }
            return result
        }

        /// The string literal after `label` in `call`.
        private static func stringArgument(_ label: String, in call: Substring) -> String? {
            guard let labelRange = call.range(of: label) else { return nil }
            let after = call[labelRange.upperBound...].drop { $0 == " " }
            guard after.first == "\"" else { return nil }
            let body = after.dropFirst()
            guard let close = body.firstIndex(of: "\"") else { return nil }
            return String(body[..<close])
        }
    }

    /// How the package at `root` depends on Proofsheet (see ``Dependency/find(in:packageManifest:)``),
    /// or nil when its `Package.swift` cannot be read.
    public static func dependency(root: String) -> Dependency? {
        func read(_ path: String) -> String? {
            (try? FileSystem.readFile(path, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
        }
        guard let manifest = read(root + "/Package.swift") else { return nil }
        return Dependency.find(in: manifest) { path in
            read((path.hasPrefix("/") ? path : root + "/" + path) + "/Package.swift")
        }
    }

    /// What to do next, given whether `git lfs` is installed and how `Package.swift` already
    /// depends on Proofsheet (nil: not known, both steps are shown).
    /// What to do next. `referencesBeforeRule`: the LFS rule was just added to a package whose
    /// `References/` already holds images (committed as plain files before it).
    public static func nextSteps(example: ExampleTest?, gitLFSInstalled: Bool, dependency: Dependency? = nil,
                                 referencesBeforeRule: Bool = false) -> [String] {
        var lines: [String] = []
        if gitLFSInstalled {
            lines.append("git lfs install   (once per machine, if you have not: sets up the LFS filters)")
        } else {
            lines.append("install Git LFS (brew install git-lfs, apt-get install git-lfs), then: git lfs install")
        }
        if dependency?.productUsed == true {
            // Package.swift already has it: nothing to add.
        } else if let name = dependency?.packageName {
            lines.append("Package.swift depends on Proofsheet; add it to your test target's dependencies:")
            lines.append("    .product(name: \"ProofTesting\", package: \"\(name)\")")
        } else {
            lines.append("add Proofsheet to Package.swift's dependencies:")
            lines.append("    .package(url: \"https://github.com/<owner>/Proofsheet\", from: \"<version>\"),")
            lines.append("    or from a folder: .package(path: \"../Proofsheet\"), which names the package after the folder")
            lines.append("    and to your test target: .product(name: \"ProofTesting\", package: \"Proofsheet\")   (from a folder, the folder's name)")
        }
        if let example {
            lines.append("swift test --filter \(example.view)SnapshotTests   (records the first references; look at them in")
            lines.append("    swift run proof report, then run it again: it passes)")
        } else {
            lines.append("write a test: assertSnapshots(of: model) { model in MyView(model: model) }  (see the README's tutorial)")
        }
        if referencesBeforeRule {
            lines.append("git add --renormalize References   (images committed before the LFS rule move to Git LFS;")
            lines.append("    until then git status lists them as modified)")
        }
        lines.append("git add .gitattributes .gitignore References && git commit")
        return lines
    }

    private static func makeReferencesFolder(_ root: String) throws(FileSystemError) -> Step {
        let path = root + "/References"
        if FileSystem.isFolder(path) { return Step(kind: .unchanged, path: "References/", detail: "already there") }
        if FileSystem.exists(path) {
            return Step(kind: .skipped, path: "References", detail: "a file of that name is in the way; move it and run proof init again")
        }
        try FileSystem.makeFolders(path)
        // Git keeps no empty folder: a note keeps it, and says what it is for.
        try FileSystem.writeAtomically(Array(("Reference images and texts of the snapshot tests, one folder per test file.\n"
            + "Recorded by the tests (PROOF_RECORD), reviewed with proof report, promoted with proof accept.\n").utf8),
            to: path + "/README.md")
        return Step(kind: .created, path: "References/", detail: "with a README.md so that git keeps it")
    }

    /// Appends `line` (after `comment`) to the file unless a line of it is `covered`.
    private static func addLine(_ line: String, to name: String, in root: String, covered: (String) -> Bool,
                                comment: String) throws(FileSystemError) -> Step {
        let path = root + "/" + name
        var text = ""
        if FileSystem.exists(path) {
            guard let bytes = try? FileSystem.readFile(path, limit: 1 << 20) else {
                return Step(kind: .skipped, path: name, detail: "cannot be read (a folder, or over 1 MiB); add \(line) by hand")
            }
            text = String(decoding: bytes, as: UTF8.self)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: " \t\r") }
        if lines.contains(where: covered) { return Step(kind: .unchanged, path: name, detail: "already has a rule for it") }
        var updated = text
        if !updated.isEmpty && !updated.hasSuffix("\n") { updated += "\n" }
        if !updated.isEmpty { updated += "\n" }
        updated += comment + "\n" + line + "\n"
        try FileSystem.writeAtomically(Array(updated.utf8), to: path)
        return Step(kind: text.isEmpty ? .created : .updated, path: name, detail: "added \(line)")
    }

    private static func writeExample(_ example: ExampleTest, root: String) throws(FileSystemError) -> Step {
        for name in [example.view, example.module, example.testTarget] where !isIdentifier(name) {
            return Step(kind: .skipped, path: "Tests/", detail: "\"\(name)\" is not a Swift identifier; no example test written")
        }
        let relative = "Tests/\(example.testTarget)/\(example.view)SnapshotTests.swift"
        let path = root + "/" + relative
        if FileSystem.exists(path) { return Step(kind: .unchanged, path: relative, detail: "exists: left as it is") }
        // A test of a view that does not exist would stop the package's tests (and the tool,
        // built with them) from compiling.
        guard declares(example.view, root: root) else {
            return Step(kind: .skipped, path: relative, detail: "no type \(example.view) is declared under Sources/; "
                + "write the view first (a View with init()), or name one that is, then run proof init again")
        }
        let function = example.view.prefix(1).lowercased() + example.view.dropFirst()
        let source = """
            import ProofTesting
            import Testing
            @testable import \(example.module)

            // References go to References/\(example.view)SnapshotTests/\(function)/: the view at the
            // smallest, the default and the largest text sizes, in light and dark.
            @Test func \(function)() throws {
                assertSnapshots(of: "default", in: try .environments(categories: .extremes, schemes: .all)) { _ in
                    \(example.view)()
                }
            }

            """
        try FileSystem.writeAtomically(Array(source.utf8), to: path)
        return Step(kind: .created, path: relative, detail: "snapshots of \(example.view)() in 6 environments")
    }

    /// Whether a Swift file under `root`/Sources declares a type named `name` (outside `//` comments).
    static func declares(_ name: String, root: String) -> Bool {
        let keywords: Set<Substring> = ["struct", "class", "enum", "actor", "typealias"]
        for file in SwiftSources.files(in: root, folders: ["Sources"]) {
            guard let lines = SwiftSources.lines(of: root + "/" + file) else { continue }
            for line in lines where line.contains(name) && !SwiftSources.isComment(line) {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
                let words = code.split { !($0 == "_" || $0.isLetter || $0.isNumber) }
                for (index, word) in words.enumerated().dropLast() where keywords.contains(word) && words[index + 1] == name {
                    return true
                }
            }
        }
        return false
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    fileprivate func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
        return String(scalars)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
