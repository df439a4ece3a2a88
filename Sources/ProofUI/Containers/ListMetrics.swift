// ProofUI engine: the sizes iOS 18 draws lists, forms and bars with, written once.

/// The numbers of iOS 18 lists, forms and bars on iPhone, in points, written once (measured on
/// iOS 18 simulator screenshots at @3x; HIG: rows at least 44 pt).
nonisolated enum ListMetrics {
    /// Inset of grouped sections from the screen edges.
    static let sectionInset = 16.0
    static let sectionRadius = 10.0
    /// Space above a section with no header, and between sections.
    static let sectionSpacing = 35.0
    static let rowMinHeight = 44.0
    static let rowPadding = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The space between a label and the value stacked under it at the accessibility sizes
    /// (estimated: UIKit documents `textToSecondaryTextVerticalPadding` but not its default).
    static let stackedValueSpacing = 4.0
    static let headerPadding = EdgeInsets(top: 17, leading: 16, bottom: 7, trailing: 16)
    static let footerPadding = EdgeInsets(top: 7, leading: 16, bottom: 0, trailing: 16)
    /// The navigation bar, and the large title under it.
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let barItemInset = 16.0
    static let searchFieldHeight = 36.0
    static let searchFieldRadius = 10.0
    /// The tab bar above the bottom safe area.
    static let tabBarHeight = 49.0
    static let tabIconSize = 24.0
}
