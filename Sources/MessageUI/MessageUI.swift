// `import MessageUI` on Linux, for SwiftUI apps' files that write it: the mail and message
// composers apps wrap in representables, drawn as any UIKit view controller is in a snapshot.
// The device cannot send mail or messages. Opt-in, through the `ProofUILinuxModules` product
// (see Package.swift). On Apple platforms Apple's MessageUI is used.
@_exported import Foundation
@_exported import ProofUI

/// How mail composing ended (MessageUI's `MFMailComposeResult`).
public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }

/// How message composing ended (MessageUI's `MessageComposeResult`).
public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }

/// What the mail composer tells (MessageUI's `MFMailComposeViewControllerDelegate`).
@MainActor @preconcurrency
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}

/// The mail composer (MessageUI's `MFMailComposeViewController`).
@MainActor @preconcurrency
open class MFMailComposeViewController: UIViewController {
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// False: a snapshot's device has no mail account.
    public static func canSendMail() -> Bool { false }
    open func setToRecipients(_ toRecipients: [String]?) {}
    open func setCcRecipients(_ ccRecipients: [String]?) {}
    open func setBccRecipients(_ bccRecipients: [String]?) {}
    open func setSubject(_ subject: String) {}
    open func setMessageBody(_ body: String, isHTML: Bool) {}
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {}
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

/// What the message composer tells (MessageUI's `MFMessageComposeViewControllerDelegate`).
@MainActor @preconcurrency
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The message composer (MessageUI's `MFMessageComposeViewController`).
@MainActor @preconcurrency
open class MFMessageComposeViewController: UIViewController {
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?
    /// False: a snapshot's device cannot send messages.
    public static func canSendText() -> Bool { false }
    public static func canSendAttachments() -> Bool { false }
    public static func canSendSubject() -> Bool { false }
}
