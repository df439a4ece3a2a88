import Dispatch
import ProofLayout
import ProofRender

/// Writing PNG files for review.
public enum ImageFile {
    /// Writes `bitmap` as PNG to `path` atomically (temporary file, rename); `durable` also
    /// fsyncs it first, so that not even a power loss leaves a damaged file (a picture made
    /// again on demand, such as a diff, can do without that wait).
    public static func write(_ bitmap: Bitmap, to path: String, durable: Bool = true) throws(FileSystemError) {
        try FileSystem.writeAtomically(PNG.encode(bitmap), to: path, durable: durable)
    }
}

/// The comparison of two PNG files that `proof compare` makes and prints.
public struct FileComparison: Sendable {
    /// How the comparison ended, and the process exit status for it.
    public enum Outcome: String, Sendable {
        /// Byte-identical pixels (exit 0).
        case identical
        /// Different pixels, all within the tolerance (exit 0).
        case withinTolerance
        /// Different beyond the tolerance (exit 1).
        case different
        /// Different sizes (exit 1).
        case sizeChanged
        /// A file could not be read (exit 2).
        case unreadable

        /// 0 for the same image, 1 for a different one, 2 when a file could not be read.
        public var exitCode: Int32 {
            switch self {
            case .identical, .withinTolerance: return 0
            case .different, .sizeChanged: return 1
            case .unreadable: return 2
            }
        }
    }

    /// The first file (the reference), as given.
    public var referencePath: String
    /// The second file (the actual image), as given.
    public var actualPath: String
    /// How it ended.
    public var outcome: Outcome
    /// The comparison; `nil` when a file could not be read.
    public var comparison: ImageComparison?
    /// The file that could not be read.
    public var error: PNGFileError?
    /// The diff image written, if one was asked for and written.
    public var diffPath: String?
    /// Why the diff image could not be written.
    public var diffError: FileSystemError?

    /// Reads both files, compares them as the screenshot service does, and writes the diff
    /// picture to `diffPath` when given (see ``DiffImage``).
    public init(
        referencePath: String, actualPath: String, tolerance: Tolerance = .exact,
        diffPath: String? = nil, limit: PixelLimit = .default
    ) {
        self.referencePath = referencePath
        self.actualPath = actualPath
        var decoded = Optional(Self.decodeBoth(referencePath, actualPath, limit: limit))
        let reference: Bitmap, actual: Bitmap
        do {
            reference = try decoded!.reference.get()
            actual = try decoded!.actual.get()
        } catch {
            outcome = .unreadable
            self.error = error
            return
        }
        decoded = nil // Leaves `actual` the only owner of its pixels, so the diff can be painted over them.
        let result: ImageComparison
        if let diffPath {
            let (comparison, diff) = DiffImage.renderWithComparison(reference: reference, replacing: consume actual, tolerance: tolerance)
            result = comparison
            do {
                // The diff is made again by re-running the command: no fsync, as for the
                // service's artifacts.
                try ImageFile.write(diff, to: diffPath, durable: false)
                self.diffPath = diffPath
            } catch {
                diffError = error
            }
        } else {
            result = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
        }
        comparison = result
        if result.isIdentical {
            outcome = .identical
        } else if result.passes {
            outcome = .withinTolerance
        } else {
            outcome = result.sizesMatch ? .different : .sizeChanged
        }
    }

    /// Decodes both files at once: they are independent, and on two cores that halves the wait.
    private static func decodeBoth(
        _ first: String, _ second: String, limit: PixelLimit
    ) -> (reference: Result<Bitmap, PNGFileError>, actual: Result<Bitmap, PNGFileError>) {
        let slots = Locked<[Result<Bitmap, PNGFileError>?]>([nil, nil])
        let paths = [first, second]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = Result { () throws(PNGFileError) -> Bitmap in try PNG.decode(fileAt: paths[index], limit: limit) }
            slots.withLock { $0[index] = result }
        }
        return slots.withLock { slots in
            let pair = (slots[0]!, slots[1]!)
            slots = []
            return pair
        }
    }

    /// One line for a terminal: `identical (64×48)`, `different: 2,400 of … pixels changed…`,
    /// followed by where the diff image went when one was written.
    public var summary: String {
        guard let diffPath else { return verdict }
        return verdict + "; diff: " + diffPath
    }

    private var verdict: String {
        guard let comparison else { return "unreadable: \(error?.description ?? "")" }
        switch outcome {
        case .identical:
            return "identical (\(comparison.actualSize))"
        case .withinTolerance:
            return "within tolerance (\(comparison.tolerance)): " + SnapshotMessage.changeSummary(comparison)
        case .different:
            return "different: " + SnapshotMessage.changeSummary(comparison)
        case .sizeChanged, .unreadable:
            return "different sizes: \(referencePath) is \(comparison.referenceSize.map { "\($0)" } ?? "?"), "
                + "\(actualPath) is \(comparison.actualSize)"
        }
    }

    /// One JSON object (one line): `schema`, `reference`, `actual`, `outcome`, sizes, counts,
    /// `changeBounds`, `maxDeltaE`, `tolerance`, `diff` and `error`, `null` where not applicable.
    public var json: String {
        var line = JSONLine()
        line.add("schema", 1)
        line.add("reference", referencePath)
        line.add("actual", actualPath)
        line.add("outcome", outcome.rawValue)
        line.add("referenceSize", object: JSONLine.object(comparison?.referenceSize))
        line.add("actualSize", object: JSONLine.object(comparison?.actualSize))
        line.add("changedPixels", comparison?.changedPixels)
        line.add("pixelsOverTolerance", comparison?.pixelsOverTolerance)
        line.add("changeBounds", object: JSONLine.object(comparison?.changeBounds))
        line.add("maxDeltaE", comparison?.maxDeltaE)
        line.add("tolerance", object: comparison.flatMap { JSONLine.object($0.tolerance) })
        line.add("diff", diffPath)
        line.add("error", error?.description ?? diffError?.description)
        return line.string
    }
}
