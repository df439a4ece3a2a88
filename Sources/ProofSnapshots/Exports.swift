// The view-free verification core (service, formats, results log, report, accept, prune)
// moved to ProofVerification; `import ProofSnapshots` still brings every name it did.
@_exported import ProofVerification
