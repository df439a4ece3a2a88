// AVFoundation's camera capture, for SwiftUI apps' camera and code-scanner views. A snapshot
// has no camera or microphone: no capture device exists (`AVCaptureDevice.default` is nil,
// discovery finds none), access stays `.notDetermined` and a request for it is answered
// "not granted" without asking, a session never runs, no photo is taken and no code is read,
// so a view shows the state it has without a camera, as in the Simulator.

/// A kind of media (AVFoundation's `AVMediaType`).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let metadata = AVMediaType(rawValue: "meta")
    public static let text = AVMediaType(rawValue: "text")
}

/// Whether the app may use a capture device (AVFoundation's `AVAuthorizationStatus`).
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

/// A camera or microphone (AVFoundation's `AVCaptureDevice`): none exists in a snapshot.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// Which side of the device a camera faces.
    public enum Position: Int, Sendable { case unspecified, back, front }
    /// How exposure is set.
    public enum ExposureMode: Int, Sendable { case locked, autoExpose, continuousAutoExposure, custom }
    /// How focus is set.
    public enum FocusMode: Int, Sendable { case locked, autoFocus, continuousAutoFocus }
    /// The torch's state.
    public enum TorchMode: Int, Sendable { case off, on, auto }
    /// The flash's state.
    public enum FlashMode: Int, Sendable { case off, on, auto }

    /// A kind of capture device (AVFoundation's `AVCaptureDevice.DeviceType`).
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }

    /// Finds capture devices (AVFoundation's `AVCaptureDevice.DiscoverySession`): none here.
    open class DiscoverySession: NSObject, @unchecked Sendable {
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
        /// The devices found: none.
        open var devices: [AVCaptureDevice] { [] }
    }

    open var position: Position { .unspecified }
    open var localizedName: String { "" }
    open var uniqueID: String { "" }
    open var hasTorch: Bool { false }
    open var hasFlash: Bool { false }
    open var isTorchAvailable: Bool { false }
    open var torchMode = TorchMode.off
    open var exposureMode = ExposureMode.continuousAutoExposure
    open var focusMode = FocusMode.continuousAutoFocus
    open var videoZoomFactor: CGFloat = 1

    override init() {}

    /// The default device for `mediaType`: nil, as a snapshot has no camera or microphone.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    /// The default device of `deviceType`: nil.
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    /// The camera the user prefers: none.
    open class var userPreferredCamera: AVCaptureDevice? { nil }
    /// `.notDetermined`: nobody is asked in a snapshot.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    /// Answers false at once: nobody is asked in a snapshot.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        handler(false)
    }
    /// False: nobody is asked in a snapshot.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    open func lockForConfiguration() throws {}
    open func unlockForConfiguration() {}
    open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }
    open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
}

/// A source of a capture session (AVFoundation's `AVCaptureInput`).
open class AVCaptureInput: NSObject, @unchecked Sendable {}

/// A device as a session's input (AVFoundation's `AVCaptureDeviceInput`).
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws { self.device = device }
}

/// A connection between a session's input and output (AVFoundation's `AVCaptureConnection`).
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    open var isEnabled = true
    open var isActive: Bool { false }
    open var videoRotationAngle: CGFloat = 0
}

/// A destination of a capture session (AVFoundation's `AVCaptureOutput`).
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    open var connections: [AVCaptureConnection] { [] }
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// Captures media (AVFoundation's `AVCaptureSession`): its inputs and outputs are kept, and
/// it never runs, as a snapshot has no capture hardware.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// A quality level (AVFoundation's `AVCaptureSession.Preset`).
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
    }

    open var sessionPreset = Preset.high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    /// False: the session never runs.
    open var isRunning: Bool { false }
    open var isInterrupted: Bool { false }

    public override init() {}

    open func beginConfiguration() {}
    open func commitConfiguration() {}
    /// True unless `input` was added already.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains(input) }
    open func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    /// True unless `output` was added already.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains(output) }
    open func addOutput(_ output: AVCaptureOutput) { if canAddOutput(output) { outputs.append(output) } }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    /// Does nothing: there is no hardware to run.
    open func startRunning() {}
    open func stopRunning() {}
}

/// Something found in the captured video, such as a code (AVFoundation's `AVMetadataObject`).
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// A kind of metadata object (AVFoundation's `AVMetadataObject.ObjectType`).
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let face = ObjectType(rawValue: "face")
    }

    open var type: ObjectType { .qr }
    open var bounds: CGRect { .zero }
}

/// A barcode read from video (AVFoundation's `AVMetadataMachineReadableCodeObject`): none is read here.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    open var stringValue: String? { nil }
    open var corners: [CGPoint] { [] }
}

/// Reads codes and faces from a session's video (AVFoundation's `AVCaptureMetadataOutput`):
/// the session never runs, so its delegate is never called.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    /// The kinds looked for.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    /// The kinds it could read: none without a camera input.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?

    public override init() {}

    /// Keeps `objectsDelegate` (never called).
    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?) {
        metadataObjectsDelegate = objectsDelegate
    }
}

/// What a metadata output tells (AVFoundation's `AVCaptureMetadataOutputObjectsDelegate`;
/// its method is optional): never called in a snapshot.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// Settings of one photo (AVFoundation's `AVCapturePhotoSettings`): kept.
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    open var flashMode = AVCaptureDevice.FlashMode.off
    public override init() {}
}

/// A taken photo (AVFoundation's `AVCapturePhoto`): none is taken here.
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    open func fileDataRepresentation() -> Data? { nil }
    open func cgImageRepresentation() -> CGImage? { nil }
}

/// Takes photos (AVFoundation's `AVCapturePhotoOutput`): the session never runs, so no photo
/// is taken and the delegate is never called.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() {}
    /// Takes nothing.
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {}
}

/// What a photo output tells (AVFoundation's `AVCapturePhotoCaptureDelegate`; its methods are
/// optional): never called in a snapshot.
public protocol AVCapturePhotoCaptureDelegate: AnyObject {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {}
}

/// A layer showing a session's video (AVFoundation's `AVCaptureVideoPreviewLayer`): no video
/// runs, so it shows nothing (a snapshot draws no layer).
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    open var session: AVCaptureSession?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var connection: AVCaptureConnection? { nil }

    public init(session: AVCaptureSession) {
        self.session = session
        super.init()
    }

    public override init() {
        super.init()
    }
}
