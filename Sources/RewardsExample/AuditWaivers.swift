// The iOS build of the view has no audits: `auditWaiver` is ProofUI's, so the app gives
// SwiftUI a modifier of the same name that does nothing. The snapshot build (PROOFSHEET, or
// Linux) uses ProofUI's, which lists each waiver with its reason in the report.
#if canImport(SwiftUI) && !PROOFSHEET
import SwiftUI

/// The audits Proofsheet runs on the snapshots of this view (see ProofUI's `AuditKind`).
enum AuditKind {
    case truncation, overlap, contrast, touchTarget, dynamicType, missingLabel, duplicateIdentifier, missingImage
}

extension View {
    /// Proofsheet's audit waiver; nothing in the app.
    func auditWaiver(_ kinds: AuditKind..., reason: String) -> some View { self }
}
#endif
