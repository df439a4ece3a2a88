import ProofTesting
import Testing
import UIKit

/// An app delegate as SwiftUI life-cycle apps declare one, observable so that views may read it.
private final class LaunchDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var launches = 0
}

/// An app's entry as real apps write it: the adaptor beside the scene.
private struct AdaptedApp: App {
    @UIApplicationDelegateAdaptor(LaunchDelegate.self) var delegate
    @UIApplicationDelegateAdaptor private var inferred: LaunchDelegate

    var body: some Scene {
        WindowGroup { Text("Home") }
    }
}

@Suite struct AppDelegateAdaptorTests {
    /// The app compiles and is made without making its delegate (a snapshot renders views, not
    /// apps); its scene's view renders.
    @Test @MainActor func anAppWithADelegateAdaptorIsMadeAndItsViewsRender() throws {
        let app = AdaptedApp()
        _ = app.body
        let snapshot = try Renderer().render(Text("Home"), in: EnvironmentValues(), size: .fittingWidth)
        #expect(snapshot.textDescription.contains("Home"))
    }
}
