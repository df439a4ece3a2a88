// Status: supported — Dynamic Type sizes and their ranges set the text size as iOS does.

import ProofRender
nonisolated extension View {
    /// The Dynamic Type size of this view's content.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size).auditWaiver(.dynamicType, reason: Self.dynamicTypeSizeWaiver)
    }

    /// Clamps the Dynamic Type size of this view's content to `range`.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        transformEnvironment { environment in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            if !range.contains(environment.dynamicTypeSize), let first = allowed.first, let last = allowed.last {
                environment.dynamicTypeSize = environment.dynamicTypeSize < first ? first : last
            }
        }
        .auditWaiver(.dynamicType, reason: Self.dynamicTypeSizeWaiver)
    }

    /// Text under `.dynamicTypeSize` stops growing where the view said: listed as waived, not failed.
    static var dynamicTypeSizeWaiver: String { "the view limits its Dynamic Type size (.dynamicTypeSize)" }
}

/// The Dynamic Type sizes under SwiftUI's newer names.
nonisolated public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True from `accessibility1` up.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }

    var category: ContentSizeCategory {
        ContentSizeCategory.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }
}
