import ConstraintLayout

/// A scene laid out by the engine at one size: every view's frame by Interface Builder object
/// id, in superview coordinates as Interface Builder stores frames, with what the layout found
/// wrong: ambiguous views and constraints that could not hold.
public struct InterfaceBuilderLayout: Sendable {
    /// One view's frame.
    public struct Frame: Sendable, Equatable {
        /// The view's object id.
        public var id: String
        /// The frame the engine gives it, in its superview's coordinates.
        public var frame: LayoutRect
        /// The frame the file stores, if any.
        public var stored: LayoutRect?
        /// The frame in the root view's coordinates.
        public var inRoot: LayoutRect
        /// How many views up the root is (0 for the root).
        public var depth: Int
        /// Whether the file marks the view misplaced (`misplaced="YES"`): Interface Builder
        /// itself knows its stored frame is not the one its constraints give.
        public var isMarkedMisplaced = false
    }

    /// A required constraint that could not hold, and what UIKit would have done about it.
    public struct Conflict: Sendable, Equatable {
        /// The constraint broken (left out), as UIKit breaks it: its object id, or the name of a
        /// constraint the importer or engine made (`Autoresizing-Width(id)`, `Layout-Root-Width`).
        public var broken: String
        /// The line of the broken constraint in the file, when it is the file's.
        public var line: Int?
        /// The required constraints it conflicts with, in activation order, named the same way.
        public var conflicts: [String]
    }

    /// The scene's id.
    public let sceneID: String
    /// The device it was laid out on (``InterfaceBuilderDevice/name``), or `custom` for a size given
    /// without one.
    public let deviceName: String
    /// The root view's width.
    public let width: Double
    /// The root view's height.
    public let height: Double
    /// Every installed view's frame, depth first in document order; the root first.
    public let frames: [Frame]
    /// The object ids of the views whose frames the constraints leave undetermined, in
    /// document order.
    public let ambiguousViews: [String]
    /// The conflicts met while the constraints were activated and the root sized, in order.
    public let conflicts: [Conflict]
    /// Where the frames of the views asked for come from (``ConstraintLayout/FrameExplanation``'s
    /// text: each coordinate's formula in the root's size and the constraints that fix it,
    /// named by the file's ids), in the order asked.
    public let explanations: [(id: String, text: String)]

    /// The views whose frame differs from the stored one by more than `tolerance` points in
    /// any coordinate (Interface Builder's "misplaced views"), in document order. Views the
    /// file stores no frame for are not compared.
    public func misplacedViews(tolerance: Double = 0.5) -> [Frame] {
        frames.filter { f in
            guard let s = f.stored else { return false }
            return abs(f.frame.minX - s.minX) > tolerance || abs(f.frame.minY - s.minY) > tolerance
                || abs(f.frame.width - s.width) > tolerance || abs(f.frame.height - s.height) > tolerance
        }
    }

    /// The frame of the view `id`, if it is installed.
    public func frame(of id: String) -> LayoutRect? {
        frames.first { $0.id == id }?.frame
    }
}
