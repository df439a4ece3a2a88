import ProofBase
import ProofRender
import ProofUI

/// Compares rendered bitmaps with reference PNGs, records new references, and leaves
/// artifacts and a results log for review.
///
/// References live at `<referencesRoot>/<suite>/<name>.png`. Each verification appends one
/// line to `<artifactsRoot>/results.jsonl` (see ``ResultsLog``); each one that does not pass
/// also writes `<name>.reference.png` (when a readable reference existed), `<name>.actual.png`
/// and `<name>.diff.png` under `<artifactsRoot>/<suite>/`.
///
/// A value with no hidden state apart from the set of names it has handed out, which copies
/// share: verifying from many threads at once is safe, and two different names that map to
/// one file (also when they differ only in case) are an error rather than an overwrite.
public struct ScreenshotService: Sendable {
    /// Absolute path of the folder holding one folder of references per suite.
    public let referencesRoot: String
    /// Absolute path of the folder receiving artifacts and `results.jsonl`.
    public let artifactsRoot: String
    /// The folder under ``referencesRoot`` (and ``artifactsRoot``) for this service's snapshots.
    public var suite: String
    /// When references are written.
    public var recordMode: RecordMode
    /// How much an image may differ and still pass.
    public var tolerance: Tolerance
    /// The largest reference image that will be decoded.
    public var pixelLimit: PixelLimit
    /// The package root: paths in messages and in the results log are given relative to it
    /// when they lie inside it. `nil` gives absolute paths.
    public let packageRoot: String?
    /// The run the results log attributes verifications to (see ``RunContext``).
    public var run: RunContext

    let names = NameRegistry()

    /// A service with explicit settings. Relative paths are taken from the current folder.
    public init(
        referencesRoot: String,
        artifactsRoot: String,
        suite: String,
        recordMode: RecordMode = .missing,
        tolerance: Tolerance = .exact,
        pixelLimit: PixelLimit = .default,
        packageRoot: String? = nil,
        run: RunContext = .current
    ) {
        self.referencesRoot = Paths.absolute(referencesRoot)
        self.artifactsRoot = Paths.absolute(artifactsRoot)
        self.suite = suite
        self.recordMode = recordMode
        self.tolerance = tolerance
        self.pixelLimit = pixelLimit
        self.packageRoot = packageRoot.map(Paths.absolute)
        self.run = run
    }

    /// The service a test gets by default, configured from the test file's location and the
    /// environment, which is read here and nowhere else:
    ///
    /// - the package root is the nearest folder above `file` holding `Package.swift`;
    /// - `PROOF_REFERENCES`: the references root (default `<package root>/References`);
    /// - `PROOF_ARTIFACTS`: the artifacts folder (default `<package root>/.build/proof`);
    /// - `PROOF_RECORD`: `never`, `missing`, `failed` or `all`; any other value is an error;
    /// - `PROOF_RUN_ID`, `PROOF_SHARD` (`i/n`, any other value is an error): see ``RunContext``.
    ///   Unset or empty, it is `never` when `CI` is set (to anything but `false` or `0`),
    ///   else `missing`. An explicit value wins over `CI`.
    ///
    /// Relative paths in the variables are taken from the package root. The suite defaults
    /// to the test file's name without `.swift`.
    public static func fromEnvironment(
        file: String = #filePath,
        suite: String? = nil,
        tolerance: Tolerance = .exact,
        environment: [String: String]? = nil
    ) throws(SnapshotError) -> ScreenshotService {
        SnapshotHost.pin()
        let variables = environment ?? ProcessEnvironment.read(["PROOF_RECORD", "PROOF_REFERENCES", "PROOF_ARTIFACTS", "CI", "PROOF_RUN_ID", "PROOF_SHARD"])
        func value(_ key: String) -> String? {
            guard let text = variables[key], !text.isEmpty else { return nil }
            return text
        }
        guard let root = Paths.packageRoot(above: Paths.absolute(file)) else {
            throw .packageRootNotFound(file: file)
        }
        PlatformBranchScan.warnOnce(packageRoot: root)
        let mode: RecordMode
        if let text = value("PROOF_RECORD") {
            mode = try RecordMode.parse(text)
        } else if let ci = value("CI"), ci != "false", ci != "0" {
            mode = .never
        } else {
            mode = .missing
        }
        if let shard = value("PROOF_SHARD"), RunContext.Shard.parse(shard) == nil {
            throw .invalidShard(shard)
        }
        var run = RunContext.current
        if environment != nil {
            run = RunContext.detect(environment: variables, process: ProcessInfoReader.current())
        }
        let fileName = Paths.lastComponent(file)
        let defaultSuite = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        return ScreenshotService(
            referencesRoot: Paths.resolve(value("PROOF_REFERENCES") ?? "References", from: root),
            artifactsRoot: Paths.resolve(value("PROOF_ARTIFACTS") ?? ".build/proof", from: root),
            suite: suite ?? defaultSuite,
            recordMode: mode,
            tolerance: tolerance,
            packageRoot: root,
            run: run
        )
    }

