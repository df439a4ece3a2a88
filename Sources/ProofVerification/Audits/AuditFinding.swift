import ProofBase

// The audits' vocabulary: plain values that ProofUI's audits fill and the verification core
// logs and reports. ProofUI re-exports them, so `import ProofUI` names them as before.

/// What an audit looks for in a laid-out, painted view. Proofsheet owns the layout, so each
/// audit reads what a pixel diff can only hint at: the text that was shortened, the frames
/// that overlap, the colours actually painted.
public enum AuditKind: String, CaseIterable, Hashable, Comparable, Sendable, CustomStringConvertible {
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

/// What an audit found in one snapshot.
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
    /// What a finding does to its case.
    public enum Severity: String, Hashable, Sendable {
        /// Fails the case.
        case failure
        /// Reported; the case passes.
        case warning
        /// A view waived the audit (`View.auditWaiver(_:reason:)`): listed with the reason.
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
