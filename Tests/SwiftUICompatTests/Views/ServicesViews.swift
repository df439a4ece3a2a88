import AuthenticationServices
import AVKit
import LocalAuthentication
import MessageUI
import PhotosUI
import ProofUI
import SafariServices
import StoreKit
import UniformTypeIdentifiers
import UserNotifications
import WebKit

// Screens that use Apple's service frameworks as apps do: a video with an overlay, a web view
// and a Safari view in representables, a photo picker, Sign in with Apple, a review request,
// Face ID, local notifications, a mail composer and file types.

struct WebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.navigationDelegate = context.coordinator
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: url))
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, WKNavigationDelegate {
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            webView.evaluateJavaScript("document.title") { _, _ in }
        }
    }
}

struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        SFSafariViewController(url: url)
    }

    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

struct MailView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let controller = MFMailComposeViewController()
        controller.setSubject("Feedback")
        controller.setToRecipients(["support@example.com"])
        return controller
    }

    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

struct MediaScreen: View {
    @State private var player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
    @State private var photo: PhotosPickerItem?
    @State private var request: ASAuthorizationAppleIDRequest?
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        VStack(spacing: 12) {
            VideoPlayer(player: player) {
                Text("Trailer").foregroundColor(.white).padding(4)
            }
            .frame(height: 180)
            PhotosPicker(selection: $photo, matching: .images) {
                Label("Choose a photo", systemImage: "photo")
            }
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.fullName, .email]
            } onCompletion: { result in
                if case .failure = result { request = nil }
            }
            .signInWithAppleButtonStyle(.black)
            .frame(height: 44)
            Button("Rate the app") { requestReview() }
            WebView(url: URL(string: "https://example.com")!).frame(height: 80)
        }
        .padding()
        .task {
            _ = try? await PhotosPickerItem(itemIdentifier: "a").loadTransferable(type: Data.self)
        }
    }

    func unlock() {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, _ in
                _ = success
            }
        }
    }

    func remind() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            let content = UNMutableNotificationContent()
            content.title = "Reminder"
            content.sound = .default
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
            UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "reminder", content: content, trigger: trigger))
        }
    }

    static let importable: [UTType] = [.pdf, .png, .plainText]
}

struct MediaScreen_Previews: PreviewProvider {
    static var previews: some View {
        MediaScreen()
    }
}
