// `import OSLog` on Linux, for SwiftUI apps' files that write it: it brings the `os`
// module's logging API (as Apple's OSLog re-exports os). Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's OSLog is used.
@_exported import os
