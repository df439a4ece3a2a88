// `import PencilKit` on Linux, for SwiftUI apps' files that put a drawing canvas in a
// representable. A snapshot has no pencil and no touches: a canvas's drawing is the one the
// app sets (empty unless a test or preview builds one: strokes cannot be made here), and a
// canvas is a UIKit view, drawn as ProofUI draws any UIView (its background colour and
// subviews; no ink). The tool picker is never shown. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's PencilKit is used.
@_exported import Foundation
@_exported import ProofUI

/// A drawing (PencilKit's `PKDrawing`): no strokes can be drawn in a snapshot, so every
/// drawing is empty.
public struct PKDrawing: Hashable, Sendable {
    /// Why a drawing's data could not be read.
    public enum DrawingError: Error, Sendable { case invalidData }

    /// An empty drawing.
    public init() {}

    /// Reads a drawing written by `dataRepresentation()`: PencilKit's own format is not
    /// documented, so data from a device throws `.invalidData`.
    public init(data: Data) throws {
        guard data == PKDrawing.emptyRepresentation else { throw DrawingError.invalidData }
    }

    /// The drawing's bytes: those of an empty drawing (Proofsheet's own, as PencilKit's are
    /// undocumented).
    public func dataRepresentation() -> Data { PKDrawing.emptyRepresentation }

    /// The area the strokes cover: `.null` for an empty drawing.
    public var bounds: CGRect { .null }

    /// The drawing's strokes: none.
    public var strokes: [PKStroke] { [] }

    /// The part `rect` of the drawing at `scale`: transparent pixels, as there is no ink.
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: rect.size, format: format).image { _ in }
    }

    public func transformed(using transform: CGAffineTransform) -> PKDrawing { self }
    public mutating func transform(using transform: CGAffineTransform) {}
    public func appending(_ drawing: PKDrawing) -> PKDrawing { self }
    public mutating func append(_ drawing: PKDrawing) {}

    private static let emptyRepresentation = Data("proofsheet-pkdrawing-empty".utf8)
}

/// A stroke of a drawing (PencilKit's `PKStroke`): none is ever made in a snapshot.
public struct PKStroke: Sendable {
    public var ink: PKInk
    public var transform: CGAffineTransform
    public var renderBounds: CGRect { .null }
}

/// A tool of a canvas (PencilKit's `PKTool`).
public protocol PKTool: Sendable {}

/// A stroke's ink (PencilKit's `PKInk`).
public struct PKInk: Sendable {
    public typealias InkType = PKInkingTool.InkType
    public var inkType: PKInkingTool.InkType
    public var color: UIColor
    public init(_ inkType: PKInk.InkType, color: UIColor = UIColor.black) {
        self.inkType = inkType
        self.color = color
    }
}

/// A pen, pencil or marker (PencilKit's `PKInkingTool`): kept.
public struct PKInkingTool: PKTool {
    /// The tool's kind (PencilKit's `PKInkingTool.InkType`).
    public enum InkType: String, Sendable, CaseIterable {
        case pen = "com.apple.ink.pen", pencil = "com.apple.ink.pencil", marker = "com.apple.ink.marker"
        case monoline = "com.apple.ink.monoline", fountainPen = "com.apple.ink.fountainpen"
        case watercolor = "com.apple.ink.watercolor", crayon = "com.apple.ink.crayon"
    }

    public var inkType: InkType
    public var color: UIColor
    /// The base width; when made without one, 1 pt here (PencilKit's per-ink defaults are
    /// not documented).
    public var width: CGFloat
    public var ink: PKInk { PKInk(inkType, color: color) }

    public init(_ inkType: PKInkingTool.InkType, color: UIColor = UIColor.black, width: CGFloat? = nil) {
        self.inkType = inkType
        self.color = color
        self.width = width ?? 1
    }

    public init(ink: PKInk, width: CGFloat) {
        self.init(ink.inkType, color: ink.color, width: width)
    }
}

/// An eraser (PencilKit's `PKEraserTool`): kept.
public struct PKEraserTool: PKTool {
    /// What the eraser removes (PencilKit's `PKEraserTool.EraserType`).
    public enum EraserType: Sendable, Hashable { case vector, bitmap, fixedWidthBitmap }
    public var eraserType: EraserType
    /// The width; 1 pt when not given (PencilKit's default is not documented).
    public var width: CGFloat
    public init(_ eraserType: PKEraserTool.EraserType) {
        self.eraserType = eraserType
        width = 1
    }
    public init(_ eraserType: PKEraserTool.EraserType, width: CGFloat) {
        self.eraserType = eraserType
        self.width = width
    }
}

/// A lasso for selecting strokes (PencilKit's `PKLassoTool`).
public struct PKLassoTool: PKTool {
    public init() {}
}

/// Which touches draw (PencilKit's `PKCanvasViewDrawingPolicy`).
public enum PKCanvasViewDrawingPolicy: UInt, Sendable {
    case `default` = 0, anyInput = 1, pencilOnly = 2
}

/// What a canvas tells as the user draws (PencilKit's `PKCanvasViewDelegate`): no one draws
/// in a snapshot, so none is called. Its methods are optional, as in PencilKit.
@preconcurrency @MainActor
public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}

/// Told when the tool picker's selection changes (PencilKit's `PKToolPickerObserver`).
@preconcurrency @MainActor
public protocol PKToolPickerObserver: AnyObject {
    func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
    func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
    func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker)
    func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
    public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {}
}

/// A drawing canvas (PencilKit's `PKCanvasView`, a scroll view): it keeps its drawing, tool
/// and policy, and draws as any UIKit view (no ink: no stroke is ever made).
@preconcurrency @MainActor
open class PKCanvasView: UIScrollView, PKToolPickerObserver {
    // Its delegate is UIScrollView's `delegate`: a `PKCanvasViewDelegate` (a scroll view
    // delegate) is set there. UIKit narrows the property's type through Objective-C, which a
    // Swift override cannot; no delegate method is called in a snapshot.
    /// The drawing shown: empty unless the app sets one.
    open var drawing = PKDrawing()
    /// The tool drawing would use: a black pen until set.
    open var tool: any PKTool = PKInkingTool(.pen, color: .black)
    open var drawingPolicy = PKCanvasViewDrawingPolicy.default
    open var isRulerActive = false
    open var allowsFingerDrawing = true
    open var isDrawingEnabled = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The floating tool palette (PencilKit's `PKToolPicker`): never shown in a snapshot, so
/// `isVisible` stays false whatever `setVisible` asks.
@preconcurrency @MainActor
open class PKToolPicker {
    /// The tool the user picked: a black pen until set.
    open var selectedTool: any PKTool = PKInkingTool(.pen, color: .black)
    open var isRulerActive = false
    open var showsDrawingPolicyControls = true
    open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// False: no palette is ever shown.
    open var isVisible: Bool { false }

    public init() {}

    /// The picker of a window (deprecated in PencilKit): a new one each time here.
    open class func shared(for window: UIWindow) -> PKToolPicker? { PKToolPicker() }

    /// Accepted: no palette is shown in a snapshot.
    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {}

    /// Accepted: the selection never changes in a snapshot, so no observer is told.
    open func addObserver(_ observer: any PKToolPickerObserver) {}
    open func removeObserver(_ observer: any PKToolPickerObserver) {}
}