    /// Where the reference for `name` lives (absolute), after the name is made file-safe.
    public func referencePath(for name: String) throws(SnapshotError) -> String {
        referencesRoot + "/" + (try identifier(for: name)) + ".png"
    }

    /// Compares `bitmap` with the reference named `name`, writes references as the record
    /// mode says, leaves artifacts when it does not pass, and appends to the results log.
    ///
    /// `axes` places the snapshot in its permutation (`[.init("state", "blocked"),
    /// .init("category", "AX3")]`): the log keeps them in order and the report's contact
    /// sheet lays the suite out on them.
    ///
    /// Throws only for a name that cannot be used (empty, escaping the folder, or sharing a
    /// file with another name) and for an empty (0-pixel) image; every problem with the
    /// files is a ``SnapshotResult/status``.
    public func verify(_ bitmap: Bitmap, named name: String, axes: [PermutationAxis] = []) throws(SnapshotError) -> SnapshotResult {
        let identifier = try identifier(for: name)
        guard bitmap.width > 0 && bitmap.height > 0 else {
            throw .emptyImage(name: name, width: bitmap.width, height: bitmap.height)
        }
        let referencePath = referencesRoot + "/" + identifier + ".png"
        try claim(identifier: identifier, kind: .image, name: name, referencePath: referencePath)
        var verification = Verification(service: self, name: name, identifier: identifier, referencePath: referencePath, actual: bitmap)
        verification.run()
        return verification.finish(axes: axes)
    }

    /// True when this process's shard (``RunContext/shard``) verifies the snapshot `name`, as
    /// suites choose their cases: by a hash of `<suite>/<name>`. Always true when unsharded;
    /// false for a name that cannot be used.
    public func isInShard(_ name: String) -> Bool {
        guard let shard = run.shard, shard.count > 1 else { return true }
        guard let identifier = try? identifier(for: name) else { return false }
        return Sharding.shardIndex(of: identifier, count: shard.count) == shard.index
    }

    func identifier(for name: String) throws(SnapshotError) -> String {
        let relative = try SnapshotName.relativePath(for: name)
        return try SnapshotName.suiteComponent(for: suite) + "/" + relative
    }

    /// Claims the reference file for `name`, in this service and in the run's log, before any
    /// file is touched: another name of the run using the same file is an error for both.
    func claim(identifier: String, kind: SnapshotResult.Kind, name: String, referencePath: String) throws(SnapshotError) {
        try ReferenceContainment.check(referencePath, root: referencesRoot, name: name)
        try names.claim(path: referencePath, name: name, display: display(referencePath))
        try ResultsLog(artifactsRoot: artifactsRoot).claim(
            identifier: identifier, kind: kind, name: name, referencePath: referencePath, service: self)
    }

    /// `result` after appending it to the results log (failed when another name of the run
    /// claimed its file meanwhile); a log that cannot be written is said in the message.
    func logged(_ result: SnapshotResult) -> SnapshotResult {
        do {
            return try ResultsLog(artifactsRoot: artifactsRoot).append(result, service: self)
        } catch {
            var result = result
            result.message += " The results log could not be written: \(error.description)."
            return result
        }
    }

    /// `path` relative to the package root when inside it, else unchanged.
    func display(_ path: String) -> String {
        guard let packageRoot, path.hasPrefix(packageRoot + "/") else { return path }
        return String(path.dropFirst(packageRoot.count + 1))
    }
}

/// One call of `verify`: reads, compares, records and reports.
private struct Verification {
    let service: ScreenshotService
    let name: String
    let identifier: String
    let referencePath: String
    let actual: Bitmap

    var status = SnapshotResult.Status.passed
    var comparison: ImageComparison?
    var referenceBytes: [UInt8]?
    var referenceBitmap: Bitmap?
    var referenceWritten = false
    /// The actual picture encoded, once: the reference and the artifact are the same bytes.
    private var encodedActual: [UInt8]?
    var artifacts = SnapshotResult.Artifacts()
    var problem: String?
    var notes: [String] = []

    init(service: ScreenshotService, name: String, identifier: String, referencePath: String, actual: Bitmap) {
        self.service = service
        self.name = name
        self.identifier = identifier
        self.referencePath = referencePath
        self.actual = actual
    }

