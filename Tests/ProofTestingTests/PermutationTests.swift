import Testing
@testable import ProofSnapshots
@testable import ProofVerification

private enum CardStatus: CaseIterable, Sendable {
    case active, blocked, expired
}

private enum Payload: Sendable {
    case points(Int)
    case message(String)
}

private struct Profile: Sendable, Equatable {
    var status: CardStatus
    var enrolled: Bool
    var name: String
}

private struct Named: PermutationNaming, Sendable {
    var id: Int
    var permutationName: String { "item \(id)!" }
}

/// Every pair of values of any two axes that some row accepted by `isValid` holds is in `rows`.
func coversAllPairs(_ rows: [[Int]], sizes: [Int], isValid: (([Int]) -> Bool)? = nil) -> Bool {
    let covered = Set(rows.flatMap(pairs))
    if let isValid {
        return Set(Combinations.product(sizes, isValid: isValid).flatMap(pairs)).isSubset(of: covered)
    }
    for a in sizes.indices {
        for b in (a + 1)..<sizes.count {
            for x in 0..<sizes[a] {
                for y in 0..<sizes[b] where !covered.contains([a, x, b, y]) { return false }
            }
        }
    }
    return true
}

private func pairs(_ row: [Int]) -> [[Int]] {
    var result: [[Int]] = []
    for a in row.indices {
        for b in (a + 1)..<row.count { result.append([a, row[a], b, row[b]]) }
    }
    return result
}

@Suite struct PermutationLabelTests {
    @Test func enumCasesNameThemselves() throws {
        let states = try Permutations<CardStatus>()
        #expect(states.map(\.name) == ["active", "blocked", "expired"])
        #expect(states.map(\.value) == [.active, .blocked, .expired])
        #expect(states[1].axes == [PermutationAxis("state", "blocked")])
        #expect(states[1].description == "blocked")
    }

    @Test func labelsAreMadeFileSafe() throws {
        let axis = try PermutationValues("payload", [Payload.points(3), .message("Hello, world/..")])
        #expect(axis.labels == ["points_3", "message_Hello,_world"])
        #expect(PermutationLabel.sanitized("  long name — ünïcode ") == "long_name_n_code")
        #expect(PermutationLabel.sanitized("a.b-c") == "a_b-c")
        #expect(PermutationLabel.sanitized("___") == nil)
    }

    @Test func boolsOptionalsAndStrings() throws {
        #expect(try PermutationValues("enrolled", [true, false]).labels == ["enrolled", "notEnrolled"])
        #expect(try PermutationValues("badge", [Int?.none, 7]).labels == ["none", "7"])
        #expect(try PermutationValues("name", ["Ann", "Bo Li"]).labels == ["Ann", "Bo_Li"])
    }

    @Test func explicitLabelsKeepTheirOrder() throws {
        let axis = try PermutationValues("name", ["short": "Ann", "long": String(repeating: "Maximiliane ", count: 8)])
        #expect(axis.labels == ["short", "long"])
        #expect(axis.values[0] == "Ann")
    }

    @Test func permutationNamingOverridesTheDescription() throws {
        let list = try Permutations([Named(id: 1), Named(id: 2)])
        #expect(list.map(\.name) == ["item_1", "item_2"])
    }

    @Test func badAxesAreErrorsThatSayWhatToDo() {
        #expect(throws: PermutationError.emptyAxis("name")) { try PermutationValues<String>("name", []) }
        #expect(throws: PermutationError.self) { try PermutationValues("", [1]) }
        do {
            _ = try PermutationValues("name", ["Ann", "ann"])
            Issue.record("expected a duplicate label")
        } catch {
            #expect(error == .duplicateLabel(axis: "name", label: "ann", first: "\"Ann\"", second: "\"ann\""))
            #expect(error.description.contains("give one an explicit label"))
        }
        do {
            _ = try PermutationValues("name", ["—"])
            Issue.record("expected an empty label")
        } catch {
            #expect(error.description == "value \"—\" of axis \"name\" has no usable label: \"—\" has no letters or digits; "
                + "give it an explicit label (PermutationValues(\"name\", [\"label\": value]) or conform its type to PermutationNaming)")
        }
        #expect(throws: PermutationError.self) { try PermutationValues("name", [String(repeating: "x", count: 65)]) }
        #expect((try? PermutationValues("name", [String(repeating: "x", count: 64)])) != nil)
    }
}

