import ProofBase
import ProofVerification
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds the review report of the latest run: a folder holding `index.html` (one
/// self-contained page: inline CSS and script, no external resource, works from `file://`),
/// the pictures it shows under `images/`, `summary.md` (for a CI step summary) and
/// `junit.xml`. The folder can be moved or zipped as a whole: the page refers to its pictures
/// by relative paths, and pictures are hard-linked (or copied) from the artifacts and
/// references folders rather than inlined, so 5,000 results stay a light page.
public enum ReviewReport {
    /// What to build from, and where.
    public struct Options: Sendable {
        /// The folder holding `results.jsonl` and the review copies.
        public var artifactsRoot: String
        /// The report folder; replaced as a whole. Default `<artifacts>/report`.
        public var outputFolder: String
        /// Where references are (`<root>/<id>.png`), for the pictures of passed snapshots.
        /// `nil`: as logged, relative to the logged package root.
        public var referencesRoot: String?
        /// The page title.
        public var title: String

        public init(artifactsRoot: String, outputFolder: String? = nil, referencesRoot: String? = nil, title: String = "Snapshot report") {
            self.artifactsRoot = Paths.absolute(artifactsRoot)
            self.outputFolder = Paths.absolute(outputFolder ?? artifactsRoot + "/report")
            self.referencesRoot = referencesRoot.map(Paths.absolute)
            self.title = title
        }
    }

    /// What was built.
    public struct Summary: Sendable {
        public var log: RunLog
        public var outputFolder: String
        public var indexPath: String { outputFolder + "/index.html" }
        public var markdownPath: String { outputFolder + "/summary.md" }
        public var junitPath: String { outputFolder + "/junit.xml" }
        /// Pictures placed in the report folder.
        public var imageCount: Int
        /// Pictures the log promised that were not found (`Suite/name.actual.png`).
        public var missingImages: [String]
        /// The Markdown summary, as written.
        public var markdown: String
    }

    /// Marks a folder as a report, so that rebuilding never replaces any other folder.
    static let markerFileName = ".proof-report"

    /// Reads the log and writes the report folder (into a temporary folder first, then put in
    /// place of the old one).
    public static func build(_ options: Options) throws(ReviewError) -> Summary {
        let log = try RunLog.read(artifactsRoot: options.artifactsRoot)
        return try build(log: log, options: options)
    }

    /// Writes the report folder for `log`.
    public static func build(log: RunLog, options: Options) throws(ReviewError) -> Summary {
        try checkOutputFolder(options)
        do {
            let temporary = try FileSystem.makeTemporaryFolder(besides: options.outputFolder)
            do {
                let pictures = try placePictures(log: log, options: options, into: temporary)
                let page = ReportPage(log: log, title: options.title, pictures: pictures.paths, missingPictures: pictures.missing)
                let markdown = MarkdownSummary.text(for: log, reportLink: nil)
                try FileSystem.writeAtomically(Array(page.html().utf8), to: temporary + "/index.html", durable: false)
                try FileSystem.writeAtomically(Array(markdown.utf8), to: temporary + "/summary.md", durable: false)
                try FileSystem.writeAtomically(Array(JUnitReport.xml(for: log).utf8), to: temporary + "/junit.xml", durable: false)
                try FileSystem.writeAtomically(Array("Written by proof report; the folder is replaced on every build.\n".utf8),
                                               to: temporary + "/" + markerFileName, durable: false)
                try FileSystem.replaceFolder(options.outputFolder, with: temporary)
                return Summary(log: log, outputFolder: options.outputFolder, imageCount: pictures.count, missingImages: pictures.missing, markdown: markdown)
            } catch {
                FileSystem.removeTree(temporary)
                throw error
            }
        } catch {
            throw ReviewError(error)
        }
    }

    /// Refuses to replace a folder that is not an earlier report (say `--output .`).
    private static func checkOutputFolder(_ options: Options) throws(ReviewError) {
        let output = options.outputFolder
        if output == options.artifactsRoot || options.artifactsRoot.hasPrefix(output + "/") || output == "/" {
            throw ReviewError("the report folder \(output) would replace the artifacts folder; choose another --output")
        }
        if let references = options.referencesRoot, output == references || references.hasPrefix(output + "/") {
            throw ReviewError("the report folder \(output) would replace the references; choose another --output")
        }
        guard FileSystem.isFolder(output) else {
            if FileSystem.exists(output) { throw ReviewError("\(output) is a file, not a report folder; remove it or choose another --output") }
            return
        }
        if FileSystem.exists(output + "/" + markerFileName) { return }
        if FileSystem.isEmptyFolder(output) { return }
        throw ReviewError("\(output) exists and is not a report folder written by proof report (no \(markerFileName) in it); "
            + "choose another --output or remove the folder")
    }

    /// Relative paths (from the report folder) of the pictures of each result.
    struct Pictures {
        var reference: String?
        var actual: String?
        var diff: String?
        /// The reference from the references folder (passed snapshots have no review copies).
        var stored: String?
        /// Text snapshots that did not pass: the diff, or the actual text when there is no
        /// reference, shown in the page (at most ``maxEmbeddedText`` bytes).
        var text: String?
    }

    /// The most text of one text snapshot embedded in the page; the files hold all of it.
    static let maxEmbeddedText = 64 << 10

    private static func placePictures(log: RunLog, options: Options, into folder: String) throws(FileSystemError)
        -> (paths: [String: Pictures], count: Int, missing: [String]) {
        var paths: [String: Pictures] = [:]
        var missing: [String] = []
        var count = 0
        var madeFolders: Set<String> = []
        func place(_ source: String, as relative: String, promised: Bool) throws(FileSystemError) -> String? {
            guard FileSystem.isFile(source) else {
                if promised { missing.append(relative.dropPrefix("images/")) }
                return nil
            }
            let destination = folder + "/" + relative
            let parent = FileSystem.parent(of: destination)
            if madeFolders.insert(parent).inserted { try FileSystem.makeFolders(parent) }
            try FileSystem.linkOrCopy(source, to: destination)
            count += 1
            return relative
        }
        for result in log.results {
            var pictures = Pictures()
            let artifact = options.artifactsRoot + "/" + result.id
            let image = "images/" + result.id
            let ext = result.fileExtension
            if result.hasReferenceCopy { pictures.reference = try place(artifact + ".reference" + ext, as: image + ".reference" + ext, promised: true) }
            if result.hasActual { pictures.actual = try place(artifact + ".actual" + ext, as: image + ".actual" + ext, promised: true) }
            if result.hasDiff { pictures.diff = try place(artifact + ".diff" + ext, as: image + ".diff" + ext, promised: true) }
            if result.status == .passed || (result.status == .recorded && pictures.actual == nil), let stored = referencePath(of: result, options: options) {
                pictures.stored = try place(stored, as: image + ext, promised: result.status == .passed)
            }
            if result.kind == .text && result.status != .passed {
                let source = result.hasDiff ? artifact + ".diff.txt" : result.hasActual ? artifact + ".actual.txt" : nil
                if let source, let bytes = FileSystem.readPrefix(of: source, maxBytes: maxEmbeddedText + 1) {
                    let text = String(decoding: bytes.prefix(maxEmbeddedText), as: UTF8.self)
                    pictures.text = bytes.count > maxEmbeddedText ? text + "\n… (cut; the whole text is in \(source.dropPrefix(options.artifactsRoot + "/")))" : text
                }
            }
            paths[result.key] = pictures
        }
        return (paths, count, missing)
    }

    /// The reference file of `result` on this machine.
    static func referencePath(of result: LoggedResult, options: Options) -> String? {
        if let root = options.referencesRoot { return root + "/" + result.id + result.fileExtension }
        guard let logged = result.reference else { return nil }
        if logged.hasPrefix("/") { return logged }
        guard let packageRoot = result.packageRoot, packageRoot.hasPrefix("/") else { return nil }
        return Paths.resolve(logged, from: packageRoot)
    }
}

extension FileSystem {
    /// True when `path` is a folder with no entries at all (hidden ones included).
    static func isEmptyFolder(_ path: String) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != "." && name != ".." { return false }
        }
        return true
    }
}

extension String {
    func dropPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
