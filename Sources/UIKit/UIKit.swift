// `import UIKit` on Linux, for SwiftUI apps' files that write it: it brings ProofUI, which
// declares the UIKit names views use (Sources/ProofUI/UIKit/UIKit.swift). Opt-in, through the
// `ProofUILinuxModules` product: a module named like Apple's makes `canImport(UIKit)` true for
// every package built after it, which many packages read as "iOS". On Apple platforms Apple's
// UIKit is used.
@_exported import ProofUI
