// `import CoreMotion` on Linux, for SwiftUI apps' files that read the accelerometer, gyroscope,
// device motion, pedometer or altimeter (parallax effects, step counters). A snapshot has no
// sensors: every `is…Available` is false, nothing is ever active, the latest readings are nil,
// and an update handler is never called; a pedometer query is answered at once with
// `CMErrorMotionActivityNotAvailable`. Opt-in, through the `ProofUILinuxModules` product (see
// Package.swift). On Apple platforms Apple's CoreMotion is used.
@_exported import Foundation
@_exported import ProofUI

/// Core Motion's error domain.
public let CMErrorDomain = "CMErrorDomain"
/// Motion activity (steps, pace) is not available on the device.
public let CMErrorMotionActivityNotAvailable = 104

/// An acceleration in g, per axis (Core Motion's `CMAcceleration`).
public struct CMAcceleration: Sendable, Hashable {
    public var x: Double, y: Double, z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// A rotation rate in radians per second (Core Motion's `CMRotationRate`).
public struct CMRotationRate: Sendable, Hashable {
    public var x: Double, y: Double, z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// A magnetic field in microteslas (Core Motion's `CMMagneticField`).
public struct CMMagneticField: Sendable, Hashable {
    public var x: Double, y: Double, z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// A quaternion (Core Motion's `CMQuaternion`).
public struct CMQuaternion: Sendable, Hashable {
    public var x: Double, y: Double, z: Double, w: Double
    public init() { x = 0; y = 0; z = 0; w = 1 }
    public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
}

/// A reading with its time (Core Motion's `CMLogItem`).
open class CMLogItem: NSObject, @unchecked Sendable {
    /// Seconds since the device booted.
    open var timestamp: TimeInterval { 0 }
}

/// An accelerometer reading (Core Motion's `CMAccelerometerData`).
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    open var acceleration: CMAcceleration { CMAcceleration() }
}

/// A gyroscope reading (Core Motion's `CMGyroData`).
open class CMGyroData: CMLogItem, @unchecked Sendable {
    open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// A magnetometer reading (Core Motion's `CMMagnetometerData`).
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    open var magneticField: CMMagneticField { CMMagneticField() }
}

/// The device's orientation (Core Motion's `CMAttitude`).
open class CMAttitude: NSObject, @unchecked Sendable {
    open var roll: Double { 0 }
    open var pitch: Double { 0 }
    open var yaw: Double { 0 }
    open var quaternion: CMQuaternion { CMQuaternion() }
    open func multiply(byInverseOf attitude: CMAttitude) {}
}

/// The device's motion, fused from its sensors (Core Motion's `CMDeviceMotion`).
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    open var attitude: CMAttitude { CMAttitude() }
    open var rotationRate: CMRotationRate { CMRotationRate() }
    open var gravity: CMAcceleration { CMAcceleration() }
    open var userAcceleration: CMAcceleration { CMAcceleration() }
    open var heading: Double { 0 }
}

/// Which reference frame attitudes are given in (Core Motion's `CMAttitudeReferenceFrame`).
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// The motion sensors (Core Motion's `CMMotionManager`): none in a snapshot.
open class CMMotionManager: NSObject, @unchecked Sendable {
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var showsDeviceMovementDisplay = false

    open var isAccelerometerAvailable: Bool { false }
    open var isGyroAvailable: Bool { false }
    open var isMagnetometerAvailable: Bool { false }
    open var isDeviceMotionAvailable: Bool { false }
    open var isAccelerometerActive: Bool { false }
    open var isGyroActive: Bool { false }
    open var isMagnetometerActive: Bool { false }
    open var isDeviceMotionActive: Bool { false }
    open var accelerometerData: CMAccelerometerData? { nil }
    open var gyroData: CMGyroData? { nil }
    open var magnetometerData: CMMagnetometerData? { nil }
    open var deviceMotion: CMDeviceMotion? { nil }
    open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

    // Starting updates does nothing: there is no sensor, so no handler is ever called.
    open func startAccelerometerUpdates() {}
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
    open func stopAccelerometerUpdates() {}
    open func startGyroUpdates() {}
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
    open func stopGyroUpdates() {}
    open func startMagnetometerUpdates() {}
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {}
    open func stopMagnetometerUpdates() {}
    open func startDeviceMotionUpdates() {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {}
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func stopDeviceMotionUpdates() {}
}

/// The app's permission to read motion activity (Core Motion's `CMAuthorizationStatus`).
public enum CMAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3
}

/// Steps and distance over a span of time (Core Motion's `CMPedometerData`).
open class CMPedometerData: NSObject, @unchecked Sendable {
    open var startDate: Date { Date(timeIntervalSince1970: 0) }
    open var endDate: Date { Date(timeIntervalSince1970: 0) }
    open var numberOfSteps: NSNumber { 0 }
    open var distance: NSNumber? { nil }
    open var floorsAscended: NSNumber? { nil }
    open var floorsDescended: NSNumber? { nil }
    open var currentPace: NSNumber? { nil }
    open var currentCadence: NSNumber? { nil }
    open var averageActivePace: NSNumber? { nil }
}

public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void

/// The step counter (Core Motion's `CMPedometer`): not available in a snapshot.
open class CMPedometer: NSObject, @unchecked Sendable {
    open class func isStepCountingAvailable() -> Bool { false }
    open class func isDistanceAvailable() -> Bool { false }
    open class func isFloorCountingAvailable() -> Bool { false }
    open class func isPaceAvailable() -> Bool { false }
    open class func isCadenceAvailable() -> Bool { false }
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    /// `.notDetermined`: no one is asked in a snapshot.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// Answers at once with no data and `CMErrorMotionActivityNotAvailable`.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, NSError(domain: CMErrorDomain, code: CMErrorMotionActivityNotAvailable))
    }

    /// Never calls `handler`: no step is ever counted.
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
    open func stopUpdates() {}
}

/// A change of altitude and the air pressure (Core Motion's `CMAltitudeData`).
open class CMAltitudeData: CMLogItem, @unchecked Sendable {
    open var relativeAltitude: NSNumber { 0 }
    open var pressure: NSNumber { 0 }
}

/// The barometer (Core Motion's `CMAltimeter`): not available in a snapshot.
open class CMAltimeter: NSObject, @unchecked Sendable {
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    open class func isAbsoluteAltitudeAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    /// Never calls `handler`: there is no barometer.
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, (any Error)?) -> Void) {}
    open func stopRelativeAltitudeUpdates() {}
}
