// ProofUI engine: what an audit looks for (`AuditPolicy`) and `auditWaiver`; `AuditKind` and `AuditFinding` are the verification core's values.

import ProofVerification
import ProofLayout

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
