import Testing
@testable import ProofUI