@Suite struct PermutationBuilderTests {
    private let statuses = try! PermutationValues<CardStatus>("status")
    private let enrolled = try! PermutationValues("enrolled", [true, false])
    private let names = try! PermutationValues("name", ["short": "Ann", "long": "Maximiliane Alexandra von Hohenberg-Sigmaringen"])

    @Test func productCombinesEveryValueLastFieldFastest() throws {
        let all = try Permutations.product(statuses, enrolled, names) { status, enrolled, name in
            Profile(status: status, enrolled: enrolled, name: name)
        }
        #expect(all.count == 12)
        #expect(all.prefix(4).map(\.name) == ["active-enrolled-short", "active-enrolled-long", "active-notEnrolled-short", "active-notEnrolled-long"])
        // Each field's value lands in its own parameter, whatever the types.
        #expect(all[3].value == Profile(status: .active, enrolled: false, name: "Maximiliane Alexandra von Hohenberg-Sigmaringen"))
        #expect(all[11].axes == [PermutationAxis("status", "expired"), PermutationAxis("enrolled", "notEnrolled"), PermutationAxis("name", "long")])
    }

    @Test func nilLeavesInvalidCombinationsOut() throws {
        let valid = try Permutations.product(statuses, enrolled) { status, enrolled in
            status != .active && enrolled ? nil : Profile(status: status, enrolled: enrolled, name: "")
        }
        #expect(valid.map(\.name) == ["active-enrolled", "active-notEnrolled", "blocked-notEnrolled", "expired-notEnrolled"])
        #expect(throws: PermutationError.noValidCase(axes: "status × enrolled")) {
            try Permutations<Profile>.product(statuses, enrolled) { _, _ in nil }
        }
    }

    @Test func productAboveTheLimitSuggestsAllPairs() throws {
        let digits = try PermutationValues("d", Array(0..<10))
        do {
            _ = try Permutations.product(digits, digits, digits, digits, digits) { a, b, c, d, e in [a, b, c, d, e] }
            Issue.record("expected too many cases")
        } catch {
            #expect(error == .tooManyCases(count: "100000", limit: 10_000, axes: "d × d × d × d × d"))
        }
    }

    @Test func duplicateAxisNamesAreRefused() throws {
        let first = try PermutationValues("name", ["a", "b"])
        #expect(throws: PermutationError.invalidAxisName("name", reason: "two axes have this name; rename one")) {
            try Permutations.product(first, first) { $0 + $1 }
        }
    }

    @Test func twoModelsWithOneNameAreAnErrorNamingBoth() throws {
        struct Clash: PermutationNaming, Sendable { var permutationName: String { "same" } }
        do {
            _ = try Permutations.product(enrolled) { _ in Clash() }
            Issue.record("expected a duplicate name")
        } catch {
            #expect(error == .duplicateName(name: "same", first: "(enrolled=enrolled)", second: "(enrolled=notEnrolled)"))
        }
    }

    @Test func allPairsCoversEveryPairInFewerCases() throws {
        let sizes = [3, 4, 2, 2, 5]
        let axes = try sizes.enumerated().map { try PermutationValues("f\($0.offset)", Array(0..<$0.element)) }
        let list = try Permutations.allPairs(axes[0], axes[1], axes[2], axes[3], axes[4]) { [$0, $1, $2, $3, $4] }
        #expect(list.count == 22) // the least possible is 4 × 5 = 20; the full product is 240
        #expect(coversAllPairs(list.map(\.value), sizes: sizes))
        // Deterministic: built again, the same cases in the same order.
        let again = try Permutations.allPairs(axes[0], axes[1], axes[2], axes[3], axes[4]) { [$0, $1, $2, $3, $4] }
        #expect(again.map(\.name) == list.map(\.name))
    }

    @Test func allPairsWithAConstraintCoversTheCoverablePairs() throws {
        let list = try Permutations.allPairs(statuses, enrolled, names) { status, enrolled, name in
            status == .blocked && enrolled ? nil : Profile(status: status, enrolled: enrolled, name: name)
        }
        #expect(!list.contains { $0.value.status == .blocked && $0.value.enrolled })
        let rows = list.map { [CardStatus.allCases.firstIndex(of: $0.value.status)!, $0.value.enrolled ? 0 : 1, $0.value.name == "Ann" ? 0 : 1] }
        #expect(coversAllPairs(rows, sizes: [3, 2, 2]) { !($0[0] == 1 && $0[1] == 0) })
        #expect(list.count == 6)
    }

    @Test func asOneAxisTurnsFieldsIntoStates() throws {
        let all = try Permutations.product(statuses, enrolled) { status, enrolled in Profile(status: status, enrolled: enrolled, name: "") }
        let states = try all.asOneAxis()
        #expect(states.axes == [AxisLabels(name: "state", labels: all.map(\.name))])
        #expect(states[4].axes == [PermutationAxis("state", "expired-enrolled")])
    }
}

