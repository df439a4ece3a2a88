// `import UniformTypeIdentifiers` on Linux, for SwiftUI apps' files that write it: `UTType`
// with the system's common types, their identifiers, file name extensions and MIME types,
// and conformance along each type's parents. The type itself is ProofUI's
// (Sources/ProofUI/Foundation/UTType.swift), because SwiftUI's `onDrop(of:)` and
// `fileImporter(allowedContentTypes:)` take it. Opt-in, through the `ProofUILinuxModules`
// product (see Package.swift). On Apple platforms Apple's UniformTypeIdentifiers is used.
@_exported import ProofUI
