// `import EventKitUI` on Linux, for SwiftUI apps' files that write it: the event viewer and
// editor and the calendar chooser, which apps wrap in representables; in a snapshot they are
// drawn as every UIKit view controller is (empty space, noted), and they never finish.
// Opt-in, through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms
// Apple's EventKitUI is used.
@_exported import EventKit
@_exported import Foundation
@_exported import ProofUI

/// How the event editor was closed (EventKitUI's `EKEventEditViewAction`).
public enum EKEventEditViewAction: Int, Sendable {
    case canceled, saved, deleted
    public static let cancelled = EKEventEditViewAction.canceled
}

/// How the event viewer was closed (EventKitUI's `EKEventViewAction`).
public enum EKEventViewAction: Int, Sendable { case done, responded, deleted }

/// Whether the calendar chooser picks one calendar or several (EventKitUI's `EKCalendarChooserSelectionStyle`).
public enum EKCalendarChooserSelectionStyle: Int, Sendable { case single, multiple }

/// Which calendars the chooser lists (EventKitUI's `EKCalendarChooserDisplayStyle`).
public enum EKCalendarChooserDisplayStyle: Int, Sendable { case allCalendars, writableCalendarsOnly }

/// What the event editor tells (EventKitUI's `EKEventEditViewDelegate`).
@MainActor @preconcurrency
public protocol EKEventEditViewDelegate: AnyObject {
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
    func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar
}

extension EKEventEditViewDelegate {
    public func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar { EKCalendar() }
}

/// The event editor (EventKitUI's `EKEventEditViewController`, a navigation controller).
@MainActor @preconcurrency
open class EKEventEditViewController: UINavigationController {
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?
    open var eventStore: EKEventStore!
    open var event: EKEvent?
    open func cancelEditing() {}
}

/// What the event viewer tells (EventKitUI's `EKEventViewDelegate`).
@MainActor @preconcurrency
public protocol EKEventViewDelegate: AnyObject {
    func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}

/// The event viewer (EventKitUI's `EKEventViewController`).
@MainActor @preconcurrency
open class EKEventViewController: UIViewController {
    open weak var delegate: (any EKEventViewDelegate)?
    open var event: EKEvent!
    open var allowsEditing = false
    open var allowsCalendarPreview = false
}

/// What the calendar chooser tells (EventKitUI's `EKCalendarChooserDelegate`); every method is optional.
@MainActor @preconcurrency
public protocol EKCalendarChooserDelegate: AnyObject {
    func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser)
    func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser)
    func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser)
}

extension EKCalendarChooserDelegate {
    public func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser) {}
}

/// The calendar chooser (EventKitUI's `EKCalendarChooser`).
@MainActor @preconcurrency
open class EKCalendarChooser: UIViewController {
    open weak var delegate: (any EKCalendarChooserDelegate)?
    open var selectedCalendars: Set<EKCalendar> = []
    open var showsDoneButton = false
    open var showsCancelButton = false
    public let selectionStyle: EKCalendarChooserSelectionStyle
    public let displayStyle: EKCalendarChooserDisplayStyle

    public init(selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle, eventStore: EKEventStore) {
        self.selectionStyle = selectionStyle
        self.displayStyle = displayStyle
        super.init(nibName: nil, bundle: nil)
    }

    public init(selectionStyle style: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle, entityType: EKEntityType,
                eventStore: EKEventStore) {
        selectionStyle = style
        self.displayStyle = displayStyle
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard here (none is loaded): nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
