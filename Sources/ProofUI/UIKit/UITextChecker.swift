// Status: accepted — UIKit's spell checker (`UITextChecker`) with no dictionary: every word is
// spelled right and has no guesses, so a snapshot does not depend on a machine's word lists.

import Foundation

/// UIKit's spell checker. A snapshot has no dictionary: no word is misspelled (the range found
/// is `NSNotFound`), no guess or completion is offered, and the shared list of learned words
/// stays empty (it would carry state from one test to the next); ignored words are kept.
nonisolated open class UITextChecker: @unchecked Sendable {
    private var ignored: Set<String> = []

    public init() {}

    /// The languages checked: none, as there is no dictionary here.
    open class var availableLanguages: [String] { [] }

    /// The first misspelled word in `range` of `stringToCheck`: none (`NSNotFound`).
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// Spellings for the word at `range`: none.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// Words that complete the partial word at `range`: none.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// Accepted: the shared list of learned words stays empty.
    open class func learnWord(_ word: String) {}

    /// Accepted: the shared list of learned words stays empty.
    open class func unlearnWord(_ word: String) {}

    /// Whether `word` is in the shared list of learned words: never.
    open class func hasLearnedWord(_ word: String) -> Bool { false }

    /// Ignores `word` in this checker from now on.
    open func ignoreWord(_ word: String) { ignored.insert(word) }

    /// The words this checker ignores, in alphabetical order.
    open var ignoredWords: [String]? {
        get { ignored.sorted() }
        set { ignored = Set(newValue ?? []) }
    }
}
