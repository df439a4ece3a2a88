import Testing
import ProofRender
@testable import ProofUI

/// The alert and confirmation dialog spellings with a string or `Text` title and those
/// presenting data (SnowSeeker's `.alert(selectedFacility?.name ?? "More information",
/// isPresented:presenting:)`): they draw the presenting screen, and with `presentsModals`
/// fail where SwiftUI presents, which for data needs `isPresented` and a non-nil value.
@MainActor @Suite struct PresentationTitleTests {
    let modals = scaleOne { $0.presentsModals = true }
    var screen: some View { Color(red: 0, green: 0.5, blue: 1).frame(width: 20, height: 10) }

    func presents<V: View>(_ view: V) -> Bool {
        do {
            _ = try renderer.render(view, in: modals, size: .fixed(width: 20, height: 10))
            return false
        } catch {
            return error.kind == .unsupported
        }
    }

    @Test func anAlertPresentingDataIsShownOnlyWithData() {
        let name: String? = "Beginners"
        let title = name ?? "More information"
        #expect(presents(screen.alert(title, isPresented: .constant(true), presenting: name) { _ in } message: { Text($0) }))
        #expect(!presents(screen.alert(title, isPresented: .constant(true), presenting: String?.none) { _ in } message: { Text($0) }))
        #expect(!presents(screen.alert(title, isPresented: .constant(false), presenting: name) { _ in } message: { Text($0) }))
        #expect(presents(screen.alert(Text(title), isPresented: .constant(true), presenting: 3) { _ in Button("OK") {} }))
        #expect(!presents(screen.alert(Text(title), isPresented: .constant(true), presenting: Int?.none) { _ in }))
        #expect(presents(screen.alert(Text(title), isPresented: .constant(true), presenting: 3) { _ in } message: { Text("\($0)") }))
        #expect(presents(screen.alert(title[...], isPresented: .constant(true), presenting: 3) { _ in }))
        #expect(presents(screen.alert(Text(title), isPresented: .constant(true)) { Button("OK") {} }))
        #expect(!presents(screen.alert(Text(title), isPresented: .constant(false)) { Button("OK") {} }))
    }

    @Test func aDialogPresentingDataIsShownOnlyWithData() {
        let title = "Delete"
        #expect(presents(screen.confirmationDialog(Text(title), isPresented: .constant(true)) { Button("Delete") {} }))
        #expect(presents(screen.confirmationDialog(title, isPresented: .constant(true)) { } message: { Text("Sure?") }))
        #expect(presents(screen.confirmationDialog(Text(title), isPresented: .constant(true), titleVisibility: .visible) { } message: { Text("Sure?") }))
        #expect(presents(screen.confirmationDialog("Delete", isPresented: .constant(true), presenting: 1) { _ in }))
        #expect(!presents(screen.confirmationDialog("Delete", isPresented: .constant(true), presenting: Int?.none) { _ in }))
        #expect(presents(screen.confirmationDialog(title, isPresented: .constant(true), presenting: 1) { _ in }))
        #expect(!presents(screen.confirmationDialog(title, isPresented: .constant(false), presenting: 1) { _ in }))
        #expect(presents(screen.confirmationDialog(Text(title), isPresented: .constant(true), presenting: 1) { _ in }))
        #expect(presents(screen.confirmationDialog("Delete", isPresented: .constant(true), presenting: 1) { _ in } message: { Text("\($0)") }))
        #expect(!presents(screen.confirmationDialog(title, isPresented: .constant(true), presenting: Int?.none) { _ in } message: { Text("\($0)") }))
        #expect(presents(screen.confirmationDialog(Text(title), isPresented: .constant(true), presenting: 1) { _ in } message: { Text("\($0)") }))
    }

    @Test func withoutPresentationsThePresentingScreenIsDrawn() throws {
        let plain = try renderer.render(screen, in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        let alerting = try renderer.render(screen.alert("Title", isPresented: .constant(true), presenting: 1) { _ in } message: { _ in Text("m") },
                                           in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        let dialog = try renderer.render(screen.confirmationDialog(Text("Title"), isPresented: .constant(true), presenting: 1) { _ in },
                                         in: scaleOne(), size: .fixed(width: 20, height: 10)).bitmap
        #expect(alerting == plain && dialog == plain)
        #expect(plain.hex(10, 5) == "#0080ffff")
    }
}
