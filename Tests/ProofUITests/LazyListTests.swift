import Testing
import ProofRender
@testable import ProofUI

/// A picture of the screen lays out only the rows a screen can show, as a lazy list makes only
/// the rows it shows, and draws exactly what laying out every row draws.
@MainActor @Suite struct LazyListTests {
    struct LongList: View {
        var body: some View {
            NavigationStack {
                List {
                    ForEach(0..<4) { section in
                        Section("Section \(section)") {
                            ForEach(0..<30) { row in
                                HStack {
                                    Image(systemName: "star.fill")
                                    Text("Row \(section * 30 + row)")
                                    Spacer()
                                    Text("\(row)").foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
                .navigationTitle("Rows")
            }
        }
    }

    @Test func theScreenShowsWhatTheWholeListShows() throws {
        var viewport = EnvironmentValues()
        viewport.device = .iPhoneSE
        viewport.displayScale = 1
        viewport.scrollSnapshotMode = .viewport
        var whole = viewport
        whole.scrollSnapshotMode = .wholeContent
        let screen = try renderer.render(LongList(), in: viewport)
        let all = try renderer.render(LongList(), in: whole)
        #expect(screen.textDescription.contains("rows below the screen not laid out"))
        #expect(!screen.textDescription.contains("\"Row 40\""))
        #expect(all.textDescription.contains("\"Row 119\""))
        #expect(screen.bitmap.width == all.bitmap.width && screen.bitmap.height == all.bitmap.height)
        var differing = 0
        for y in 0..<screen.bitmap.height {
            for x in 0..<screen.bitmap.width where screen.bitmap[x, y] != all.bitmap[x, y] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ")
    }
}
