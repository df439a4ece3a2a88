// ProofUI engine: what an audit looks for (`AuditKind`, `AuditPolicy`), what it finds (`AuditFinding`), and `auditWaiver`.

import ProofLayout

/// What an audit looks for in a laid-out, painted view. Proofsheet owns the layout, so each
/// audit reads what a pixel diff can only hint at: the text that was shortened, the frames
/// that overlap, the colours actually painted.
nonisolated public enum AuditKind: String, CaseIterable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Text shortened with an ellipsis, cut by its line limit, or clipped by an ancestor's
    /// clip or the edge of the picture.
    case truncation
    /// Text drawn over other text, or over a control it does not belong to.
    case overlap
    /// Text whose WCAG 2.2 contrast ratio against the pixels painted around it is too low.
    case contrast
    /// A button, link, toggle or tappable row smaller than the minimum touch target.
    case touchTarget
    /// Text that does not grow from the L size to the accessibility sizes (a fixed-size
    /// font), and content wider than the screen.
    case dynamicType
    /// An image or an icon-only button that VoiceOver has no label for.
    case missingLabel
    /// Two elements with one accessibility identifier.
    case duplicateIdentifier
    /// An image named by the view that no bundle, asset catalogue or file has (drawn as
    /// nothing, as iOS does), or a vector image drawn as a placeholder.
    case missingImage

    public var description: String { rawValue }

    public static func < (lhs: AuditKind, rhs: AuditKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Which audits run on every snapshot of a suite, which of them only warn, and their
/// thresholds.
///
/// ```swift
/// assertSnapshots(of: states, in: matrix, audits: .all) { CardView(model: $0) }
/// assertSnapshots(of: states, audits: [.truncation, .contrast]) { CardView(model: $0) }
/// assertSnapshots(of: states, audits: AuditPolicy.all.warning(.touchTarget).contrast(minimum: 7, largeText: 4.5)) { … }
/// ```
nonisolated public struct AuditPolicy: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The audits that run, in ``AuditKind`` order.
    public private(set) var kinds: [AuditKind]
    /// The audits whose findings are warnings: reported, but the case passes.
    public private(set) var warningKinds: Set<AuditKind> = []
    /// The smallest contrast ratio for text (WCAG 2.2 SC 1.4.3: 4.5).
    public var minimumContrast = 4.5
    /// The smallest contrast ratio for large text (WCAG 2.2: 3).
    public var minimumLargeTextContrast = 3.0
    /// Text this size in points or larger is large text (WCAG's 18 pt, read as iOS points, as
    /// Apple's guidelines do).
    public var largeTextSize = 18.0
    /// Bold text (semibold or heavier) this size or larger is large text (WCAG's 14 pt).
    public var largeBoldTextSize = 14.0
    /// The smallest touch target in points (Apple's Human Interface Guidelines: 44×44).
    public var minimumTouchTarget = Size(width: 44, height: 44)

    /// No audit.
    public static let none = AuditPolicy(kinds: [])
    /// Every audit, each failing the case.
    public static let all = AuditPolicy(kinds: AuditKind.allCases)

    /// The audits `kinds`, each failing the case.
    public init(kinds: [AuditKind]) {
        self.kinds = AuditKind.allCases.filter(kinds.contains)
    }

    public init(arrayLiteral elements: AuditKind...) {
        self.init(kinds: elements)
    }

    /// True when no audit runs.
    public var isEmpty: Bool { kinds.isEmpty }

    /// True when `kind` runs.
    public func includes(_ kind: AuditKind) -> Bool { kinds.contains(kind) }

    /// This policy with `kinds` only warning: their findings are reported (log, report,
    /// summary) but do not fail the case.
    public func warning(_ kinds: AuditKind...) -> AuditPolicy {
        var policy = self
        policy.warningKinds.formUnion(kinds)
        return policy
    }

    /// This policy with every audit only warning.
    public var warningOnly: AuditPolicy {
        var policy = self
        policy.warningKinds = Set(AuditKind.allCases)
        return policy
    }

    /// This policy with other contrast thresholds (WCAG AAA: 7 and 4.5).
    public func contrast(minimum: Double, largeText: Double) -> AuditPolicy {
        var policy = self
        policy.minimumContrast = minimum
        policy.minimumLargeTextContrast = largeText
        return policy
    }

    /// This policy with another minimum touch target (Material Design: 48×48).
    public func touchTargets(minimum: Size) -> AuditPolicy {
        var policy = self
        policy.minimumTouchTarget = minimum
        return policy
    }

    /// The severity of a finding of `kind` that no view waived.
    public func severity(of kind: AuditKind) -> AuditFinding.Severity {
        warningKinds.contains(kind) ? .warning : .failure
    }
}

/// What an audit found in one snapshot.
nonisolated public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
    /// What a finding does to its case.
    public enum Severity: String, Hashable, Sendable {
        /// Fails the case.
        case failure
        /// Reported; the case passes.
        case warning
        /// A view waived the audit (``View/auditWaiver(_:reason:)``): listed with the reason.
        case waived
    }

    public var kind: AuditKind
    public var severity: Severity
    /// One sentence: what is wrong and by how much.
    public var message: String
    /// The view path of the element, such as `CardView/VStack/Text("Expires…")`.
    public var viewPath: String
    /// Where in the snapshot, in points.
    public var frame: Rect
    /// The text concerned, for text findings.
    public var text: String?
    /// The measure the audit compared with its threshold: a contrast ratio, a size in points.
    public var measured: Double?
    /// Why a view waived the audit, for waived findings.
    public var waiverReason: String?

    public init(kind: AuditKind, severity: Severity, message: String, viewPath: String, frame: Rect,
                text: String? = nil, measured: Double? = nil, waiverReason: String? = nil) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.viewPath = viewPath
        self.frame = frame
        self.text = text
        self.measured = measured
        self.waiverReason = waiverReason
    }

    /// `contrast: “Due” is 2.8:1 on #F2F2F7, below 4.5:1 (Card/Text("Due")) at 12,40 60×20`.
    public var description: String {
        var text = "\(kind): \(message) (\(viewPath))"
        if let waiverReason { text += " — waived: \(waiverReason)" }
        return text
    }
}

/// An audit a view waives, with the reason the report lists.
nonisolated struct AuditWaiver: Hashable {
    var kinds: Set<AuditKind>
    var reason: String
}

nonisolated extension View {
    /// Waives `kinds` for this view and its content: their findings are listed as waived,
    /// with `reason`, and do not fail or warn. For what is intended (a headline that
    /// truncates by design, a decorative badge over a button).
    ///
    /// ```swift
    /// Text(model.teaser).lineLimit(1)
    ///     .auditWaiver(.truncation, reason: "the teaser is cut by design; the detail screen shows it all")
    /// ```
    ///
    /// A file shared with an iOS target can give SwiftUI the same modifier, doing nothing
    /// (`extension View { func auditWaiver(_: AuditKind..., reason: String) -> Self { self } }`
    /// behind `#if !PROOFSHEET`, with a matching `AuditKind` enum).
    public func auditWaiver(_ kinds: AuditKind..., reason: String) -> some View {
        modifyingElements { element, _ in element.waivers.append(AuditWaiver(kinds: Set(kinds), reason: reason)) }
    }
}
