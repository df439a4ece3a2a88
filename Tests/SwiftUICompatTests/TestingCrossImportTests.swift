import CoreGraphics
import Testing
import UIKit

/// A Swift Testing file may import UIKit and CoreGraphics on Linux as on iOS: Swift 6.2's
/// Testing asks for its cross-import overlays (`_Testing_UIKit`…), which the Linux modules
/// provide. This file compiling is the test; the expectation checks it sees UIKit's names.
@Suite struct TestingCrossImportTests {
    @Test func aTestingFileSeesUIKit() {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.red.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && green == 0 && blue == 0 && alpha == 1)
    }
}
