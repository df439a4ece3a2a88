// `import WebKit` on Linux, for SwiftUI apps' files that write it: WebKit's names, for the
// web views apps wrap in representables. A snapshot runs no web engine: a `WKWebView` in a
// representable is drawn as any UIKit view is (empty space, noted in the text description),
// and it loads nothing. Opt-in, through the `ProofUILinuxModules` product (see
// Package.swift). On Apple platforms Apple's WebKit is used.
@_exported import Foundation
@_exported import ProofUI
// URLRequest and URLResponse, which ProofUI re-exports only with the `Networking` trait.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web view's settings (WebKit's `WKWebViewConfiguration`).
@MainActor @preconcurrency
open class WKWebViewConfiguration {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var allowsInlineMediaPlayback = false
    open var mediaTypesRequiringUserActionForPlayback = WKAudiovisualMediaTypes.all
    open var applicationNameForUserAgent: String?
    public init() {}
}

/// Media kinds (WebKit's `WKAudiovisualMediaTypes`).
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: 3)
}

/// A web view's preferences (WebKit's `WKPreferences`).
@MainActor @preconcurrency
open class WKPreferences {
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether pages run JavaScript (deprecated in iOS 14 for
    /// `WKWebpagePreferences.allowsContentJavaScript`; kept: no page is loaded in a snapshot).
    open var javaScriptEnabled = true
    open var isFraudulentWebsiteWarningEnabled = true
    open var minimumFontSize: CGFloat = 0
    public init() {}
}

/// Per-page preferences (WebKit's `WKWebpagePreferences`).
@MainActor @preconcurrency
open class WKWebpagePreferences {
    open var allowsContentJavaScript = true
    /// The content mode a page asks for (WebKit's `WKWebpagePreferences.ContentMode`).
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
    open var preferredContentMode = ContentMode.recommended
    public init() {}
}

/// A web view's stored data (WebKit's `WKWebsiteDataStore`).
@MainActor @preconcurrency
open class WKWebsiteDataStore {
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    public static func allWebsiteDataTypes() -> Set<String> { [] }
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void) { completionHandler() }
}

/// A message a page posted (WebKit's `WKScriptMessage`).
@MainActor @preconcurrency
open class WKScriptMessage {
    open var body: Any { "" }
    open var name: String { "" }
    open weak var webView: WKWebView?
}

/// Receives a page's messages (WebKit's `WKScriptMessageHandler`).
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A script added to pages (WebKit's `WKUserScript`).
@MainActor @preconcurrency
open class WKUserScript {
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {}
}

/// When a user script runs (WebKit's `WKUserScriptInjectionTime`).
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

/// Scripts and message handlers of a web view (WebKit's `WKUserContentController`).
@MainActor @preconcurrency
open class WKUserContentController {
    public init() {}
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
    open func removeScriptMessageHandler(forName name: String) {}
    open func removeAllScriptMessageHandlers() {}
    open func addUserScript(_ userScript: WKUserScript) {}
    open func removeAllUserScripts() {}
}

/// A page load (WebKit's `WKNavigation`).
@MainActor @preconcurrency
open class WKNavigation {}

/// What a navigation was caused by (WebKit's `WKNavigationType`).
public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1 }

/// A frame of a page (WebKit's `WKFrameInfo`).
@MainActor @preconcurrency
open class WKFrameInfo {
    open var isMainFrame: Bool { true }
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
}

/// A navigation about to happen (WebKit's `WKNavigationAction`).
@MainActor @preconcurrency
open class WKNavigationAction {
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    open var navigationType: WKNavigationType { .other }
    open var targetFrame: WKFrameInfo? { nil }
    open var sourceFrame: WKFrameInfo { WKFrameInfo() }
}

/// A response about to be shown (WebKit's `WKNavigationResponse`).
@MainActor @preconcurrency
open class WKNavigationResponse {
    open var response: URLResponse { URLResponse(url: URL(fileURLWithPath: "/"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil) }
    open var isForMainFrame: Bool { true }
    open var canShowMIMEType: Bool { true }
}

/// Whether a navigation goes ahead (WebKit's `WKNavigationActionPolicy`).
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }

/// Whether a response is shown (WebKit's `WKNavigationResponsePolicy`).
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

/// What a web view's loads tell (WebKit's `WKNavigationDelegate`; every method is optional).
@MainActor @preconcurrency
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void) { decisionHandler(.allow) }
}

/// A web view's windows and panels (WebKit's `WKUIDelegate`; every method is optional).
@MainActor @preconcurrency
public protocol WKUIDelegate: AnyObject {
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
                 windowFeatures: WKWindowFeatures) -> WKWebView?
}

extension WKUIDelegate {
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
                        windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
}

/// A new window's features (WebKit's `WKWindowFeatures`).
@MainActor @preconcurrency
open class WKWindowFeatures {}

/// A web view's history (WebKit's `WKBackForwardList`).
@MainActor @preconcurrency
open class WKBackForwardList {
    open var backList: [WKBackForwardListItem] { [] }
    open var forwardList: [WKBackForwardListItem] { [] }
    open var currentItem: WKBackForwardListItem? { nil }
}

/// A page of the history (WebKit's `WKBackForwardListItem`).
@MainActor @preconcurrency
open class WKBackForwardListItem {
    open var url: URL { URL(fileURLWithPath: "/") }
    open var title: String? { nil }
}

/// A web page (WebKit's `WKWebView`): in a representable, drawn as any UIKit view is in a
/// snapshot (empty space, noted); it loads nothing, and its page never finishes.
@MainActor @preconcurrency
open class WKWebView: UIView {
    open var configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    open private(set) var url: URL?
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    open var backForwardList: WKBackForwardList { WKBackForwardList() }
    open var scrollView = UIScrollView()

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public convenience init() { self.init(frame: .zero, configuration: WKWebViewConfiguration()) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }

    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return nil
    }

    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { nil }
    @discardableResult open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? { nil }
    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}
    /// Runs nothing: the completion gets no result and no error.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, nil)
    }

    /// A web view from an archive: the default configuration (nothing is decoded here).
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }
}
