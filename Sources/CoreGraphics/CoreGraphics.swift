// `import CoreGraphics` on Linux, for SwiftUI apps' files that write it (constants files
// declaring `CGFloat`s, geometry helpers): it brings ProofUI, which brings Foundation's
// `CGFloat`, `CGPoint`, `CGSize` and `CGRect` and declares `CGVector` and
// `CGAffineTransform`. Opt-in, through the `ProofUILinuxModules` product, like `UIKit` and
// `Combine`. On Apple platforms Apple's CoreGraphics is used.
@_exported import ProofUI
