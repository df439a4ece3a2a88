// `import IntentsUI` on Linux, for SwiftUI apps' files that write it: the "Add to Siri"
// button and the view controllers that add and edit a voice shortcut, which apps wrap in
// representables; in a snapshot they are drawn as every UIKit view is (empty space, noted),
// and their delegates are never called (no one records a phrase). Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's IntentsUI is
// used.
@_exported import Intents
@_exported import ProofUI

/// The look of the "Add to Siri" button (IntentsUI's `INUIAddVoiceShortcutButtonStyle`).
public enum INUIAddVoiceShortcutButtonStyle: UInt, Sendable {
    case white, whiteOutline, black, blackOutline, automatic, automaticOutline
}

/// What the "Add to Siri" button asks the app to present (IntentsUI's
/// `INUIAddVoiceShortcutButtonDelegate`): never called in a snapshot.
@MainActor @preconcurrency
public protocol INUIAddVoiceShortcutButtonDelegate: AnyObject {
    func present(_ addVoiceShortcutViewController: INUIAddVoiceShortcutViewController, for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
    func present(_ editVoiceShortcutViewController: INUIEditVoiceShortcutViewController, for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
}

/// The "Add to Siri" button (IntentsUI's `INUIAddVoiceShortcutButton`).
@MainActor @preconcurrency
open class INUIAddVoiceShortcutButton: UIButton {
    /// The button's look.
    open private(set) var style: INUIAddVoiceShortcutButtonStyle
    /// The shortcut the button adds.
    open var shortcut: INShortcut?
    /// Who presents the add and edit view controllers.
    open weak var delegate: (any INUIAddVoiceShortcutButtonDelegate)?
    /// The corner radius of the button.
    open var cornerRadius: CGFloat = 8

    public init(style: INUIAddVoiceShortcutButtonStyle) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A white button from an archive (nothing is decoded here).
    public required init?(coder: NSCoder) {
        style = .white
        super.init(coder: coder)
    }

    /// Changes the button's look.
    open func setStyle(_ style: INUIAddVoiceShortcutButtonStyle) {
        self.style = style
    }
}

/// What the add view controller tells (IntentsUI's `INUIAddVoiceShortcutViewControllerDelegate`).
@MainActor @preconcurrency
public protocol INUIAddVoiceShortcutViewControllerDelegate: AnyObject {
    func addVoiceShortcutViewController(_ controller: INUIAddVoiceShortcutViewController, didFinishWith voiceShortcut: INVoiceShortcut?, error: (any Error)?)
    func addVoiceShortcutViewControllerDidCancel(_ controller: INUIAddVoiceShortcutViewController)
}

/// The sheet where the user records a phrase for a shortcut (IntentsUI's
/// `INUIAddVoiceShortcutViewController`).
@MainActor @preconcurrency
open class INUIAddVoiceShortcutViewController: UIViewController {
    /// Told when the user finishes or cancels (never, in a snapshot).
    open weak var delegate: (any INUIAddVoiceShortcutViewControllerDelegate)?
    /// The shortcut being added.
    public let shortcut: INShortcut

    public init(shortcut: INShortcut) {
        self.shortcut = shortcut
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard here (none is loaded): nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// What the edit view controller tells (IntentsUI's `INUIEditVoiceShortcutViewControllerDelegate`).
@MainActor @preconcurrency
public protocol INUIEditVoiceShortcutViewControllerDelegate: AnyObject {
    func editVoiceShortcutViewController(_ controller: INUIEditVoiceShortcutViewController, didUpdate voiceShortcut: INVoiceShortcut?, error: (any Error)?)
    func editVoiceShortcutViewController(_ controller: INUIEditVoiceShortcutViewController, didDeleteVoiceShortcutWithIdentifier deletedVoiceShortcutIdentifier: UUID)
    func editVoiceShortcutViewControllerDidCancel(_ controller: INUIEditVoiceShortcutViewController)
}

/// The sheet where the user changes or deletes a voice shortcut (IntentsUI's
/// `INUIEditVoiceShortcutViewController`).
@MainActor @preconcurrency
open class INUIEditVoiceShortcutViewController: UIViewController {
    /// Told when the user finishes, deletes or cancels (never, in a snapshot).
    open weak var delegate: (any INUIEditVoiceShortcutViewControllerDelegate)?
    /// The voice shortcut being edited.
    public let voiceShortcut: INVoiceShortcut

    public init(voiceShortcut: INVoiceShortcut) {
        self.voiceShortcut = voiceShortcut
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard here (none is loaded): nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
