// `import Security` on Linux, for SwiftUI apps' files that keep secrets in the keychain: the
// keychain itself is on ProofCombine's floor (Keychain.swift there), as Apple's Foundation
// brings Security to every file; this module re-exports it with ProofUI. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's Security is used.
@_exported import Foundation
@_exported import ProofUI
