// Status: partial — Foundation's `FileWrapper`, which swift-corelibs-foundation lacks, for SwiftUI's `FileDocument` on Linux: regular files and directories in memory (contents, children, names); `init(url:options:)` reads a file or folder, `write(to:options:originalContentsURL:)` writes one. Symbolic links are not modelled.

#if !canImport(Darwin)
import Foundation

/// A file or folder in memory (Foundation's `FileWrapper`), as a `FileDocument` reads and writes it.
open class FileWrapper: NSObject, @unchecked Sendable {
    /// How a wrapper reads from disk (accepted: everything is read at once).
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    /// How a wrapper writes to disk (accepted: files are written atomically).
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private var contents: Data?
    private var children: [String: FileWrapper]?
    /// The name the wrapper would like on disk.
    open var preferredFilename: String?
    /// The name the wrapper has in its folder.
    open var filename: String?
    /// The file's attributes (kept, not applied).
    open var fileAttributes: [String: Any] = [:]

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = contents
    }

    /// A folder holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        children = childrenByPreferredName
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    }

    /// The file or folder at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isDirectory.boolValue {
            var wrappers: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                wrappers[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            children = wrappers
        } else {
            contents = try Data(contentsOf: url)
        }
        preferredFilename = url.lastPathComponent
        filename = url.lastPathComponent
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool { contents != nil }
    /// Whether the wrapper is a folder.
    open var isDirectory: Bool { children != nil }
    /// Whether the wrapper is a symbolic link: never, here.
    open var isSymbolicLink: Bool { false }
    /// A regular file's contents.
    open var regularFileContents: Data? { contents }
    /// A folder's children by name.
    open var fileWrappers: [String: FileWrapper]? { children }

    /// Adds `child` to a folder under its preferred name, returning the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? UUID().uuidString
        children?[name] = child
        return name
    }

    /// Adds a regular file holding `data` named `fileName` to a folder.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        children = children?.filter { $0.value !== child }
    }

    /// Writes the file or folder to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if let contents {
            try contents.write(to: url, options: .atomic)
        } else if let children {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
    }
}
#endif
