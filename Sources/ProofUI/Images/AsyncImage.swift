// Status: partial — an `AsyncImage` never loads: it shows its placeholder, so the picture does not depend on the network.

/// An image loaded from a URL (SwiftUI's `AsyncImage`). A snapshot never loads: it shows the
/// placeholder (by default the secondary system fill, as iOS draws before the image arrives),
/// so the picture does not depend on the network.
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content

    public init(url: URL?, scale: CGFloat = 1) where Content == AsyncImageDefaultPlaceholder {
        content = AsyncImageDefaultPlaceholder()
    }

    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == ConditionalContent<I, P> {
        self.content = ConditionalContent(storage: .second(placeholder()))
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

/// What `AsyncImage` shows before its image arrives: the secondary system fill.
nonisolated public struct AsyncImageDefaultPlaceholder: View {
    public var body: some View { Color(systemColor: .secondarySystemFill) }
}

/// The loading phase of an `AsyncImage`: always `.empty` in a snapshot.
nonisolated public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(Error)

    /// The image, when loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when loading failed.
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

nonisolated extension Image: @unchecked Sendable {}