    mutating func run() {
        let data: [UInt8]
        do {
            data = try PNG.readFile(at: referencePath, limit: service.pixelLimit)
        } catch where error.reason == .notFound {
            status = service.recordMode.recordsMissingReferences && record() ? .recorded : .missing
            return
        } catch {
            status = .unreadable
            problem = Self.cause(of: error) + "; remove or rename it and re-run to record a new reference"
            return
        }
        referenceBytes = data
        if let stored = PNG.storedContentHash(in: data), stored == actual.contentHash {
            comparison = ImageComparison.identical(size: PixelSize(of: actual), tolerance: service.tolerance)
            return
        }
        let reference: Bitmap
        do {
            reference = try PNG.decode(data, limit: service.pixelLimit)
        } catch {
            status = .unreadable
            problem = error.description + Self.fixHint(for: error)
            return
        }
        referenceBitmap = reference
        let result = ImageComparison(reference: reference, actual: actual, tolerance: service.tolerance)
        comparison = result
        if result.isIdentical { return }
        if result.passes {
            if service.recordMode.rewritesWithinTolerance { _ = record() }
            return
        }
                if service.recordMode.overwritesDifferences && record() {
            status = .recorded
        } else {
            status = result.sizesMatch ? .failed : .sizeChanged
        }
    }

    /// What is wrong with the file, without its path (the message names it already).
    private static func cause(of error: PNGFileError) -> String {
        if case .isDirectory = error.reason { return "it is a folder, not a file" }
        let text = error.description
        return text.hasPrefix(error.path + ": ") ? String(text.dropFirst(error.path.count + 2)) : text
    }

    /// What to do, for the decode errors whose description does not say it already.
    private static func fixHint(for error: PNGError) -> String {
        switch error {
        case .notPNG, .corrupt: return "; restore it from version control, or remove it and re-run to record a new reference"
        case .empty, .gitLFSPointer, .truncated, .tooLarge: return ""
        }
    }

    /// The actual picture as PNG bytes, encoded on first use.
    private mutating func actualBytes() -> [UInt8] {
        if let encodedActual { return encodedActual }
        let bytes = PNG.encode(actual)
        encodedActual = bytes
        return bytes
    }

    /// Writes the reference; on failure notes why and returns false.
    private mutating func record() -> Bool {
        if let note = ArtifactPaths.writeReference(actualBytes(), to: referencePath) {
            notes.append(note)
            return false
        }
        referenceWritten = true
        return true
    }

    mutating func finish(axes: [PermutationAxis]) -> SnapshotResult {
        let artifactPaths = ArtifactPaths(artifactsRoot: service.artifactsRoot, identifier: identifier, kind: .image)
        if status == .passed {
            artifactPaths.removeAll()
        } else {
            writeArtifacts(artifactPaths)
        }
        var result = SnapshotResult(
            status: status, name: name, suite: service.suite, identifier: identifier, referencePath: referencePath,
            axes: axes, actualSize: PixelSize(of: actual), referenceWritten: referenceWritten, comparison: comparison, artifacts: artifacts,
            message: ""
        )
        result.message = SnapshotMessage.text(for: result, service: service, problem: problem, notes: notes)
        return service.logged(result)
    }

    private mutating func writeArtifacts(_ paths: ArtifactPaths) {
        do {
            if let referenceBytes, status != .unreadable {
                try FileSystem.writeAtomically(referenceBytes, to: paths.reference, durable: false)
                artifacts.reference = paths.reference
            } else {
                FileSystem.removeFile(paths.reference)
            }
            try FileSystem.writeAtomically(actualBytes(), to: paths.actual, durable: false)
            artifacts.actual = paths.actual
            if referenceBytes == nil && status == .recorded {
                // A new reference has nothing to differ from: the actual picture says it all.
                FileSystem.removeFile(paths.diff)
                return
            }
            let diff = DiffImage.render(reference: referenceBitmap, actual: actual, tolerance: service.tolerance)
            try FileSystem.writeAtomically(PNG.encode(diff), to: paths.diff, durable: false)
            artifacts.diff = paths.diff
        } catch {
            notes.append("Artifacts could not be written: \(error.description).")
        }
    }
}

extension ImageComparison {
    /// The comparison of an image with a reference known to hold the same pixels.
    static func identical(size: PixelSize, tolerance: Tolerance) -> ImageComparison {
        var comparison = ImageComparison(reference: Bitmap(width: 0, height: 0), actual: Bitmap(width: 0, height: 0), tolerance: tolerance)
        comparison.referenceSize = size
        comparison.actualSize = size
        return comparison
    }
}
