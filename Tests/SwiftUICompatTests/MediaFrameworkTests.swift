import AudioToolbox
import CoreMotion
import Foundation
import PencilKit
import Photos
import PhotosUI
import ProofUI
import Testing

/// AudioToolbox, Photos and PencilKit as a snapshot honestly runs them: no sound, no library,
/// no ink.
@Suite struct MediaFrameworkTests {
    @Test func systemSoundsPlayNothingAndRegisterFiles() throws {
        #expect(kSystemSoundID_Vibrate == 4095)
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        final class Calls: @unchecked Sendable { var count = 0 }
        let calls = Calls()
        AudioServicesPlaySystemSoundWithCompletion(1104) { calls.count += 1 }
        #expect(calls.count == 1)

        var id: SystemSoundID = 0
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID()).caf")
        #expect(AudioServicesCreateSystemSoundID(missing as CFURL, &id) == kAudioServicesSystemSoundUnspecifiedError && id == 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).caf")
        try Data([0]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var first: SystemSoundID = 0, second: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(file as CFURL, &first) == noErr)
        #expect(AudioServicesCreateSystemSoundID(file as CFURL, &second) == noErr)
        #expect(first >= 4096 && second == first + 1)
        #expect(AudioServicesDisposeSystemSoundID(first) == kAudioServicesNoError)
    }

    @Test func thePhotoLibraryIsEmptyAndNeverAuthorized() async throws {
        #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .addOnly) == .denied)
        final class Answer: @unchecked Sendable { var status: PHAuthorizationStatus? }
        let answer = Answer()
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { answer.status = $0 }
        #expect(answer.status == .denied)

        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.fetchLimit = 10
        let assets = PHAsset.fetchAssets(with: .image, options: options)
        #expect(assets.count == 0 && assets.firstObject == nil && options.fetchLimit == 10)
        var visited = 0
        assets.enumerateObjects { _, _, _ in visited += 1 }
        #expect(visited == 0)

        final class Image: @unchecked Sendable { var calls = 0; var image: UIImage?; var error: (any Error)? }
        let image = Image()
        let id = PHCachingImageManager().requestImage(for: PHAsset(), targetSize: PHImageManagerMaximumSize, contentMode: .aspectFill,
                                                      options: PHImageRequestOptions()) { result, info in
            image.calls += 1
            image.image = result
            image.error = info?[PHImageErrorKey] as? any Error
        }
        #expect(image.calls == 1 && image.image == nil && id != PHInvalidImageRequestID)
        #expect((image.error as? PHPhotosError)?.code == .accessUserDenied)

        #expect(throws: PHPhotosError(.accessUserDenied)) {
            try PHPhotoLibrary.shared().performChangesAndWait { _ = PHAssetCreationRequest.creationRequestForAsset(from: UIImage()) }
        }
        // PhotosUI brings Photos, as Apple's does.
        _ = PHPickerConfiguration(photoLibrary: PHPhotoLibrary.shared())
    }

    @MainActor @Test func aCanvasKeepsItsToolAndHasNoInk() throws {
        let canvas = PKCanvasView()
        #expect(canvas.frame == .zero)
        canvas.drawingPolicy = .anyInput
        canvas.tool = PKInkingTool(.marker, color: .red, width: 12)
        #expect(canvas.drawingPolicy == .anyInput)
        let tool = try #require(canvas.tool as? PKInkingTool)
        #expect(tool.inkType == .marker && tool.width == 12)
        #expect(canvas.drawing == PKDrawing() && canvas.drawing.strokes.isEmpty && canvas.drawing.bounds.isNull)
        #expect(try PKDrawing(data: canvas.drawing.dataRepresentation()) == PKDrawing())
        #expect(throws: PKDrawing.DrawingError.invalidData) { try PKDrawing(data: Data([1, 2, 3])) }

        let image = canvas.drawing.image(from: CGRect(x: 0, y: 0, width: 10, height: 5), scale: 2)
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2)

        let picker = PKToolPicker()
        picker.setVisible(true, forFirstResponder: canvas)
        picker.addObserver(canvas)
        #expect(!picker.isVisible)
        #expect(PKEraserTool(.vector).eraserType == .vector)
    }
}

/// Core Motion without sensors: nothing available, no readings, no handler calls.
@Suite struct CoreMotionTests {
    @Test func noSensorGivesData() {
        let manager = CMMotionManager()
        manager.deviceMotionUpdateInterval = 1.0 / 60
        final class Calls: @unchecked Sendable { var count = 0; var error: NSError? }
        let calls = Calls()
        manager.startDeviceMotionUpdates(to: OperationQueue()) { _, _ in calls.count += 1 }
        manager.startAccelerometerUpdates(to: OperationQueue()) { _, _ in calls.count += 1 }
        #expect(!manager.isDeviceMotionAvailable && !manager.isAccelerometerAvailable && !manager.isGyroAvailable)
        #expect(!manager.isDeviceMotionActive && manager.deviceMotion == nil && manager.accelerometerData == nil)
        #expect(manager.deviceMotionUpdateInterval == 1.0 / 60 && calls.count == 0)

        #expect(!CMPedometer.isStepCountingAvailable() && CMPedometer.authorizationStatus() == .notDetermined)
        CMPedometer().queryPedometerData(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 60)) { data, error in
            calls.count += data == nil ? 1 : 100
            calls.error = error as NSError?
        }
        #expect(calls.count == 1 && calls.error?.domain == CMErrorDomain && calls.error?.code == CMErrorMotionActivityNotAvailable)
        #expect(!CMAltimeter.isRelativeAltitudeAvailable())
    }
}
