import ProofBase
import Dispatch
import ProofBase
import ProofGraphics

/// Writing PNG files for review.
public enum ImageFile {
    /// Writes `bitmap` as PNG to `path` atomically (temporary file, rename); `durable` also
    /// fsyncs it first, so that not even a power loss leaves a damaged file (a picture made
    /// again on demand, such as a diff, can do without that wait).
    public static func write(_ bitmap: Bitmap, to path: String, durable: Bool = true) throws(FileSystemError) {
        try FileSystem.writeAtomically(PNG.encode(bitmap), to: path, durable: durable)
    }

    /// Writes a palette picture (a diff) as PNG to `path`; see ``write(_:to:durable:)-(Bitmap,_,_)``.
    public static func write(_ picture: IndexedBitmap, to path: String, durable: Bool = true) throws(FileSystemError) {
        try FileSystem.writeAtomically(PNG.encode(picture), to: path, durable: durable)
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
        // Each file is read once, for whichever way of comparing applies.
        let files = InputFiles(
            referencePath: referencePath, actualPath: actualPath,
            reference: Result { () throws(PNGFileError) in try PNG.readFile(at: referencePath, limit: limit) },
            actual: Result { () throws(PNGFileError) in try PNG.readFile(at: actualPath, limit: limit) }
        )
        let compared = Self.compareByBands(files, tolerance: tolerance, drawDiff: diffPath != nil, limit: limit)
            ?? Self.compareWhole(files, tolerance: tolerance, drawDiff: diffPath != nil, limit: limit)
        let result: ImageComparison
        switch compared {
        case let .failure(error):
            outcome = .unreadable
            self.error = error
            return
        case let .success((comparison, diff)):
            result = comparison
            if let diffPath, let diff {
                do {
                    // The diff is made again by re-running the command: no fsync, as for the
                    // service's artifacts.
                    try ImageFile.write(diff, to: diffPath, durable: false)
                    self.diffPath = diffPath
                } catch {
                    diffError = error
                }
            }
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

    /// The comparison (and the diff picture) of two images decoded whole: both at once, as
    /// they are independent, and on two cores that halves the wait. The reference's error,
    /// if it has one, is reported before the actual image's.
    private static func compareWhole(
        _ files: InputFiles, tolerance: Tolerance, drawDiff: Bool, limit: PixelLimit
    ) -> Result<(ImageComparison, IndexedBitmap?), PNGFileError> {
        let decoded = decodeBoth(files, limit: limit)
        let reference: Bitmap, actual: Bitmap
        do {
            reference = try decoded.reference.get()
            actual = try decoded.actual.get()
        } catch {
            return .failure(error)
        }
        guard drawDiff else { return .success((ImageComparison(reference: reference, actual: actual, tolerance: tolerance), nil)) }
        let (comparison, diff) = DiffImage.renderWithComparison(reference: reference, actual: actual, tolerance: tolerance)
        return .success((comparison, diff))
    }

    /// The comparison of two images of one size read a band of rows at a time, side by side:
    /// neither is ever held whole, so the work stays in the processor's cache and no memory is
    /// allocated for the pixels (for a 1170×2532 pair, 24 MB the system would zero first).
    /// `nil` when the sizes differ, an image can only be read whole (interlaced), or a file
    /// cannot be read (the whole-image path then decides which error to report).
    private static func compareByBands(
        _ files: InputFiles, tolerance: Tolerance, drawDiff: Bool, limit: PixelLimit
    ) -> Result<(ImageComparison, IndexedBitmap?), PNGFileError>? {
        guard case let .success(referenceFile) = files.reference, case let .success(actualFile) = files.actual else { return nil }
        let referencePath = files.referencePath, actualPath = files.actualPath
        return referenceFile.withUnsafeBytes { referenceData -> Result<(ImageComparison, IndexedBitmap?), PNGFileError>? in
            actualFile.withUnsafeBytes { actualData -> Result<(ImageComparison, IndexedBitmap?), PNGFileError>? in
                let reference: PNGRowReader
                do throws(PNGError) {
                    guard let opened = try PNGRowReader(referenceData, limit: limit) else { return nil }
                    reference = opened
                } catch {
                    return .failure(PNGFileError(path: referencePath, reason: .invalid(error)))
                }
                let bands = BandComparison(reference: reference, referencePath: referencePath, actualPath: actualPath)
                let actual: PNGRowReader
                do throws(PNGError) {
                    guard let opened = try PNGRowReader(actualData, limit: limit) else { return nil }
                    actual = opened
                } catch {
                    return .failure(bands.actualFailed(error))
                }
                guard actual.width == reference.width, actual.height == reference.height else { return nil }
                guard drawDiff else { return bands.run(actual, tolerance: tolerance, diff: nil).map { ($0, nil) } }
                var picture = IndexedBitmap(width: reference.width, height: reference.height, palette: DiffImage.palette)
                let result = picture.withUnsafeMutableScanlines { bands.run(actual, tolerance: tolerance, diff: $0) }
                return result.map { ($0, picture) }
            }
        }
    }

    /// Decodes both files at once: they are independent, and on two cores that halves the wait.
    private static func decodeBoth(
        _ files: InputFiles, limit: PixelLimit
    ) -> (reference: Result<Bitmap, PNGFileError>, actual: Result<Bitmap, PNGFileError>) {
        let slots = Locked<[Result<Bitmap, PNGFileError>?]>([nil, nil])
        let inputs = [(files.referencePath, files.reference), (files.actualPath, files.actual)]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let (path, bytes) = inputs[index]
            let result = bytes.flatMap { bytes in
                Result { () throws(PNGError) -> Bitmap in try PNG.decode(bytes, limit: limit) }
                    .mapError { PNGFileError(path: path, reason: .invalid($0)) }
            }
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

/// The two files of a comparison, each read once (or why it could not be).
private struct InputFiles: Sendable {
    let referencePath: String
    let actualPath: String
    let reference: Result<[UInt8], PNGFileError>
    let actual: Result<[UInt8], PNGFileError>
}

/// Two images read a band of rows at a time and scanned as they come.
private struct BandComparison {
    let reference: PNGRowReader
    let referencePath: String
    let actualPath: String

    /// Rows per band: about 64 K pixels, so both bands (256 KiB each) stay in the cache.
    var bandRows: Int { max(1, min(reference.height, (1 << 16) / max(1, reference.width))) }

    func run(_ actual: PNGRowReader, tolerance: Tolerance, diff: UnsafeMutableRawBufferPointer?) -> Result<ImageComparison, PNGFileError> {
        let width = reference.width, height = reference.height
        let bandBytes = bandRows * width * 4
        let referenceBand = UnsafeMutableRawBufferPointer.allocate(byteCount: bandBytes, alignment: 16)
        let actualBand = UnsafeMutableRawBufferPointer.allocate(byteCount: bandBytes, alignment: 16)
        defer {
            referenceBand.deallocate()
            actualBand.deallocate()
        }
        var scan = DifferenceScan(tolerance: tolerance)
        var start = 0
        while start < height {
            let rows = min(bandRows, height - start)
            do throws(PNGError) {
                try reference.read(rows: rows, into: referenceBand)
            } catch {
                return .failure(PNGFileError(path: referencePath, reason: .invalid(error)))
            }
            do throws(PNGError) {
                try actual.read(rows: rows, into: actualBand)
            } catch {
                return .failure(actualFailed(error))
            }
            let images = ScanImages(
                reference: UnsafeRawBufferPointer(referenceBand), referenceWidth: width, referenceHeight: height,
                actual: UnsafeRawBufferPointer(actualBand), actualWidth: width, actualHeight: height, diff: diff, firstRow: start
            )
            scan.scan(images, rows: start..<(start + rows))
            start += rows
        }
        do throws(PNGError) {
            try reference.finish()
        } catch {
            return .failure(PNGFileError(path: referencePath, reason: .invalid(error)))
        }
        do throws(PNGError) {
            try actual.finish()
        } catch {
            return .failure(actualFailed(error))
        }
        let size = PixelSize(width: width, height: height)
        return .success(ImageComparison(referenceSize: size, actualSize: size, tolerance: tolerance, scan: scan))
    }

    /// The error to report when the actual image fails: the reference's own, if it has one
    /// further on, comes first, as when both are decoded whole.
    func actualFailed(_ error: PNGError) -> PNGFileError {
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: bandRows * reference.width * 4, alignment: 16)
        defer { scratch.deallocate() }
        do throws(PNGError) {
            while reference.rowsRead < reference.height {
                try reference.read(rows: min(bandRows, reference.height - reference.rowsRead), into: scratch)
            }
            try reference.finish()
        } catch {
            return PNGFileError(path: referencePath, reason: .invalid(error))
        }
        return PNGFileError(path: actualPath, reason: .invalid(error))
    }
}
