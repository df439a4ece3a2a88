// `import Contacts` on Linux, for SwiftUI apps' files that write it: contacts, their
// labelled values, the keys to fetch and the contact store. There is no address book in a
// snapshot: the store's authorization stays `.notDetermined`, access is never granted, and a
// fetch finds no contact (a view shows its state before any answer). Contacts an app makes
// (`CNMutableContact`) keep what is set, for tests and previews. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's Contacts is used.
@_exported import Foundation
@_exported import ProofUI

/// A key naming contact properties to fetch (Contacts' `CNKeyDescriptor`); the `CNContact…Key`
/// strings are such keys, as Apple's `NSString` ones are.
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}

public let CNContactIdentifierKey = "identifier"
public let CNContactGivenNameKey = "givenName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactBirthdayKey = "birthday"
public let CNContactNoteKey = "note"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"

/// A phone number (Contacts' `CNPhoneNumber`).
public final class CNPhoneNumber: @unchecked Sendable, Hashable {
    /// The number as written.
    public let stringValue: String

    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    public static func == (a: CNPhoneNumber, b: CNPhoneNumber) -> Bool { a.stringValue == b.stringValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(stringValue) }
}

/// A value with a label such as "mobile" (Contacts' `CNLabeledValue`).
public final class CNLabeledValue<ValueType>: @unchecked Sendable {
    /// The value's identifier.
    public let identifier = UUID().uuidString
    /// The label (`CNLabelHome`, `CNLabelPhoneNumberMobile`… or the app's own).
    public let label: String?
    public let value: ValueType

    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
    }

    /// The label as the user reads it ("mobile" for `CNLabelPhoneNumberMobile`), in English.
    public class func localizedString(forLabel label: String) -> String {
        if label.hasPrefix("_$!<") && label.hasSuffix(">!$_") {
            return String(label.dropFirst(4).dropLast(4)).lowercased()
        }
        return label
    }
}

/// A postal address (Contacts' `CNPostalAddress`).
public class CNPostalAddress: @unchecked Sendable {
    public internal(set) var street = ""
    public internal(set) var city = ""
    public internal(set) var state = ""
    public internal(set) var postalCode = ""
    public internal(set) var country = ""
    public internal(set) var isoCountryCode = ""

    public init() {}
}

/// A postal address an app fills (Contacts' `CNMutablePostalAddress`).
public final class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    public override var street: String { get { super.street } set { super.street = newValue } }
    public override var city: String { get { super.city } set { super.city = newValue } }
    public override var state: String { get { super.state } set { super.state = newValue } }
    public override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    public override var country: String { get { super.country } set { super.country = newValue } }
    public override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

/// A contact (Contacts' `CNContact`).
public class CNContact: @unchecked Sendable, Identifiable {
    /// The contact's identifier.
    public internal(set) var identifier = UUID().uuidString
    public internal(set) var givenName = ""
    public internal(set) var familyName = ""
    public internal(set) var middleName = ""
    public internal(set) var nickname = ""
    public internal(set) var organizationName = ""
    public internal(set) var jobTitle = ""
    public internal(set) var note = ""
    public internal(set) var birthday: DateComponents?
    public internal(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    public internal(set) var emailAddresses: [CNLabeledValue<String>] = []
    public internal(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    public internal(set) var imageData: Data?
    public internal(set) var thumbnailImageData: Data?
    /// Whether the contact has an image.
    public var imageDataAvailable: Bool { imageData != nil }
    public var id: String { identifier }

    public init() {}
}

/// A contact an app fills (Contacts' `CNMutableContact`).
public final class CNMutableContact: CNContact, @unchecked Sendable {
    public override var givenName: String { get { super.givenName } set { super.givenName = newValue } }
    public override var familyName: String { get { super.familyName } set { super.familyName = newValue } }
    public override var middleName: String { get { super.middleName } set { super.middleName = newValue } }
    public override var nickname: String { get { super.nickname } set { super.nickname = newValue } }
    public override var organizationName: String { get { super.organizationName } set { super.organizationName = newValue } }
    public override var jobTitle: String { get { super.jobTitle } set { super.jobTitle = newValue } }
    public override var note: String { get { super.note } set { super.note = newValue } }
    public override var birthday: DateComponents? { get { super.birthday } set { super.birthday = newValue } }
    public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { super.phoneNumbers } set { super.phoneNumbers = newValue }
    }
    public override var emailAddresses: [CNLabeledValue<String>] {
        get { super.emailAddresses } set { super.emailAddresses = newValue }
    }
    public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { super.postalAddresses } set { super.postalAddresses = newValue }
    }
    public override var imageData: Data? { get { super.imageData } set { super.imageData = newValue } }
    public override var thumbnailImageData: Data? { get { super.thumbnailImageData } set { super.thumbnailImageData = newValue } }
}

/// How a contact's full name is written (Contacts' `CNContactFormatter`), in English order.
public final class CNContactFormatter: Formatter, @unchecked Sendable {
    /// The full name or its phonetic form (only `.fullName` is written here).
    public enum Style: Int, Sendable { case fullName, phoneticFullName }

    public var style = Style.fullName

    /// "Given Middle Family", the parts that are not empty; nil when all are.
    public class func string(from contact: CNContact, style: Style) -> String? {
        let name = [contact.givenName, contact.middleName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? nil : name
    }

    public func string(from contact: CNContact) -> String? {
        Self.string(from: contact, style: style)
    }
}

/// What a store holds (Contacts' `CNEntityType`).
public enum CNEntityType: Int, Sendable { case contacts }

/// Whether the app may read contacts (Contacts' `CNAuthorizationStatus`).
public enum CNAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

/// Which contacts to fetch (Contacts' `CNContactFetchRequest`).
public final class CNContactFetchRequest: @unchecked Sendable {
    /// The keys to fetch.
    public var keysToFetch: [any CNKeyDescriptor]
    /// The filter (none: every contact).
    public var predicate: NSPredicate?
    /// Whether unified contacts are returned.
    public var unifyResults = true

    public init(keysToFetch: [any CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
    }
}

/// The address book (Contacts' `CNContactStore`): empty and never authorized in a snapshot.
public final class CNContactStore: @unchecked Sendable {
    public init() {}

    /// `.notDetermined`: no one is asked in a snapshot.
    public class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }

    /// Calls `completionHandler` at once with false (no one can grant access in a snapshot).
    public func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }

    /// False: no one can grant access in a snapshot.
    public func requestAccess(for entityType: CNEntityType) async throws -> Bool { false }

    /// Enumerates no contact (the store is empty).
    public func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                  usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {}

    /// No contact (the store is empty).
    public func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] { [] }
}
