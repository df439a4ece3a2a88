// Status: supported — on Apple platforms, Apple's Combine.

#if !os(Linux)
// Apple platforms have Combine: this module is it there, and ProofUI re-exports it as SwiftUI
// does.
@_exported import Combine
#endif
