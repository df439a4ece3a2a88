/// Collects an outline's contours as polylines.
struct PolylineCollector: OutlineSink {
    struct Contour {
        var points: [DevicePoint]
        var isClosed: Bool
    }

    var contours: [Contour] = []
    private var points: [DevicePoint] = []

    mutating func move(to point: DevicePoint) {
        points = [point]
    }

    mutating func line(to point: DevicePoint) {
        if points.last != point { points.append(point) }
    }

    mutating func endContour(closed: Bool) {
        if closed, points.count > 1, points.first == points.last { points.removeLast() }
        if points.count > 1 { contours.append(Contour(points: points, isClosed: closed)) }
        points = []
    }
}

/// Passes contours on with their points in reverse order, so that a contour inside another
/// winds the other way and cuts a hole (nonzero rule).
struct ReversingSink<Base: OutlineSink>: OutlineSink {
    var base: Base
    private var points: [DevicePoint] = []

    init(_ base: Base) {
        self.base = base
    }

    mutating func move(to point: DevicePoint) { points = [point] }
    mutating func line(to point: DevicePoint) { points.append(point) }
    mutating func endContour(closed: Bool) {
        guard let last = points.last else { return }
        base.move(to: last)
        for point in points.reversed().dropFirst() { base.line(to: point) }
        base.endContour(closed: true)
        points = []
    }
}

/// Strokes polylines with a line `width` pixels wide centred on them: each segment becomes
/// a rectangle, each corner a miter (a bevel where the miter would reach further than
/// ``miterLimit`` half-widths, as in Core Graphics), open ends are butt caps. The pieces all
/// wind the same way, so where they overlap the nonzero rule counts them once.
struct Stroker {
    /// Core Graphics' and SwiftUI's default miter limit.
    static let miterLimit = 10.0

    let halfWidth: Double

    func stroke(_ contours: [PolylineCollector.Contour], into sink: inout some OutlineSink) {
        var orientation = 0.0
        func polygon(_ points: DevicePoint...) {
            var area = 0.0
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                area += a.x * b.y - b.x * a.y
            }
            guard area != 0 else { return }
            if orientation == 0 { orientation = area }
            let ordered = (area > 0) == (orientation > 0) ? points : points.reversed()
            sink.move(to: ordered[0])
            for point in ordered.dropFirst() { sink.line(to: point) }
            sink.endContour(closed: true)
        }
        for contour in contours {
            let points = contour.points
            let segmentCount = contour.isClosed ? points.count : points.count - 1
            var normals: [DevicePoint] = []
            normals.reserveCapacity(segmentCount)
            for index in 0..<segmentCount {
                let a = points[index], b = points[(index + 1) % points.count]
                // Scaled to its larger component first, so that neither tiny nor huge
                // segments underflow or overflow on the way to a unit vector.
                let d = b - a, largest = max(abs(d.x), abs(d.y))
                let unit = d * (1 / largest)
                let length = (unit.x * unit.x + unit.y * unit.y).squareRoot()
                normals.append(DevicePoint(-unit.y / length * halfWidth, unit.x / length * halfWidth))
            }
            for index in 0..<segmentCount {
                let a = points[index], b = points[(index + 1) % points.count], n = normals[index]
                polygon(a + n, b + n, b - n, a - n)
            }
            // Joins at every vertex between two segments.
            let joinRange = contour.isClosed ? 0..<segmentCount : 1..<segmentCount
            for index in joinRange {
                let vertex = points[index]
                let before = normals[(index + segmentCount - 1) % segmentCount], after = normals[index]
                let turn = (before.x / halfWidth) * (after.y / halfWidth) - (before.y / halfWidth) * (after.x / halfWidth)
                guard turn != 0 else { continue }
                // The outer side of the corner is opposite the turn.
                let side = turn > 0 ? -1.0 : 1.0
                let p = vertex + before * side, q = vertex + after * side
                let cosine = (before.x / halfWidth) * (after.x / halfWidth) + (before.y / halfWidth) * (after.y / halfWidth)
                if 2 / (1 + cosine) <= Self.miterLimit * Self.miterLimit {
                    let tip = vertex + (before + after) * (side / (1 + cosine))
                    polygon(vertex, p, tip, q)
                } else {
                    polygon(vertex, p, q)
                }
            }
        }
    }
}
