import CoreImage
import Foundation
import ProofGraphics
import ProofRender
import ProofUI
import Testing

/// Core Image as photo-filter and QR-code views use it (the 100 Days of SwiftUI's Instafilter
/// and Hot Prospects): filters keep their inputs and pass the photo through unchanged, a
/// generator makes no image, and a Core Graphics image draws what it was made from.
@Suite struct CoreImageTests {
    static let photo: UIImage = {
        var bitmap = Bitmap(width: 4, height: 2, fill: RGBA8(r: 200, g: 40, b: 10))
        bitmap[3, 1] = RGBA8(r: 0, g: 0, b: 255)
        return UIImage(data: Data(PNG.encode(bitmap)))!
    }()

    @Test func aFilterKeepsItsInputsAndPassesThePhotoThrough() throws {
        let filter: CIFilter = .sepiaTone()
        #expect(filter.name == "CISepiaTone" && filter.inputKeys == [kCIInputImageKey, kCIInputIntensityKey])
        #expect(filter.outputImage == nil, "no input image yet, as in Core Image")
        let input = try #require(CIImage(image: Self.photo))
        #expect(input.extent == CGRect(x: 0, y: 0, width: 4, height: 2))
        filter.setValue(input, forKey: kCIInputImageKey)
        filter.setValue(0.25, forKey: kCIInputIntensityKey)
        #expect((filter as? CISepiaTone)?.intensity == 0.25)
        #expect(filter.outputImage === input)

        let pixellate = CIFilter.pixellate()
        #expect(pixellate.scale == 8 && pixellate.center == CGPoint(x: 150, y: 150), "Core Image's defaults")
        pixellate.center = CGPoint(x: 2, y: 1)
        #expect((pixellate.value(forKey: kCIInputCenterKey) as? CIVector)?.cgPointValue == CGPoint(x: 2, y: 1))
        #expect(CIFilter(name: "CIGaussianBlur", parameters: [kCIInputRadiusKey: 3.0])?.value(forKey: kCIInputRadiusKey) as? Double == 3)
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
    }

    @Test func theContextsImageDrawsThePhoto() throws {
        let filter = CIFilter.vignette()
        filter.inputImage = CIImage(image: Self.photo)
        let output = try #require(filter.outputImage)
        let cgImage = try #require(CIContext().createCGImage(output, from: output.extent))
        #expect(cgImage.width == 4 && cgImage.height == 2)
        var scaleOne = EnvironmentValues()
        scaleOne.displayScale = 1
        let drawn = try Renderer().render(Image(uiImage: UIImage(cgImage: cgImage)), in: scaleOne, size: .fixed(width: 4, height: 2)).bitmap
        #expect(drawn[0, 0] == RGBA8(r: 200, g: 40, b: 10) && drawn[3, 1] == RGBA8(r: 0, g: 0, b: 255))
    }

    @Test func aGeneratorMakesNoImage() throws {
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data("ada".utf8)
        #expect(qr.correctionLevel == "M" && qr.message == Data("ada".utf8))
        let output = try #require(qr.outputImage)
        #expect(output.extent.isEmpty && CIContext().createCGImage(output, from: output.extent) == nil)
    }
}
