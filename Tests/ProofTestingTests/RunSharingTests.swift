import Foundation
import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofReview
@testable import ProofVerification
@testable import ProofTesting

/// What one run's tests share: reference files claimed across services and processes, and
/// shards of plain assertions.
@Suite struct RunSharingTests {
    /// Each suite assertion makes its own service: a collision check inside one service never
    /// saw two tests whose labels sanitise alike.
    @Test(arguments: [("a b", "a_b"), ("Café", "Caf_"), ("Card", "card")])
    func namesThatShareAFileFailAcrossServices(first: String, second: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var one = makeService(folder, mode: .missing), two = makeService(folder, mode: .missing)
        one.run = RunContext(id: "shared")
        two.run = RunContext(id: "shared")
        let result = try one.verify(samplePicture(), named: first)
        #expect(result.status == .recorded)
        do {
            _ = try two.verify(samplePicture(seed: 9), named: second)
            Issue.record("expected a collision")
        } catch {
            guard case let .nameCollision(name, existing, _) = error else { Issue.record("\(error)"); return }
            #expect(name == second && existing == first)
        }
        // The reference is the first test's: the second never touched it.
        let reference = try PNG.decode(try #require(contents(result.referencePath)))
        #expect(reference == samplePicture())
        // Both fail in the run's log, each naming the other.
        let log = try RunLog.read(artifactsRoot: folder.file("artifacts"))
        let failures = log.results.filter { $0.status == .failed }
        #expect(failures.count == 1 && failures[0].name == first)
        #expect(failures[0].message.contains("\"\(second)\" and \"\(first)\" both map to"))
    }

    @Test func aLaterVerificationOfACollidingNameFailsToo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var one = makeService(folder, mode: .missing), two = makeService(folder, mode: .missing)
        one.run = RunContext(id: "interleaved")
        two.run = RunContext(id: "interleaved")
        // The first name claims its file, then the second claims the same file before the
        // first's result is logged (parallel tests): the first's own line must fail as well.
        try ResultsLog(artifactsRoot: one.artifactsRoot).claim(
            identifier: "Suite/a_b", kind: .image, name: "a b", referencePath: one.referencesRoot + "/Suite/a_b.png", service: one)
        #expect(throws: SnapshotError.self) { try two.verify(samplePicture(), named: "a_b") }
        let passed = SnapshotResult(
            status: .passed, name: "a b", suite: "Suite", identifier: "Suite/a_b", referencePath: one.referencesRoot + "/Suite/a_b.png",
            actualSize: PixelSize(width: 1, height: 1), referenceWritten: false, comparison: nil, artifacts: .init(), message: "matches")
        let logged = one.logged(passed)
        #expect(logged.status == .failed && logged.message.contains("\"a_b\" and \"a b\" both map to"))
    }

    @Test func namesOfDifferentRunsDoNotCollide() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        service.run = RunContext(id: "monday")
        _ = try service.verify(samplePicture(), named: "a b")
        var later = makeService(folder, mode: .missing)
        later.run = RunContext(id: "tuesday")
        #expect(try later.verify(samplePicture(), named: "a_b").status == .passed)
    }

    @Test func textAndImageOfOneNameDoNotCollide() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var service = makeService(folder, mode: .missing)
        service.run = RunContext(id: "both")
        _ = try service.verify(samplePicture(), named: "card")
        var other = makeService(folder, mode: .missing)
        other.run = service.run
        #expect(try other.verifyText("x\n", named: "card").status == .recorded)
    }

    /// Plain assertions ran on every shard, so merged shard logs held them twice.
    @Test func plainAssertionsRunOnTheirShardOnly() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let names = (0..<12).map { "plain-\($0)" }
        for name in names { writeBytes(PNG.encode(samplePicture()), to: folder.file("References/Suite/\(name).png")) }
        var verifiedPerShard: [[String]] = []
        for index in 1...2 {
            var service = makeService(folder, mode: .never)
            service.run = RunContext(id: "sharded-\(index)", shard: .init(index: index, count: 2))
            var verified: [String] = []
            for name in names where assertSnapshot(of: samplePicture(), named: name, service: service) != nil {
                verified.append(name)
            }
            verifiedPerShard.append(verified)
        }
        #expect(Set(verifiedPerShard[0]).isDisjoint(with: verifiedPerShard[1]))
        #expect(Set(verifiedPerShard[0] + verifiedPerShard[1]) == Set(names))
        #expect(!verifiedPerShard[0].isEmpty && !verifiedPerShard[1].isEmpty)
        // The same split as suites make.
        for name in verifiedPerShard[0] { #expect(Sharding.shardIndex(of: "Suite/" + name, count: 2) == 1) }
    }

    @Test func mergeKeepsOneLineForIdenticalDuplicates() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/S/everywhere.png"))
        for index in 1...2 {
            let service = ScreenshotService(
                referencesRoot: folder.file("References"), artifactsRoot: folder.file("shard\(index)"), suite: "S",
                recordMode: .never, packageRoot: folder.path, run: RunContext(id: "m\(index)", shard: .init(index: index, count: 2)))
            _ = try service.verify(samplePicture(), named: "everywhere")
            _ = try service.verify(samplePicture(), named: "only-\(index)")
        }
        let summary = try LogMerge.merge([folder.file("shard1"), folder.file("shard2")], into: folder.file("merged"))
        #expect(summary.duplicateIDs.isEmpty && summary.lineCount == 3)
        let log = try RunLog.read(artifactsRoot: folder.file("merged"))
        #expect(log.results.map(\.id) == ["S/everywhere", "S/only-1", "S/only-2"])
    }
}
