// Status: supported — Foundation's `NSErrorPointer`, which swift-corelibs-foundation lacks.

#if os(Linux)
import Foundation

/// Where an Objective-C-style method writes its error (Foundation's `NSErrorPointer`). Apple's
/// is an autoreleasing pointer, which needs the Objective-C runtime; this one is an ordinary
/// pointer, which `&error` (an `NSError?` variable) passes the same way. Declared on this floor
/// for the `import Foundation` files that write it (Docs/OneSource.md).
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif
