import ProofRender
import ProofTesting
import Testing
@testable import ProofUI

/// Pseudo-locales: which texts they change, how, and the matrix axis that sets them.
@MainActor
struct PseudoLocaleTests {
    @Test func accentedTextIsLongerAndBracketed() {
        #expect(PseudoLocale.accented.transform("Settings") == "[Šéţţîñĝš one two]")
        #expect(PseudoLocale.accented.transform("OK") == "[ÖĶ one]")
        #expect(PseudoLocale.accented.transform("Pay 12 €") == "[Þáý 12 € one two]")
        let long = "Reminders repeat until you mark a task done."
        let expanded = PseudoLocale.accented.transform(long)
        #expect(expanded.count - long.count - 3 >= long.count * 3 / 10, "30% longer past 20 characters, plus brackets")
        #expect(PseudoLocale.accented.transform("") == "")
        #expect(PseudoLocale.rightToLeft.transform("Settings") == "sgnitteS")
        #expect(PseudoLocale.rightToLeft.transform("e\u{301}a") == "ae\u{301}", "grapheme clusters stay whole")
    }

    @Test func onlyLocalizableTextChanges() throws {
        var environment = scaleOne()
        environment.pseudoLocale = .accented
        let name = "Ann"
        let description = try describe(VStack {
            Text("Title")
            Text(name)
            Text(verbatim: "Code")
            Button("Save") {}
            Text("Hello, \(name)")
        }, width: 300, height: 200, environment: environment)
        let texts = description.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(texts == ["\"[Ţîţļé one]\"", "\"Ann\"", "\"Code\"", "\"[Šáṽé one]\"", "\"[Ĥéļļö, Åññ one two]\""])
        #expect(try renderer.render(Text("Everything"), in: environment, size: .fixed(width: 300, height: 40)).missingCharacters.isEmpty,
                "the bundled font has every accented letter")
    }

    @Test func matrixAxisNamesAndDirection() throws {
        let matrix = try EnvironmentMatrix.environments(pseudoLocales: .all)
        let cases = try SnapshotCases(try Permutations(["card"], axis: "value"), matrix)
        #expect(cases.cases.map(\.name) == ["card.iPhone15.L.light.ltr", "card.iPhone15.L.light.ltr.accented",
                                            "card.iPhone15.L.light.ltr.rtlPseudo"])
        #expect(cases.cases.map { $0.configuration.layoutDirection } == [.leftToRight, .leftToRight, .rightToLeft])
        #expect(cases.cases[1].axes.last == PermutationAxis("pseudo", "accented"))
        let plain = try SnapshotCases(try Permutations(["card"], axis: "value"), try EnvironmentMatrix.environments())
        #expect(!plain.cases[0].axes.contains { $0.name == "pseudo" }, "no axis without a pseudo-locale")
    }

    @Test func oneLineFindsTruncationInThePseudoLocale() throws {
        let matrix = try EnvironmentMatrix.environments(pseudoLocales: .all, base: scaleOne())
        var truncatedIn: [String] = []
        for item in try SnapshotCases(try Permutations(["button"], axis: "value"), matrix).cases {
            let snapshot = try renderer.render(Text("Continue").lineLimit(1).frame(width: 80), in: item.configuration,
                                               size: .fixed(width: 200, height: 40))
            if snapshot.audit([.truncation]).findings.contains(where: { $0.kind == .truncation }) { truncatedIn.append(item.name) }
        }
        #expect(truncatedIn == ["button.iPhone15.L.light.ltr.accented"])
    }
}
