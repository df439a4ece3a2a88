/// The snapshots (reference files: PNG pictures, text snapshots) of two runs recorded into two
/// folders, compared byte for byte: PNG output is canonical, so equal bytes are equal pixels
/// and different bytes are different pictures.
import ProofBase
import ProofVerification
public struct SnapshotFolderComparison: Hashable, Sendable {
    /// How one snapshot differs between the runs.
    public enum Change: String, Hashable, Sendable {
        /// Both runs wrote it, with different bytes.
        case changed
        /// Only the first run wrote it (the second failed before, or named it otherwise).
        case onlyInFirst = "only in the first run"
        /// Only the second run wrote it.
        case onlyInSecond = "only in the second run"
    }

    /// Files (relative paths, `Suite/name.png`) written by both runs with the same bytes.
    public var identical: [String]
    /// One file that differs.
    public struct Difference: Hashable, Sendable {
        /// `Suite/name.png`, relative to the folders compared.
        public var path: String
        public var change: Change
    }

    /// Files that differ, sorted bytewise by path.
    public var differences: [Difference]

    /// The paths of ``differences``.
    public var changedPaths: [String] { differences.map(\.path) }

    /// Compares every file below `first` with the file of the same relative path below `second`.
    /// Files larger than `limit` bytes are refused (a reference is tens of kilobytes).
    public static func compare(_ first: String, _ second: String, limit: Int = 256 << 20) throws(FileSystemError) -> SnapshotFolderComparison {
        let firstFiles = FileSystem.isFolder(first) ? try FileSystem.files(under: first, suffix: "") : []
        let secondFiles = FileSystem.isFolder(second) ? try FileSystem.files(under: second, suffix: "") : []
        let secondSet = Set(secondFiles)
        var identical: [String] = []
        var differences: [Difference] = []
        for path in firstFiles {
            guard secondSet.contains(path) else {
                differences.append(Difference(path: path, change: .onlyInFirst))
                continue
            }
            let a = try FileSystem.readFile(first + "/" + path, limit: limit)
            let b = try FileSystem.readFile(second + "/" + path, limit: limit)
            if a == b { identical.append(path) } else { differences.append(Difference(path: path, change: .changed)) }
        }
        let firstSet = Set(firstFiles)
        for path in secondFiles where !firstSet.contains(path) { differences.append(Difference(path: path, change: .onlyInSecond)) }
        differences.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        return SnapshotFolderComparison(identical: identical, differences: differences)
    }
}
