import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// One renderer for the suite: renderers are values meant to be shared (the glyph cache and
/// decoded images are thread-safe).
let renderer = Renderer()

/// The description of `view` laid out at `width`×`height` points (fixed size, no safe area),
/// without the header line.
func describe<V: View>(_ view: V, width: Double = 200, height: Double = 100,
                       environment: EnvironmentValues = EnvironmentValues()) throws -> String {
    let layout = try renderer.layout(view, in: environment, size: .fixed(width: width, height: height))
    let text = layout.textDescription.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    if let path = ProcessInfo.processInfo.environment["PROOF_DUMP_DESCRIBE"], let file = FileHandle(forWritingAtPath: path) {
        // For reviewing expectations after a layout change: run with --no-parallel.
        file.seekToEndOfFile()
        file.write(Data(("DESCRIBE-BEGIN \(Test.current?.name ?? "?")\n" + text + "DESCRIBE-END\n").utf8))
        file.closeFile()
    }
    return text
}

/// The environment of a small screen at scale 1, so frames and pixels line up.
func scaleOne(_ change: (inout EnvironmentValues) -> Void = { _ in }) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.displayScale = 1
    change(&environment)
    return environment
}

extension Bitmap {
    /// The pixel at (`x`, `y`) as `#rrggbbaa`.
    func hex(_ x: Int, _ y: Int) -> String { self[x, y].description }
}

/// A view nested `depth` levels deep through `body`: each level's body builds the next one,
/// as a recursive component would.
struct Nest: View {
    let depth: Int
    var body: AnyView {
        depth == 0 ? AnyView(Text("leaf")) : AnyView(Nest(depth: depth - 1).padding(.vertical, 1))
    }
}
