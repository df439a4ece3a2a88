import ProofBase
import ProofGraphics

/// Assigns snapshots to shards by a hash of their identifier.
public enum Sharding {
    /// The 1-based shard that runs the snapshot `identifier` (`Suite/name`) out of `count`
    /// (a count below 1 counts as 1).
    public static func shardIndex(of identifier: String, count: Int) -> Int {
        let hash = XXH64.hash(Array(identifier.utf8))
        return Int(hash % UInt64(max(1, count))) + 1
    }
}
