import ProofBase
/// One verification of a value in a format: reads the reference, compares, records as the
/// record mode says, writes the review artifacts and the results log line. The one state
/// machine behind ``ScreenshotService/verify(_:as:named:axes:)`` for every format.
struct SnapshotVerification<Value> {
    let service: ScreenshotService
    let format: SnapshotFormat<Value>
    let name: String
    let identifier: String
    let referencePath: String
    let actual: Value

    var status = SnapshotResult.Status.passed
    var difference: SnapshotDifference?
    var referenceWritten = false
    /// The actual value encoded, once: the reference and the artifact are the same bytes.
    private var encodedActual: [UInt8]?
    var artifacts = SnapshotResult.Artifacts()
    var problem: ReferenceProblem?
    var notes: [String] = []

    init(service: ScreenshotService, format: SnapshotFormat<Value>, name: String, identifier: String, referencePath: String, actual: Value) {
        self.service = service
        self.format = format
        self.name = name
        self.identifier = identifier
        self.referencePath = referencePath
        self.actual = actual
    }

    mutating func run() {
        let data: [UInt8]
        switch format.read(referencePath) {
        case .missing:
            status = service.recordMode.recordsMissingReferences && record() ? .recorded : .missing
            return
        case .unreadable(let cause):
            status = .unreadable
            problem = cause
            return
        case .found(let bytes):
            data = bytes
        }
        let difference = format.compare(data, actual)
        self.difference = difference
        switch difference.verdict {
        case .identical:
            return
        case .withinTolerance:
            if service.recordMode.rewritesWithinTolerance { _ = record() }
        case .differs(let sizeChanged):
            if service.recordMode.overwritesDifferences && record() {
                status = .recorded
            } else {
                status = sizeChanged ? .sizeChanged : .failed
            }
        case .unreadable(let cause):
            status = .unreadable
            problem = cause
        }
    }

    /// The actual value as its file's bytes, encoded on first use.
    private mutating func actualBytes() -> [UInt8] {
        if let encodedActual { return encodedActual }
        let bytes = format.encode(actual)
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
        let paths = ArtifactPaths(artifactsRoot: service.artifactsRoot, identifier: identifier, kind: format.kind)
        if status == .passed {
            paths.removeAll()
        } else {
            writeArtifacts(paths)
        }
        var result = SnapshotResult(
            status: status, name: name, suite: service.suite, identifier: identifier, referencePath: referencePath,
            axes: axes, actualSize: format.size(actual), referenceWritten: referenceWritten,
            comparison: difference?.imageComparison, artifacts: artifacts, message: ""
        )
        result.kind = format.kind
        result.textChange = difference?.textChange
        result.message = format.message(SnapshotMessage.Context(
            result: result, service: service, difference: difference, problem: problem?.description, notes: notes))
        return service.logged(result)
    }

    private mutating func writeArtifacts(_ paths: ArtifactPaths) {
        do {
            if let reference = difference?.referenceCopy, status != .unreadable {
                try FileSystem.writeAtomically(reference, to: paths.reference, durable: false)
                artifacts.reference = paths.reference
            } else {
                FileSystem.removeFile(paths.reference)
            }
            try FileSystem.writeAtomically(actualBytes(), to: paths.actual, durable: false)
            artifacts.actual = paths.actual
            let diff: [UInt8]?
            if let difference, status != .unreadable {
                diff = difference.diff(service.display(referencePath), service.display(paths.actual))
            } else {
                diff = format.diffWithoutReference(actual, status == .recorded)
            }
            if let diff {
                try FileSystem.writeAtomically(diff, to: paths.diff, durable: false)
                artifacts.diff = paths.diff
            } else {
                FileSystem.removeFile(paths.diff)
            }
        } catch {
            notes.append("Artifacts could not be written: \(error.description).")
        }
    }
}
