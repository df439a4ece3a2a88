// UIKit for Linux, as far as SwiftUI apps' files use it. On iOS, files that `import UIKit`
// next to (or instead of) SwiftUI name colours, fonts, images, the screen and the device;
// ProofUI declares those names (Sources/ProofUI/Compat/UIKit.swift), and this module, which
// the package declares on Linux only, makes `import UIKit` bring them. On Apple platforms
// Apple's UIKit is used.
@_exported import ProofUI
