// Status: supported — iOS 16's `URL` directory properties, which swift-corelibs-foundation lacks: the folders of an app container made for the process under the temporary folder.

// Foundation's iOS 16 directory properties (`URL.documentsDirectory`,
// `URL.applicationSupportDirectory`…) are Apple's Foundation's only: swift-corelibs-foundation
// has `homeDirectory` and `temporaryDirectory` and not the others. Model files use them with
// `import Foundation` alone, so they are declared on this floor, which the build setting that
// brings Combine imports into every file (Docs/OneSource.md). Each is disfavoured: should a
// later Linux Foundation declare them, its own are chosen and a call is never ambiguous.
//
// An iOS app's folders are in its sandbox container; a snapshot's are in a container made for
// the process under the temporary folder (`ProofUI-container-<pid>`), laid out as iOS lays one
// out (`Documents`, `Library`, `Library/Caches`, `Library/Application Support`, `tmp`), so that
// a model that saves and loads finds its own files and never another run's or the user's.
// As on iOS, `Documents`, `Library`, `Library/Caches` and `tmp` exist (they are made on first
// use) and `Library/Application Support` does not until the app creates it.

#if os(Linux)
import Foundation

nonisolated extension URL {
    /// The process's app container: `ProofUI-container-<pid>` in the temporary folder.
    static var proofContainer: URL {
        URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("ProofUI-container-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    }

    /// The container folder at `path`, made (with its parents) when `create` is set, as iOS
    /// makes an app's standard folders before it runs.
    static func proofContainerFolder(_ path: String, create: Bool) -> URL {
        let url = path.isEmpty ? proofContainer : proofContainer.appendingPathComponent(path, isDirectory: true)
        if create {
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        return url
    }

    /// The app's documents folder (`Documents` in the process's app container; it exists).
    @_disfavoredOverload
    public static var documentsDirectory: URL { proofContainerFolder("Documents", create: true) }

    /// The app's library folder (`Library` in the process's app container; it exists).
    @_disfavoredOverload
    public static var libraryDirectory: URL { proofContainerFolder("Library", create: true) }

    /// The app's caches folder (`Library/Caches` in the process's app container; it exists).
    @_disfavoredOverload
    public static var cachesDirectory: URL { proofContainerFolder("Library/Caches", create: true) }

    /// The app's support files folder (`Library/Application Support` in the process's app
    /// container). As on iOS it does not exist until the app creates it.
    @_disfavoredOverload
    public static var applicationSupportDirectory: URL { proofContainerFolder("Library/Application Support", create: false) }

    /// The applications folder (`Applications` in the container; iOS has none an app may use).
    @_disfavoredOverload
    public static var applicationDirectory: URL { proofContainerFolder("Applications", create: false) }

    /// The desktop folder (`Desktop` in the container; iOS has none).
    @_disfavoredOverload
    public static var desktopDirectory: URL { proofContainerFolder("Desktop", create: false) }

    /// The downloads folder (`Downloads` in the container; iOS has none).
    @_disfavoredOverload
    public static var downloadsDirectory: URL { proofContainerFolder("Downloads", create: false) }

    /// The movies folder (`Movies` in the container; iOS has none).
    @_disfavoredOverload
    public static var moviesDirectory: URL { proofContainerFolder("Movies", create: false) }

    /// The music folder (`Music` in the container; iOS has none).
    @_disfavoredOverload
    public static var musicDirectory: URL { proofContainerFolder("Music", create: false) }

    /// The pictures folder (`Pictures` in the container; iOS has none).
    @_disfavoredOverload
    public static var picturesDirectory: URL { proofContainerFolder("Pictures", create: false) }

    /// The shared public folder (`Public` in the container; iOS has none).
    @_disfavoredOverload
    public static var sharedPublicDirectory: URL { proofContainerFolder("Public", create: false) }

    /// The trash (`.Trash` in the container; iOS has none).
    @_disfavoredOverload
    public static var trashDirectory: URL { proofContainerFolder(".Trash", create: false) }

    /// The users' folder (the container's parent, the temporary folder: iOS has none).
    @_disfavoredOverload
    public static var userDirectory: URL { URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true) }
}

nonisolated extension FileManager {
    /// The shared folder of the app group `groupIdentifier` (Foundation's
    /// `containerURL(forSecurityApplicationGroupIdentifier:)`): a snapshot has no
    /// entitlements to check, so every named group has one, `Shared/AppGroup/<identifier>` in
    /// the process's app container, made on request with its `Library/Caches` (which iOS
    /// makes); nil for an empty identifier. Swift-corelibs-foundation has no such method.
    @_disfavoredOverload
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/") else { return nil }
        let folder = URL.proofContainerFolder("Shared/AppGroup/\(groupIdentifier)", create: false)
        try? createDirectory(at: folder.appendingPathComponent("Library/Caches", isDirectory: true), withIntermediateDirectories: true)
        return folder
    }
}
#endif