@Suite struct AllPairsGeneratorTests {
    @Test(arguments: [[3, 3, 3, 3], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [5, 12, 3, 2, 2], [4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2],
                      Array(repeating: 3, count: 13), [1, 5, 1, 3]])
    func everyPairIsCovered(sizes: [Int]) throws {
        let rows = try Combinations.allPairs(sizes) { _ in true }
        #expect(coversAllPairs(rows, sizes: sizes))
        #expect(Set(rows).count == rows.count)
        #expect(rows == rows.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func sizesOnRealisticInputs() throws {
        // The least possible is the product of the two largest axes; these are the figures
        // the README quotes, pinned so that a change to the heuristics shows.
        #expect(try Combinations.allPairs([3, 3, 3, 3]) { _ in true }.count == 9)
        #expect(try Combinations.allPairs([8, 12, 3, 2, 2]) { _ in true }.count == 96)
        #expect(try Combinations.allPairs(Array(repeating: 3, count: 13)) { _ in true }.count == 19)
        #expect(try Combinations.allPairs([4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2]) { _ in true }.count == 25)
    }

    @Test func constraintsInTheConstructiveMode() throws {
        // Above the exhaustive limit: rows are built one at a time and repaired when rejected.
        let sizes = Array(repeating: 3, count: 10)
        let isValid: ([Int]) -> Bool = { !($0[0] == 0 && $0[1] == 0) && !($0[2] == 2 && $0[9] == 1) }
        let rows = try Combinations.allPairs(sizes, isValid: isValid)
        #expect(rows.allSatisfy(isValid))
        #expect(coversAllPairs(rows, sizes: sizes, isValid: isValid))
        #expect(!rows.contains { $0[0] == 0 && $0[1] == 0 })
    }

    @Test func aConstraintTooHardToSatisfyIsAnErrorNamingThePair() {
        // Above the exhaustive limit, only the all-zero row is valid: the first row covers its
        // pairs, the search for a row holding the next pair gives up after the budget.
        let sizes = Array(repeating: 3, count: 10)
        do {
            _ = try Combinations.allPairs(sizes, describe: { "f\($0)=\($1)" }, searchBudget: 1_000) { $0.allSatisfy { $0 == 0 } }
            Issue.record("expected the search to give up")
        } catch {
            guard case let .constraintsTooComplex(pair, checked) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(checked == 1_000)
            #expect(pair.hasPrefix("f") && pair.contains(" with f"))
            #expect(error.description.hasSuffix("after checking 1000 combinations; simplify the constraint or list the cases explicitly"))
        }
    }

    @Test func oneAxisAndNoAxes() throws {
        #expect(try Combinations.allPairs([4]) { $0[0] != 2 } == [[0], [1], [3]])
        #expect(try Combinations.allPairs([]) { _ in true } == [[]])
        #expect(try Combinations.allPairs([3, 0]) { _ in true } == [])
    }

    @Test func splitMixIsTheReferenceSequence() {
        // First outputs for seed 1234567 from the reference implementation.
        var generator = SplitMix64(seed: 1_234_567)
        #expect(generator.next() == 6_457_827_717_110_365_317)
        #expect(generator.next() == 3_203_168_211_198_807_973)
    }
}
