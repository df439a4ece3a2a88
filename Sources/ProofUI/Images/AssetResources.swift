// Status: supported — `ImageResource` and `ColorResource` (the asset symbols Xcode 15 generates: `Image(.name)`, `Color(.name)`, `UIImage(resource:)`, `UIColor(resource:)`) draw the catalogue's image or colour of that name, as `Image("name")` and `Color("name")` do.

import Foundation

/// An image of an asset catalogue, by name (DeveloperToolsSupport's `ImageResource`, which Xcode
/// generates a static member of for each image set: `Image(.logo)`).
// `@unchecked`: a resource is a name and the bundle it is read from; the bundle is never
// mutated through it (`Bundle` is not declared `Sendable`).
nonisolated public struct ImageResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle

    /// Creates an image from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }

    public static func == (a: ImageResource, b: ImageResource) -> Bool { a.name == b.name && a.bundle.bundlePath == b.bundle.bundlePath }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(bundle.bundlePath)
    }
}

/// A colour of an asset catalogue, by name (DeveloperToolsSupport's `ColorResource`, which Xcode
/// generates a static member of for each colour set: `Color(.brand)`, `.foregroundStyle(.brand)`).
// `@unchecked`: as `ImageResource`.
nonisolated public struct ColorResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle

    /// Creates a color from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }

    public static func == (a: ColorResource, b: ColorResource) -> Bool { a.name == b.name && a.bundle.bundlePath == b.bundle.bundlePath }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(bundle.bundlePath)
    }
}

nonisolated extension Image {
    /// The image of an asset catalogue's image set, as `Image(name, bundle:)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

nonisolated extension Color {
    /// The colour of an asset catalogue's colour set, as `Color(name, bundle:)`.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

nonisolated extension UIImage {
    /// The image of an asset catalogue's image set.
    public convenience init(resource: ImageResource) {
        self.init(image: Image(resource))
    }
}

nonisolated extension UIColor {
    /// The colour of an asset catalogue's colour set.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }
}
