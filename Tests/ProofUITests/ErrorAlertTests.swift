import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// Alerts made from a `LocalizedError` (SotkaApp's `.alert(isPresented: $showError,
/// error: currentError) { … }`): they draw the presenting screen, and with `presentsModals`
/// fail where SwiftUI presents, naming the title SwiftUI shows, the error's `errorDescription`.
@MainActor @Suite struct ErrorAlertTests {
    enum LoadError: LocalizedError {
        case offline, silent
        var errorDescription: String? { self == .offline ? "No connection" : nil }
    }

    let modals = scaleOne { $0.presentsModals = true }
    var screen: some View { Color(red: 0, green: 0.5, blue: 1).frame(width: 20, height: 10) }

    /// The message of the render's error, nil when nothing is presented.
    func presented<V: View>(_ view: V) -> String? {
        do {
            _ = try renderer.render(view, in: modals, size: .fixed(width: 20, height: 10))
            return nil
        } catch {
            return error.kind == .unsupported ? error.message : "other: \(error)"
        }
    }

    @Test func anErrorAlertIsShownWhilePresentedWithAnError() throws {
        let error: LoadError? = .offline
        let shown = try #require(presented(screen.alert(isPresented: .constant(true), error: error) { Button("OK") {} }))
        #expect(shown.hasPrefix("alert titled \"No connection\" is presented, and Proofsheet does not draw presented alerts yet"))
        #expect(presented(screen.alert(isPresented: .constant(false), error: error) { Button("OK") {} }) == nil)
        #expect(presented(screen.alert(isPresented: .constant(true), error: LoadError?.none) { Button("OK") {} }) == nil)

        let withMessage = presented(screen.alert(isPresented: .constant(true), error: error) { _ in Button("OK") {} } message: { Text("\($0)") })
        #expect(withMessage?.hasPrefix("alert titled \"No connection\" is presented") == true)
        #expect(presented(screen.alert(isPresented: .constant(true), error: LoadError?.none) { _ in } message: { _ in Text("m") }) == nil)
        #expect(presented(screen.alert(isPresented: .constant(false), error: error) { _ in } message: { _ in Text("m") }) == nil)
    }

    @Test func aBoundErrorPresentsWhileNotNil() {
        #expect(presented(screen.alert(error: .constant(LoadError.offline)) { Button("OK") {} })?
            .hasPrefix("alert titled \"No connection\" is presented") == true)
        #expect(presented(screen.alert(error: .constant(LoadError?.none)) { Button("OK") {} }) == nil)
        #expect(presented(screen.alert(error: .constant(LoadError.offline)) { _ in } message: { _ in Text("m") })?
            .hasPrefix("alert titled \"No connection\" is presented") == true)
        #expect(presented(screen.alert(error: .constant(LoadError?.none)) { _ in } message: { _ in Text("m") }) == nil)
    }

    @Test func anErrorWithoutADescriptionIsTitledWithItsLocalizedDescription() throws {
        let shown = try #require(presented(screen.alert(isPresented: .constant(true), error: LoadError.silent) { }))
        #expect(shown.hasPrefix("alert titled \"\(LoadError.silent.localizedDescription)\" is presented"))
        #expect(!LoadError.silent.localizedDescription.isEmpty)
    }

    @Test func alertsWrittenWithATitleAreNotNamed() throws {
        let shown = try #require(presented(screen.alert("Title", isPresented: .constant(true)) { }))
        #expect(shown.hasPrefix("alert is presented, and Proofsheet"))
    }

    @Test func withoutPresentationsThePresentingScreenIsDrawn() throws {
        let plain = try renderer.render(screen, in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        let alerting = try renderer.render(screen.alert(isPresented: .constant(true), error: LoadError.offline) { _ in } message: { _ in Text("m") },
                                           in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        #expect(alerting == plain)
        #expect(plain.hex(10, 5) == "#0080ffff")
    }
}
