import ProofBase
import ProofVerification
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `proof merge`: joins the logs of the shards of one run (`PROOF_SHARD=1/n` … `n/n`, run
/// on one machine or several) into one artifacts folder that reads as a complete run.
///
/// Every input is a `results.jsonl` or a folder holding one. Together they must hold each
/// shard 1…n exactly once, all of the same n, with no damaged line. The merged log's lines
/// are the inputs' lines in shard order with `run` set to one id for the whole merged run
/// and `shard` set to `null`; the review copies beside each input are linked (or copied)
/// into the output folder. A log already in the output folder is moved to
/// `results.previous.jsonl`, as when a new run starts.
public enum LogMerge {
    public struct Summary: Sendable {
        public var outputLog: String
        public var runID: String
        public var shardCount: Int
        public var lineCount: Int
        public var imageCount: Int
        /// Ids verified by more than one shard with different outcomes (the first shard's line
        /// is kept). Identical outcomes are merged into one line silently.
        public var duplicateIDs: [String]
    }

    public static func merge(_ inputs: [String], into outputFolder: String) throws(ReviewError) -> Summary {
        guard !inputs.isEmpty else { throw ReviewError("name the shards' logs (results.jsonl files or artifacts folders) to merge") }
        let output = Paths.absolute(outputFolder)
        var shards: [(shard: RunContext.Shard, log: RunLog, folder: String, bytes: [UInt8])] = []
        for input in inputs {
            let absolute = Paths.absolute(input)
            let path = FileSystem.isFolder(absolute) ? absolute + "/" + ResultsLog.fileName : absolute
            let log = try RunLog.read(path: path)
            guard log.problems.isEmpty else {
                throw ReviewError("\(path): \(log.problems.count) damaged line\(log.problems.count == 1 ? "" : "s") (\(log.problems[0])); "
                    + "re-run that shard, or the merged run would silently miss snapshots")
            }
            // A filtered run (`--filter`) reads as `.filtered` whether or not it is a shard: its
            // lines still say which shard wrote them, and they keep `filtered`, so the merged run
            // reads as filtered too.
            guard let shard = log.results.lazy.compactMap(\.shard).first else {
                throw ReviewError("\(path) is not the log of a shard (\(log.coverage)); run each shard with PROOF_SHARD=i/n")
            }
            guard let bytes = try? FileSystem.readFile(path, limit: RunLog.maxLogBytes) else { throw ReviewError("cannot read \(path)") }
            if let other = shards.first(where: { $0.shard.count != shard.count }) {
                throw ReviewError("\(path) is shard \(shard) but \(other.log.path) is shard \(other.shard): all shards must split the run in the same number of parts")
            }
            if let twin = shards.first(where: { $0.shard.index == shard.index }) {
                throw ReviewError("\(path) and \(twin.log.path) are both shard \(shard); pass each shard once")
            }
            shards.append((shard, log, FileSystem.parent(of: path), bytes))
        }
        let count = shards[0].shard.count
        let missing = (1...count).filter { index in !shards.contains { $0.shard.index == index } }
        if !missing.isEmpty {
            throw ReviewError("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) "
                + "missing: a merged log must cover the whole run (a shard that verified no snapshot writes no log: "
                + "run it with at least one snapshot, or do not shard that finely)")
        }
        shards.sort { $0.shard.index < $1.shard.index }
        let runID = RunContext.sanitized("merged-" + shards.map { $0.log.runID ?? "?" }.joined(separator: "+"))

        var lines: [String] = []
        var seen: [String: LoggedResult] = [:], duplicates: [String] = []
        for input in shards {
            let text = String(decoding: input.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            var wanted = Set(input.log.scopes.map(\.line)).union(input.log.findings.map(\.line))
            for result in input.log.results {
                if let earlier = seen[result.key] {
                    // Plain assertions outside the shard's cases may run on every shard: the
                    // same outcome twice is one snapshot; different outcomes need a look.
                    if !earlier.sameOutcome(as: result) { duplicates.append(result.key) }
                    continue
                }
                seen[result.key] = result
                wanted.insert(result.line)
            }
            for (index, line) in text.enumerated() where wanted.contains(index + 1) {
                guard let rewritten = rewrite(String(line), run: runID, from: input.log.runID, shard: input.shard) else {
                    throw ReviewError("\(input.log.path) line \(index + 1) is not in the form proof writes (run and shard keys); re-run that shard")
                }
                lines.append(rewritten)
            }
        }

        var images = 0
        do {
            try FileSystem.makeFolders(output)
            for input in shards where input.folder != output {
                for result in input.log.results {
                    for kind in ["reference", "actual", "diff"] {
                        let source = input.folder + "/" + result.id + "." + kind + result.fileExtension
                        let destination = output + "/" + result.id + "." + kind + result.fileExtension
                        guard FileSystem.isFile(source), !sameFile(source, destination) else { continue }
                        try FileSystem.makeFolders(FileSystem.parent(of: destination))
                        try FileSystem.linkOrCopy(source, to: destination)
                        images += 1
                    }
                }
            }
            let log = ResultsLog(artifactsRoot: output)
            try log.withLock { () throws(FileSystemError) in
                if FileSystem.exists(log.path) && !inputs.map(Paths.absolute).contains(where: { $0 == log.path || $0 == output }) {
                    let previous = output + "/" + ResultsLog.previousFileName
                    if rename(log.path, previous) != 0 { throw FileSystemError("move the previous log to", previous, code: errno) }
                }
                try FileSystem.writeAtomically(Array((lines.joined(separator: "\n") + "\n").utf8), to: log.path, durable: false)
            }
        } catch {
            throw ReviewError(error)
        }
        return Summary(outputLog: output + "/" + ResultsLog.fileName, runID: runID, shardCount: count, lineCount: lines.count,
                       imageCount: images, duplicateIDs: duplicates)
    }

    /// The line with its run id replaced and its shard set to null; nil when the line does
    /// not hold the keys as proof writes them.
    static func rewrite(_ line: String, run: String, from oldRun: String?, shard: RunContext.Shard) -> String? {
        let oldRunText = "\"run\":\"\(oldRun ?? "")\","
        let shardText = "\"shard\":{\"index\":\(shard.index),\"count\":\(shard.count)},"
        guard let runRange = line.firstRange(of: oldRunText) else { return nil }
        var result = line
        result.replaceSubrange(runRange, with: "\"run\":\"\(run)\",")
        guard let shardRange = result.firstRange(of: shardText) else { return nil }
        result.replaceSubrange(shardRange, with: "\"shard\":null,")
        return result
    }

    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}

extension LoggedResult {
    /// True when `other` reports the same outcome for the same snapshot.
    func sameOutcome(as other: LoggedResult) -> Bool {
        key == other.key && status == other.status && changedPixels == other.changedPixels
            && changedLines == other.changedLines && maxDeltaE == other.maxDeltaE && actualSize == other.actualSize
    }
}
