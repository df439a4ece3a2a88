// `import CoreTransferable` on Linux, for files that write it: `Transferable` and its
// representations are ProofUI's (Sources/ProofUI), where `import SwiftUI` finds them, as
// SwiftUI re-exports CoreTransferable on iOS; this module re-exports ProofUI so a file
// importing CoreTransferable alone sees them. Opt-in, through the `ProofUILinuxModules`
// product (see Package.swift). On Apple platforms Apple's CoreTransferable is used.
@_exported import Foundation
@_exported import ProofUI
