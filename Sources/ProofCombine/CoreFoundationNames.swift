// Status: supported — Core Foundation's names that keychain, sound and file code passes across (CFString, CFDictionary, CFTypeRef, kCFBooleanTrue, OSStatus), as Swift values.

import Foundation

#if !canImport(Darwin)
// On Apple platforms `import Foundation` (and so `import SwiftUI`) brings Core Foundation and
// MacTypes: files write `[CFString: Any]`, `query as CFDictionary`, `kCFBooleanTrue` and
// `OSStatus` without importing anything else. Linux's Foundation keeps Core Foundation
// private, so these names are declared here, each as the Swift type Apple's toll-free
// bridging turns it into (`kSecClass as String`, `url as CFURL` and `data as CFData` compile
// and keep the value). Apple's `CFGetTypeID`-style functions are not declared.

/// A Core Foundation string (a `String` here; toll-free bridged on Apple platforms).
public typealias CFString = String
/// A Core Foundation dictionary: `query as CFDictionary` keeps the dictionary's entries.
public typealias CFDictionary = [AnyHashable: Any]
/// A Core Foundation array.
public typealias CFArray = [Any]
/// Core Foundation bytes (`Data` here).
public typealias CFData = Data
/// A Core Foundation URL (`URL` here).
public typealias CFURL = URL
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// A Core Foundation error (an `Error` here: Apple's bridges to `Error` with `as`).
public typealias CFError = any Error
/// A Core Foundation Boolean (`NSNumber` here, as on Apple platforms once bridged).
public typealias CFBoolean = NSNumber
/// Core Foundation's true (`CFBoolean!`, as Apple's SDK imports it).
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
/// A result code of Apple's C frameworks (MacTypes' `OSStatus`): 0 is success.
public typealias OSStatus = Int32
/// MacTypes' four-character code.
public typealias OSType = UInt32
/// MacTypes' "no error" result.
public let noErr: OSStatus = 0
#endif
