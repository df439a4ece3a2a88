import Testing
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

@Suite struct SnapshotNameTests {
    @Test(arguments: [
        ("expired-card", "expired-card"),
        ("cards/expired", "cards/expired"),
        ("Expired card: XXL?", "Expired_card__XXL_"),
        ("Größe", "Gr__e"),
        (".hidden", "_hidden"),
        ("trailing.", "trailing_"),
        ("CON", "_CON"),
        ("nul.txt", "_nul.txt"),
        ("com1", "_com1"),
        ("COM10", "COM10"),
        ("a+b=c@d,e", "a+b=c@d,e"),
        ("..hidden/x", "_.hidden/x"),
    ])
    func unsafeCharactersAreReplaced(name: String, path: String) throws {
        #expect(try SnapshotName.relativePath(for: name) == path)
    }

    @Test(arguments: ["../escape", "a/../../b", "/etc/passwd", "a//b", "a/", "/", ".", "a/./b", "a\\..\\b", "nul\u{0}byte", "tab\there", "bell\u{7}"])
    func namesThatCouldEscapeAreRefused(name: String) {
        #expect(throws: SnapshotError.self) { try SnapshotName.relativePath(for: name) }
    }

    @Test func emptyNameIsItsOwnError() {
        #expect(throws: SnapshotError.emptyName) { try SnapshotName.relativePath(for: "") }
    }

    @Test func overlongComponentIsRefused() throws {
        #expect(try SnapshotName.relativePath(for: String(repeating: "a", count: 200)).count == 200)
        #expect(throws: SnapshotError.self) { try SnapshotName.relativePath(for: String(repeating: "a", count: 201)) }
    }

    @Test func errorMessagesShowTheNameOnOneLine() {
        do {
            _ = try SnapshotName.relativePath(for: "nul\u{0}byte")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "snapshot name \"nul\\u{0}byte\" cannot be used: it contains a NUL character")
        }
    }

    @Test func suiteIsOneComponent() throws {
        #expect(try SnapshotName.suiteComponent(for: "RewardsTests") == "RewardsTests")
        #expect(try SnapshotName.suiteComponent(for: "a/b") == "a_b")
        #expect(throws: SnapshotError.self) { try SnapshotName.suiteComponent(for: "..") }
        #expect(throws: SnapshotError.self) { try SnapshotName.suiteComponent(for: "") }
    }
}
