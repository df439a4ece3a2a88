// ProofUI engine: pseudo-locales that transform localisable texts as a translation would.

/// A pseudo-locale: the app's localisable texts transformed as a translation would change
/// them, so that a suite finds truncation, clipping and hard-coded strings in every
/// permutation before any translation exists (as Android's en-XA and ar-XB, and Xcode's
/// "double-length" and "right-to-left" pseudolanguages).
///
/// It applies to every `Text` made from a `LocalizedStringKey` (a literal such as
/// `Text("Settings")`, a button's or label's title); text from a string value
/// (`Text(model.title)`, `Text(verbatim:)`) stays as written — which is how hard-coded
/// strings stand out. A view model that localises its own strings can call
/// ``transform(_:)`` itself.
nonisolated public enum PseudoLocale: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Accented and expanded: `Settings` → `[Šéţţîñĝš one two]`: every letter accented,
    /// 40% longer (30% past 20 characters) and bracketed, so a cut end shows.
    case accented
    /// Right to left: the characters in reverse order (`Settings` → `sgnitteS`) in a
    /// mirrored layout, as a right-to-left reader meets them.
    case rightToLeft

    public var description: String {
        switch self {
        case .accented: "accented"
        case .rightToLeft: "rtlPseudo"
        }
    }

    /// `text` in this pseudo-locale; empty text stays empty.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .accented: return Self.accentedAndExpanded(text)
        case .rightToLeft: return String(text.reversed())
        }
    }

    static func accentedAndExpanded(_ text: String) -> String {
        var accented = ""
        var length = 0
        for character in text {
            accented.append(Self.accents[character] ?? character)
            length += 1
        }
        let target = (length * (length > 20 ? 3 : 4) + 9) / 10
        var filler = ""
        var index = 0
        while filler.count < max(target, 1) {
            if !filler.isEmpty { filler += " " }
            filler += Self.fillerWords[index % Self.fillerWords.count]
            index += 1
        }
        return "[" + accented + " " + filler + "]"
    }

    static let fillerWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// ASCII letters to accented letters of Latin-1 and Latin Extended-A, which the bundled
    /// font draws.
    static let accents: [Character: Character] = {
        let pairs: [(Character, Character)] = [
            ("a", "á"), ("b", "ƀ"), ("c", "ç"), ("d", "ď"), ("e", "é"), ("f", "ƒ"), ("g", "ĝ"), ("h", "ĥ"), ("i", "î"),
            ("j", "ĵ"), ("k", "ķ"), ("l", "ļ"), ("m", "ɱ"), ("n", "ñ"), ("o", "ö"), ("p", "þ"), ("q", "ǫ"), ("r", "ŕ"),
            ("s", "š"), ("t", "ţ"), ("u", "û"), ("v", "ṽ"), ("w", "ŵ"), ("x", "ẋ"), ("y", "ý"), ("z", "ž"),
            ("A", "Å"), ("B", "Ɓ"), ("C", "Ç"), ("D", "Ď"), ("E", "É"), ("F", "Ƒ"), ("G", "Ĝ"), ("H", "Ĥ"), ("I", "Î"),
            ("J", "Ĵ"), ("K", "Ķ"), ("L", "Ļ"), ("M", "Ṁ"), ("N", "Ñ"), ("O", "Ö"), ("P", "Þ"), ("Q", "Ǫ"), ("R", "Ŕ"),
            ("S", "Š"), ("T", "Ţ"), ("U", "Û"), ("V", "Ṽ"), ("W", "Ŵ"), ("X", "Ẋ"), ("Y", "Ý"), ("Z", "Ž"),
        ]
        return Dictionary(uniqueKeysWithValues: pairs)
    }()
}

nonisolated extension EnvironmentValues {
    /// The pseudo-locale localisable texts are shown in (nil: as written). The matrix's
    /// `pseudoLocales:` axis sets it, with the right-to-left layout for ``PseudoLocale/rightToLeft``.
    public var pseudoLocale: PseudoLocale? {
        get { self[PseudoLocaleKey.self] }
        set { self[PseudoLocaleKey.self] = newValue }
    }
}

nonisolated private enum PseudoLocaleKey: EnvironmentKey { static var defaultValue: PseudoLocale? { nil } }
