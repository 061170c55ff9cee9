/// Frames on a display's pixel grid, as UIKit sets them.
///
/// The solver's frames are exact: three equal columns across 101 points are 33.666… points
/// wide. A device draws whole pixels, and UIKit does not hand such numbers to its views: it
/// rounds each *edge* to the nearest pixel of the screen's scale — ½ point at 2×, ⅓ at 3× — so
/// an origin and the far edge move independently and a width can change by a pixel (the three
/// columns become 34, 33 and 34 points at 1×). Apple documents no rule for this; it is
/// UIKit's observed behaviour, shown in the Stack Overflow question “Why does iOS auto layout
/// lead to apparent rounding errors on pre-Retina displays (unit test included)”: on a 2×
/// screen a computed y of 950.25 gives a frame at 950.5 and 950.2 gives 950 (the nearest half
/// point, not floor or ceiling; an exact half pixel goes up there), and on a 1× screen frames
/// are on whole points.
///
/// Here, on request (``LayoutItem/frame(scale:)``, ``LayoutItem/frameInRoot(scale:)``), every
/// edge is rounded in the root's coordinates — the window's pixel grid — to the nearest
/// multiple of `1/scale`, an exact half away from zero (C's `round`, which is "up" for the
/// positive coordinates of that example). A frame in the superview's coordinates is the
/// difference of rounded edges, so it lies on the same grid as what the screen shows.
/// The engine's own numbers (``LayoutItem/frame``) stay exact.
extension LayoutItem {
    /// The frame in the root's coordinates with every edge rounded to the nearest pixel of a
    /// display with `scale` pixels per point (1, 2 or 3 on iOS devices).
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` when `scale` is not a finite
    ///   number greater than 0.
    public func frameInRoot(scale: Double) throws(LayoutError) -> LayoutRect {
        try PixelEdges(of: self, scale: scale).rect(relativeTo: nil)
    }

    /// ``frame`` (in the superview's or owning view's coordinates) with every edge rounded to
    /// the nearest pixel of a display with `scale` pixels per point: the rounded edges in the
    /// root's coordinates, less the rounded origin of the view the frame is relative to.
    ///
    /// - Throws: ``LayoutError/nonFiniteValue(_:context:)`` when `scale` is not a finite
    ///   number greater than 0.
    public func frame(scale: Double) throws(LayoutError) -> LayoutRect {
        let parent = try coordinateParent.map { p throws(LayoutError) in try PixelEdges(of: p, scale: scale) }
        return try PixelEdges(of: self, scale: scale).rect(relativeTo: parent)
    }
}

/// An item's edges in the root's coordinates as whole pixels of one display scale.
private struct PixelEdges {
    let scale: Double
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    init(of item: LayoutItem, scale: Double) throws(LayoutError) {
        guard scale.isFinite, scale > 0 else { throw .nonFiniteValue(scale, context: "display scale") }
        self.scale = scale
        let r = item.frameInRoot
        func pixels(_ value: Double) -> Double { (value * scale).rounded(.toNearestOrAwayFromZero) }
        minX = pixels(r.minX)
        minY = pixels(r.minY)
        maxX = pixels(r.maxX)
        maxY = pixels(r.maxY)
    }

    /// The rectangle in points, relative to `origin`'s top-left pixel (the root's when nil):
    /// whole pixel counts divided by the scale once, so each value is the nearest number to
    /// its multiple of `1/scale`.
    func rect(relativeTo origin: PixelEdges?) -> LayoutRect {
        LayoutRect(
            x: (minX - (origin?.minX ?? 0)) / scale, y: (minY - (origin?.minY ?? 0)) / scale,
            width: (maxX - minX) / scale, height: (maxY - minY) / scale)
    }
}
