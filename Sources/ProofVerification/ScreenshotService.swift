import ProofBase
import ProofGraphics

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

    /// The service `fromEnvironment` (in ProofSnapshots, which also pins the host for the
    /// code under test) configures from the test file's location and the environment.
    package static func configured(
        file: String = #filePath,
        suite: String? = nil,
        tolerance: Tolerance = .exact,
        environment: [String: String]? = nil
    ) throws(SnapshotError) -> ScreenshotService {
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
        referencesRoot + "/" + (try identifier(for: name)) + SnapshotResult.Kind.image.fileExtension
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
        try verify(bitmap, as: .image(tolerance: tolerance, pixelLimit: pixelLimit), named: name, axes: axes)
    }

    /// Compares `value` with the reference named `name` in `format` (`<suite>/<name>` and the
    /// format's extension), as ``verify(_:named:axes:)`` does for images: the one verification
    /// of every format. It writes references as the record mode says, leaves the artifacts
    /// `<name>.reference<ext>`, `<name>.actual<ext>` and `<name>.diff<ext>` when it does not
    /// pass, and appends a line with the format's `kind` to the results log.
    ///
    /// Throws only for a name that cannot be used and for a value the format refuses (an
    /// empty image); every problem with the files is a ``SnapshotResult/status``.
    public func verify<Value>(_ value: Value, as format: SnapshotFormat<Value>, named name: String, axes: [PermutationAxis] = []) throws(SnapshotError) -> SnapshotResult {
        let identifier = try identifier(for: name)
        if let refusal = format.refusal(value, name) { throw refusal }
        let referencePath = referencesRoot + "/" + identifier + format.fileExtension
        try claim(identifier: identifier, kind: format.kind, name: name, referencePath: referencePath)
        var verification = SnapshotVerification(service: self, format: format, name: name, identifier: identifier,
                                                referencePath: referencePath, actual: value)
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
    package func display(_ path: String) -> String {
        guard let packageRoot, path.hasPrefix(packageRoot + "/") else { return path }
        return String(path.dropFirst(packageRoot.count + 1))
    }
}
