import Testing
@testable import ProofSnapshots
@testable import ProofVerification

/// A stand-in for the view environment.
struct Settings: Sendable, Equatable {
    var size = "M"
    var dark = false
    var rightToLeft = false
    var landscape = false
}

private let sizes = try! PermutationValues("size", ["S", "M", "L", "XL"])
private let schemes = try! PermutationValues("scheme", ["light": false, "dark": true])
private let directions = try! PermutationValues("direction", ["ltr": false, "rtl": true])
private let orientations = try! PermutationValues("orientation", ["portrait": false, "landscape": true])

func settingsMatrix(sizes: PermutationValues<String> = sizes) throws -> Matrix<Settings> {
    try Matrix(Settings())
        .varying(sizes) { $0.size = $1 }
        .varying(schemes) { $0.dark = $1 }
        .varying(directions) { $0.rightToLeft = $1 }
        .varying(orientations, omittingFromNames: "portrait") { $0.landscape = $1 }
}

@Suite struct MatrixTests {
    let states = try! Permutations(["active", "blocked", "expired"])

    @Test func productNamesEveryCaseFromItsLabels() throws {
        let cases = try SnapshotCases(states, settingsMatrix())
        #expect(cases.count == 3 * 4 * 2 * 2 * 2)
        #expect(cases[0].name == "active.S.light.ltr")
        #expect(cases[1].name == "active.S.light.ltr.landscape")
        #expect(cases[1].configuration == Settings(size: "S", dark: false, rightToLeft: false, landscape: true))
        #expect(cases[7].name == "active.S.dark.rtl.landscape")
        #expect(cases.last?.name == "expired.XL.dark.rtl.landscape")
        #expect(cases[7].axes.map(\.description) == ["state=active", "size=S", "scheme=dark", "direction=rtl", "orientation=landscape"])
        #expect(Set(cases.map(\.name)).count == cases.count)
    }

    @Test func allPairsOverStatesAndEnvironment() throws {
        let cases = try SnapshotCases(states, settingsMatrix(), coverage: .allPairs)
        #expect(cases.count == 12) // 3 states × 4 sizes, the least possible
        let rows = cases.map { item in
            [states.map(\.name).firstIndex(of: item.axes[0].value)!, sizes.labels.firstIndex(of: item.configuration.size)!,
             item.configuration.dark ? 1 : 0, item.configuration.rightToLeft ? 1 : 0, item.configuration.landscape ? 1 : 0]
        }
        #expect(coversAllPairs(rows, sizes: [3, 4, 2, 2, 2]))
    }

    @Test func allPairsAcrossViewModelFieldsAndEnvironment() throws {
        let status = try PermutationValues("status", ["active", "blocked"])
        let name = try PermutationValues("name", ["short", "long"])
        let models = try Permutations.product(status, name) { status, name in status == "blocked" && name == "long" ? nil : status + "/" + name }
        let cases = try SnapshotCases(models, settingsMatrix(), coverage: .allPairs)
        #expect(!cases.contains { $0.model == "blocked/long" })
        #expect(cases.allSatisfy { $0.axes.count == 6 })
        #expect(cases.contains { $0.name.hasPrefix("blocked-short.") })
    }

    @Test func mergingKeepsSharedCasesOnce() throws {
        let categorySweep = try SnapshotCases(states, Matrix(Settings())
            .varying(sizes) { $0.size = $1 }.varying(try PermutationValues("scheme", ["light": false])) { $0.dark = $1 })
        let schemeSweep = try SnapshotCases(states, Matrix(Settings())
            .varying(try PermutationValues("size", ["M"])) { $0.size = $1 }.varying(schemes) { $0.dark = $1 })
        let merged = try categorySweep.merging(schemeSweep)
        #expect(categorySweep.count == 12 && schemeSweep.count == 6)
        #expect(merged.count == 15) // active.M.light, blocked.M.light, expired.M.light are in both
        #expect(merged.map(\.name).suffix(3) == ["active.M.dark", "blocked.M.dark", "expired.M.dark"])
    }

    @Test func oneNameForTwoDifferentCasesIsAnErrorNamingBoth() throws {
        let upper = try SnapshotCases(try Permutations(["Active"]), Matrix(Settings()))
        let lower = try SnapshotCases(try Permutations(["active"]), Matrix(Settings()))
        do {
            _ = try upper.merging(lower)
            Issue.record("expected a duplicate name")
        } catch {
            #expect(error == .duplicateName(name: "active", first: "(state=Active)", second: "(state=active)"))
            #expect(error.description.hasPrefix("two cases are both named \"active\" (names are compared ignoring case): (state=Active) and (state=active)"))
        }
    }

    @Test func axisNamesMustDifferAcrossViewModelAndMatrix() throws {
        let models = try Permutations(["S", "M"], axis: "size")
        #expect(throws: PermutationError.invalidAxisName("size", reason: "two axes have this name; rename one")) {
            try SnapshotCases(models, settingsMatrix())
        }
        #expect(throws: PermutationError.self) {
            try Matrix(Settings()).varying(sizes) { $0.size = $1 }.varying(sizes) { $0.size = $1 }
        }
    }

    @Test func productLimit() throws {
        let many = try PermutationValues("n", Array(0..<200))
        let models = try Permutations(Array(0..<100), axis: "model")
        let matrix = try Matrix(Settings()).varying(many) { _, _ in }
        #expect(throws: PermutationError.tooManyCases(count: "20000", limit: 10_000, axes: "model × n")) {
            try SnapshotCases(models, matrix)
        }
        #expect(try SnapshotCases(models, matrix, limit: 20_000).count == 20_000)
    }

    @Test func noAxesMeansOneCasePerPermutation() throws {
        let cases = try SnapshotCases(states, Matrix(Settings()))
        #expect(cases.map(\.name) == ["active", "blocked", "expired"])
    }
}

@Suite struct ShardingTests {
    private func cases(_ count: Int) throws -> SnapshotCases<Int, Settings> {
        try SnapshotCases(try Permutations(Array(0..<count), axis: "n"), Matrix(Settings()))
    }

    @Test func shardsSplitTheCasesWithoutOverlap() throws {
        let all = try cases(1_000)
        let shards = (1...4).map { all.shard(RunContext.Shard(index: $0, count: 4), suite: "Suite").map(\.name) }
        #expect(shards.flatMap { $0 }.sorted() == all.map(\.name).sorted())
        #expect(Set(shards.flatMap { $0 }).count == 1_000)
        // Hashing spreads them evenly enough: every shard within 15% of a quarter.
        #expect(shards.allSatisfy { abs($0.count - 250) < 38 })
        // Order within a shard is the suite's order.
        #expect(shards[0] == all.map(\.name).filter { Set(shards[0]).contains($0) })
    }

    @Test func addingCasesMovesNoExistingCase() throws {
        let before = try cases(300), after = try cases(400)
        for index in 1...3 {
            let shard = RunContext.Shard(index: index, count: 3)
            let old = Set(before.shard(shard, suite: "Suite").map(\.name))
            let new = Set(after.shard(shard, suite: "Suite").map(\.name))
            #expect(old.isSubset(of: new))
        }
    }

    @Test func assignmentIsPinned() {
        // XXH64 of the identifier: the same shard on every machine and every run.
        #expect((1...8).map { Sharding.shardIndex(of: "Suite/\($0)", count: 3) } == [1, 3, 1, 3, 3, 3, 3, 3])
        #expect(try! cases(5).shard(nil, suite: "Suite").count == 5)
        #expect(try! cases(5).shard(RunContext.Shard(index: 1, count: 1), suite: "Suite").count == 5)
    }
}
