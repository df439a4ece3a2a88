// Status: supported — the view of a `UIHostingController`: `sizeThatFits(_:)` and `sizeToFit()` measure its SwiftUI view with ProofUI's layout, and `drawHierarchy(in:afterScreenUpdates:)` draws it as a snapshot does, so an app's "view to UIImage" helpers make the picture.
import ProofRender
import ProofLayout

/// A `UIHostingController`'s view: it measures and draws the controller's current root view.
final class HostingView<Content: View>: UIView {
    private weak var controller: UIHostingController<Content>?

    init(controller: UIHostingController<Content>) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let controller else { return .zero }
        return Self.layoutSize(of: controller.rootView, in: size)
    }

    override func drawContent(in rect: CGRect, context: ImageContext) {
        guard let controller, bounds.width > 0, bounds.height > 0 else { return }
        guard let snapshot = try? Renderer.nested.render(controller.rootView, in: context.viewEnvironment,
                                                  size: .fixed(width: Double(bounds.width), height: Double(bounds.height))) else { return }
        context.draw(snapshot.bitmap, in: rect)
        super.drawContent(in: rect, context: context)
    }

    /// The size `view` takes when offered `size` (an infinite dimension is offered the screen's).
    nonisolated static func layoutSize(of view: Content, in size: CGSize) -> CGSize {
        let environment = EnvironmentValues.current ?? EnvironmentValues()
        let screen = environment.screenSize
        let width = size.width.isFinite && size.width > 0 ? Double(size.width) : screen.width
        let height = size.height.isFinite && size.height > 0 ? Double(size.height) : screen.height
        guard let layout = try? Renderer.nested.layout(view, in: environment, size: .fixed(width: width, height: height)) else {
            return .zero
        }
        let frame = layout.tree.frames[Int(layout.tree.root)]
        return CGSize(width: frame.width, height: frame.height)
    }
}
