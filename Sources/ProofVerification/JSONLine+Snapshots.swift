import ProofBase

/// The log's JSON forms of the service's own values.
extension JSONLine {
    /// `{"width", "height"}`, or nil.
    static func object(_ size: PixelSize?) -> JSONLine? {
        guard let size else { return nil }
        var object = JSONLine()
        object.add("width", size.width)
        object.add("height", size.height)
        return object
    }

    /// `{"x", "y", "width", "height"}`, or nil.
    static func object(_ rect: PixelRect?) -> JSONLine? {
        guard let rect else { return nil }
        var object = JSONLine()
        object.add("x", rect.x)
        object.add("y", rect.y)
        object.add("width", rect.width)
        object.add("height", rect.height)
        return object
    }

    /// `{"maxDeltaE", "maxFractionOver"}`, or nil for exact comparison.
    static func object(_ tolerance: Tolerance) -> JSONLine? {
        guard let maxDeltaE = tolerance.maxDeltaE else { return nil }
        var object = JSONLine()
        object.add("maxDeltaE", maxDeltaE)
        object.add("maxFractionOver", tolerance.maxFractionOver)
        return object
    }
}
