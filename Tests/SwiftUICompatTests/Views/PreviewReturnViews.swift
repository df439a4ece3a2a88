import Foundation
import ProofUI

/// A `#Preview` whose body returns views of different types (`do { return … } catch { return
/// Text(…) }`, as SwiftData previews write it): SwiftUI's preview body returns `any View`, so
/// this file compiles only if ProofUI's `#Preview` allows it.
struct PreviewedBook: View {
    let title: String
    var body: some View { Text(title).padding() }
}

enum PreviewSampleError: Error { case missing }

func previewSampleTitle(_ title: String?) throws -> String {
    guard let title else { throw PreviewSampleError.missing }
    return title
}

#Preview("Returns") {
    do {
        let title = try previewSampleTitle("Sample")
        return PreviewedBook(title: title)
            .padding()
    } catch {
        return Text("Failed to create preview \(error.localizedDescription)")
    }
}

#Preview("Builder") {
    let titles = ["A", "B"].map { title in return title.lowercased() }
    VStack {
        ForEach(titles, id: \.self) { Text($0) }
    }
}
