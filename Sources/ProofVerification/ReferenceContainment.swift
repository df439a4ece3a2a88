import ProofBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps reference reads and writes inside the references folder: a symbolic link on the way
/// (the reference itself, or a folder above it) that leads outside would make recording write
/// elsewhere on the disk, and verifying read a file that is not a reference.
enum ReferenceContainment {
    /// Throws when `path` (under `root`) resolves, through symbolic links, outside `root`.
    static func check(_ path: String, root: String, name: String) throws(SnapshotError) {
        guard let realRoot = realPath(root) else { return } // No folder yet: nothing can lead out of it.
        // The deepest part of the path that exists decides where the rest would go.
        var existing = path
        while !existing.isEmpty && existing != root && !FileSystem.exists(existing) {
            existing = FileSystem.parent(of: existing)
        }
        guard existing != root, let resolved = realPath(existing) else { return }
        if resolved != realRoot && !resolved.hasPrefix(realRoot + "/") {
            throw .referenceOutsideRoot(name: name, path: existing, target: resolved)
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
