// Status: accepted and ignored — keyboard and submit modifiers of text input compile; a snapshot has no keyboard.
nonisolated extension View {
    /// Accepted; never runs.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}

nonisolated extension View {
    /// Accepted; a snapshot has no keyboard.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

/// When `onSubmit` runs.
nonisolated public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the return key.
nonisolated public enum SubmitLabel: Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}

/// The keyboard a text field shows (UIKit's `UIKeyboardType`).
nonisolated public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The deprecated name of ``asciiCapable``.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// How a text field capitalises.
nonisolated public struct TextInputAutocapitalization: Sendable {
    let rule: Int
    public static let never = TextInputAutocapitalization(rule: 0)
    public static let words = TextInputAutocapitalization(rule: 1)
    public static let sentences = TextInputAutocapitalization(rule: 2)
    public static let characters = TextInputAutocapitalization(rule: 3)
}

/// UIKit's capitalisation styles.
nonisolated public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// What a text field holds, for autofill (UIKit's `UITextContentType`).
nonisolated public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
}
