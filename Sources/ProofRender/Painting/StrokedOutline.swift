import ProofBase

extension Path {
    /// The area a stroke `lineWidth` wide, centred on the path, covers: polygons to fill with
    /// the nonzero rule, made by the painter's own stroker (curves flattened to within 1/64
    /// point, butt caps, miter joins that bevel past a limit of 10). Empty for a width that
    /// is not positive and finite.
    public func strokedOutline(lineWidth: Double) -> Path {
        guard lineWidth > 0, lineWidth.isFinite else { return Path() }
        // Flattened at 4 units a point, so the flattener's 1/16 tolerance is 1/64 point.
        let scale = 4.0
        let everywhere = DeviceRect(minX: -1e300, minY: -1e300, maxX: 1e300, maxY: 1e300)
        var contours = PolylineCollector()
        ShapeOutlines.path(self, scale: scale, flattener: CurveFlattener(window: everywhere), into: &contours)
        var outline = PathSink(scale: scale)
        Stroker(halfWidth: lineWidth * scale / 2).stroke(contours.contours, into: &outline)
        return outline.path
    }
}

/// Collects outline contours as a path in points.
private struct PathSink: OutlineSink {
    let scale: Double
    var path = Path()

    mutating func move(to point: DevicePoint) { path.move(to: Point(x: point.x / scale, y: point.y / scale)) }
    mutating func line(to point: DevicePoint) { path.addLine(to: Point(x: point.x / scale, y: point.y / scale)) }
    mutating func endContour(closed: Bool) { if closed { path.closeSubpath() } }
}
