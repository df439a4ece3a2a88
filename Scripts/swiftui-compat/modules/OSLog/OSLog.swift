// `import OSLog` for the compatibility checker: it brings the checker's `os` module, as
// Apple's OSLog re-exports os (see os/Logger.swift for why neither is a package target).
@_exported import os
