// ProofUI engine: the size iOS draws its system chrome (bars) at, whatever the Dynamic Type size.

/// The size iOS draws its system chrome at, whatever the Dynamic Type size.
///
/// UIKit's bars do not grow with the text size: navigation bars (inline and large titles, bar
/// button items), toolbars and tab bars keep the size they have at the default category and
/// show the Large Content Viewer on a long press at the accessibility sizes instead (WWDC19
/// "Large Content Viewer": "shown by default in standard UIKit bars: navigation bars, tab
/// bars, toolbars, status bar"; `UILargeContentViewerInteraction`: "buttons in a tab bar
/// remain small to leave more room for the main app content"). `UISegmentedControl` draws its
/// titles in a fixed 13 pt system font. The table per element is in Docs/SwiftUI/Chrome.md.
nonisolated enum SystemChrome {
    /// The category chrome is drawn at: the default one, where UIKit's bar metrics are defined.
    static let category = ContentSizeCategory.large
    /// Bar button items draw symbols at the body size of the default category in the large
    /// symbol scale, as SwiftUI's toolbar items do (17 pt × 1.3 ≈ 22 pt).
    static let barSymbolScale = Image.Scale.large
    /// `UISegmentedControl`'s title font size.
    static let segmentTitleSize = 13.0
}

nonisolated extension View {
    /// Draws this content at the fixed size of system chrome: the default content size
    /// category whatever the environment's, and exempt from the Dynamic Type audit (iOS
    /// offers the Large Content Viewer for it instead of growing it).
    func systemChromeSize() -> some View {
        transformEnvironment { $0.contentSizeCategory = SystemChrome.category }
            .modifyingElements { element, _ in element.systemExemptions.insert(.dynamicType) }
    }
}
