// Status: supported — Foundation's `FileWrapper` for Linux (regular files and directories, read from and written to disk), for `FileDocument`.
import Foundation

#if !canImport(Darwin)
/// A file or a directory of files in memory (Foundation's `FileWrapper`, which Apple's
/// Foundation has and swift-corelibs-foundation lacks; on Apple platforms Foundation's is used).
/// SwiftUI's `FileDocument` reads and writes one. Regular files and directories are kept;
/// symbolic links are read as the files they point to.
open class FileWrapper: @unchecked Sendable {
    /// How to read a wrapper from disk (Foundation's `FileWrapper.ReadingOptions`): every read
    /// is immediate here.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    /// How to write a wrapper to disk (Foundation's `FileWrapper.WritingOptions`).
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private var contents: Data?
    private var children: [String: FileWrapper]?
    /// The name the wrapper would like in its parent directory.
    public var preferredFilename: String?
    /// The name it has on disk or in its parent.
    public var filename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = contents
    }

    /// A directory of the wrappers given, each under its name.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        children = [:]
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            child.filename = name
            children?[name] = child
        }
    }

    /// The file or directory at `url`, read whole.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        if isDirectory.boolValue {
            var found: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                found[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            children = found
        } else {
            contents = try Data(contentsOf: url)
        }
    }

    public var isRegularFile: Bool { contents != nil }
    public var isDirectory: Bool { children != nil }
    public var isSymbolicLink: Bool { false }

    /// A regular file's contents; nil for a directory.
    public var regularFileContents: Data? { contents }

    /// A directory's wrappers by name; nil for a regular file.
    public var fileWrappers: [String: FileWrapper]? { children }

    /// Adds a wrapper to a directory under its preferred name, made unique with a number before
    /// it when taken ("2 notes.txt"; Foundation's scheme is not documented), and returns the name
    /// it got.
    @discardableResult
    public func addFileWrapper(_ child: FileWrapper) -> String {
        let base = child.preferredFilename ?? "Untitled"
        var name = base
        var number = 2
        while children?[name] != nil {
            name = "\(number) \(base)"
            number += 1
        }
        child.filename = name
        children = (children ?? [:]).merging([name: child]) { $1 }
        return name
    }

    /// Adds a regular file of `data` to a directory, and returns the name it got.
    @discardableResult
    public func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes a wrapper from a directory.
    public func removeFileWrapper(_ child: FileWrapper) {
        children = children?.filter { $0.value !== child }
    }

    /// Writes the file, or the directory and its wrappers, at `url`.
    public func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if let contents {
            try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children ?? [:] {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
#endif
