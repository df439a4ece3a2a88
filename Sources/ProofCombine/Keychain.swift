// Status: supported — Security's keychain (`SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete`, their keys and result codes) in memory, as Apple's Foundation brings it to every file.

// Security's keychain on Linux, for apps' files that keep secrets in the keychain:
// `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete`, their keys and
// result codes. A snapshot has no device keychain; this one is in memory, one per process,
// empty when the process starts: what an app's wrapper adds it finds again, updates and
// deletes, with Security's result codes (`errSecDuplicateItem`, `errSecItemNotFound`), so a
// view model that saves a token and reads it back behaves as on a device. Nothing is written
// to disk. Keys are strings (`CFString` is `String` here) with the raw values Apple's
// headers give them. It is on this floor, beside Combine's API, because Apple's Foundation
// brings Security with it: a model file with `import Foundation` alone (Apple's
// GenericKeychain sample's `KeychainPasswordItem`) uses it, and sees it where ProofCombine is
// imported into every file (Docs/OneSource.md). `import Security` brings it too. On Apple
// platforms Apple's Security is used.
#if !canImport(Darwin)
import Foundation

// MARK: - Result codes

/// No error.
public let errSecSuccess: OSStatus = 0
/// A function or operation is not implemented.
public let errSecUnimplemented: OSStatus = -4
/// One or more parameters passed to a function are not valid.
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// No keychain is available.
public let errSecNotAvailable: OSStatus = -25291
/// The user name or passphrase is not correct.
public let errSecAuthFailed: OSStatus = -25293
/// The item already exists in the keychain.
public let errSecDuplicateItem: OSStatus = -25299
/// The item cannot be found in the keychain.
public let errSecItemNotFound: OSStatus = -25300
/// User interaction is not allowed.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// The data cannot be decoded.
public let errSecDecode: OSStatus = -26275
/// The user canceled the operation.
public let errSecUserCanceled: OSStatus = -128
/// A required entitlement is missing.
public let errSecMissingEntitlement: OSStatus = -34018

/// A description of a result code (Security's `SecCopyErrorMessageString`), in English; nil for
/// a code Security does not describe here.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: "No error."
    case errSecUnimplemented: "Function or operation not implemented."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecAllocate: "Failed to allocate memory."
    case errSecNotAvailable: "No keychain is available. You may need to restart your computer."
    case errSecAuthFailed: "The user name or passphrase you entered is not correct."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecInteractionNotAllowed: "User interaction is not allowed."
    case errSecDecode: "Unable to decode the provided data."
    case errSecUserCanceled: "User canceled the operation."
    case errSecMissingEntitlement: "A required entitlement isn't present."
    default: nil
    }
}

// MARK: - Item classes

/// The key of an item's class.
public let kSecClass: CFString = "class"
/// A generic password.
public let kSecClassGenericPassword: CFString = "genp"
/// An internet password.
public let kSecClassInternetPassword: CFString = "inet"
/// A certificate.
public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key.
public let kSecClassKey: CFString = "keys"
/// An identity (a certificate with its private key).
public let kSecClassIdentity: CFString = "idnt"

// MARK: - Attributes

public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessGroup: CFString = "agrp"
public let kSecAttrAccessControl: CFString = "accc"
public let kSecAttrSynchronizable: CFString = "sync"
/// In a query: match synchronizable and non-synchronizable items alike.
public let kSecAttrSynchronizableAny: CFString = "syna"
public let kSecAttrCreationDate: CFString = "cdat"
public let kSecAttrModificationDate: CFString = "mdat"
public let kSecAttrDescription: CFString = "desc"
public let kSecAttrComment: CFString = "icmt"
public let kSecAttrCreator: CFString = "crtr"
public let kSecAttrType: CFString = "type"
public let kSecAttrLabel: CFString = "labl"
public let kSecAttrIsInvisible: CFString = "invi"
public let kSecAttrIsNegative: CFString = "nega"
public let kSecAttrAccount: CFString = "acct"
public let kSecAttrService: CFString = "svce"
public let kSecAttrGeneric: CFString = "gena"
public let kSecAttrSecurityDomain: CFString = "sdmn"
public let kSecAttrServer: CFString = "srvr"
public let kSecAttrProtocol: CFString = "ptcl"
public let kSecAttrAuthenticationType: CFString = "atyp"
public let kSecAttrPort: CFString = "port"
public let kSecAttrPath: CFString = "path"

// The values of `kSecAttrAccessible`.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
public let kSecAttrAccessibleAlways: CFString = "dk"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

// MARK: - Search, return and value keys

public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecMatchLimitAll: CFString = "m_LimitAll"
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"
public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecReturnRef: CFString = "r_Ref"
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
public let kSecValueData: CFString = "v_Data"
public let kSecValueRef: CFString = "v_Ref"
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
public let kSecUseDataProtectionKeychain: CFString = "nleg"
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"

// MARK: - Item functions

/// Adds an item (Security's `SecItemAdd`): `errSecParam` without a class,
/// `errSecDuplicateItem` when an item of its class has the same primary key.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    SnapshotKeychain.shared.add(attributes, result: result)
}

/// Finds items (Security's `SecItemCopyMatching`): the first match unless `kSecMatchLimit` is
/// `kSecMatchLimitAll`; `result` is its data, its attributes, or both in one dictionary, as the
/// query's return keys ask; `errSecItemNotFound` when nothing matches.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    SnapshotKeychain.shared.copyMatching(query, result: result)
}

/// Changes every matching item (Security's `SecItemUpdate`); `errSecItemNotFound` when none.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    SnapshotKeychain.shared.update(query, with: attributesToUpdate)
}

/// Deletes every matching item (Security's `SecItemDelete`); `errSecItemNotFound` when none.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    SnapshotKeychain.shared.delete(query)
}
#endif
