// Status: supported — the audits' findings, as values the verification core logs and reports.

// `AuditKind` and `AuditFinding` live in the verification core (ProofVerification), which
// logs and reports them without knowing views; `import ProofUI` still brings them.
@_exported import enum ProofVerification.AuditKind
@_exported import struct ProofVerification.AuditFinding
