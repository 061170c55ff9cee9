#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an error or a conflict report says about a ``LayoutConstraint``: its identifier, its
/// description, where it was made and where it was activated, captured when the error was
/// made. (Errors are `Sendable`; constraints, which refer to views, are not.)
public struct ConstraintSummary: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's ``LayoutConstraint/identifier``.
    public let identifier: String?
    /// The constraint's ``LayoutConstraint/description``.
    public let text: String
    /// Where the constraint was made, if known (``LayoutConstraint/location``).
    public let location: ConstraintSourceLocation?
    /// Where it was activated, if known (``LayoutConstraint/activationLocation``).
    public let activationLocation: ConstraintSourceLocation?
    /// The constraint's identity, to match a summary with its constraint (``refers(to:)``).
    public let objectID: ObjectIdentifier

    /// Whether this summary describes `constraint` (the same object).
    public func refers(to constraint: LayoutConstraint) -> Bool {
        objectID == ObjectIdentifier(constraint)
    }

    /// The description followed by where the constraint was made, `'w' a.width == 100
    /// (App/Card.swift:12)`; for a constraint made with operators, where it was activated,
    /// `a.width == 100 (activated at App/Card.swift:20)`; the description alone when neither
    /// is known.
    public var description: String {
        if let location { return "\(text) (\(location))" }
        if let activationLocation { return "\(text) (activated at \(activationLocation))" }
        return text
    }
}

/// Why a layout operation failed. A failed operation changes nothing.
public enum LayoutError: Error, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the active required constraints
    /// listed in `conflicts` (in activation order): at least one of them must go.
    case unsatisfiable(ConstraintSummary, conflicts: [ConstraintSummary])
    /// The constraint refers to a view that is not in the engine's view tree.
    case viewNotInEngine(view: String, constraint: ConstraintSummary)
    /// The constraint is already active in another engine.
    case activeInAnotherEngine(ConstraintSummary)
    /// A priority outside 1…1000 (or not finite).
    case invalidPriority(LayoutPriority, context: String)
    /// An active constraint's priority cannot change to or from required (as in UIKit):
    /// deactivate it, change it, activate it again.
    case requiredPriorityChange(ConstraintSummary, from: LayoutPriority, to: LayoutPriority)
    /// A number that must be finite (and, for sizes, not negative) is not.
    case nonFiniteValue(Double, context: String)
    /// A view tree operation that would make no sense (a view inside itself, the root of an
    /// engine as a subview).
    case invalidHierarchy(String)
    /// The constraint belongs to the engine (content hugging, compression resistance, the
    /// root's origin); change it through the view instead.
    case engineConstraint(ConstraintSummary)
    /// The constraint relates a leading or trailing edge to a left or right one: one follows
    /// the layout direction and the other does not, so the relation has no meaning.
    case mixedDirections(ConstraintSummary)
    /// ``LayoutEngine/layout(width:height:)`` was called from the height-for-width measure of
    /// the view named `measuring` (``LayoutView/setHeightForWidth(_:)``), which the engine
    /// calls while it lays out: laying out again from there would recurse without end.
    case reentrantLayout(measuring: String)
    /// The change's numbers are beyond what a `Double` holds: a constant, multiplier or size
    /// beyond ±1e12 (the range the solver accepts), a value would overflow (beyond ±1.8e308),
    /// or values and coefficients are too far apart for its precision. The change is refused. `constraint` is the constraint added or changed, when there is one;
    /// `reason` says which limit was passed.
    case numericLimit(ConstraintSummary?, reason: String)
    /// The solver failed in a way the engine does not expect: a bug, reported rather than
    /// hidden.
    case solverFailure(String)

    /// A sentence that names what went wrong.
    public var description: String {
        switch self {
        case .unsatisfiable(let c, let conflicts):
            if conflicts.isEmpty { return "unable to satisfy constraint \(c): it cannot hold by itself" }
            return "unable to satisfy constraint \(c): it conflicts with "
                + conflicts.map { "\($0)" }.joined(separator: "; ")
        case .viewNotInEngine(let view, let c):
            return "view '\(view)' of constraint \(c) is not in the engine's view tree: a view lays out once it is "
                + "under an engine's root (let engine = LayoutEngine(); try engine.root.addSubview(view))"
        case .activeInAnotherEngine(let c):
            return "constraint \(c) is already active in another engine"
        case .invalidPriority(let p, let context):
            return "invalid priority \(p) for \(context): priorities are 1…1000"
        case .requiredPriorityChange(let c, let from, let to):
            return "cannot change the priority of active constraint \(c) from \(from) to \(to): "
                + "a change to or from required needs the constraint deactivated first"
        case .nonFiniteValue(let v, let context):
            return "invalid value \(v) for \(context)"
        case .invalidHierarchy(let message):
            return "invalid view hierarchy: \(message)"
        case .engineConstraint(let c):
            return "constraint \(c) belongs to the engine; change the view's content size or priorities instead"
        case .mixedDirections(let c):
            return "constraint \(c) relates a leading or trailing edge to a left or right one"
        case .reentrantLayout(let view):
            return "layout(width:height:) called from the height-for-width measure of '\(view)', "
                + "which runs during layout: a measure must not lay out its engine"
        case .numericLimit(let c, let reason):
            return "cannot make the change\(c.map { " with constraint \($0)" } ?? ""): \(reason)"
        case .solverFailure(let message):
            return "unexpected solver failure: \(message)"
        }
    }
}

/// What the UIKit-compatible mode reports when a required constraint cannot hold: the
/// message UIKit logs, and which constraint was broken.
public struct ConflictReport: Sendable, CustomStringConvertible {
    /// The constraint that was broken (left inactive): the one being activated or changed.
    public let broken: ConstraintSummary
    /// The active required constraints it conflicts with, in activation order.
    public let conflicts: [ConstraintSummary]

    /// UIKit's message: "Unable to simultaneously satisfy constraints.", its advice, the list
    /// of constraints involved (the conflict set, then the broken one), and "Will attempt to
    /// recover by breaking constraint <…>".
    public var message: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
            "(",
        ]
        let all = conflicts + [broken]
        for (i, c) in all.enumerated() {
            lines.append("    \"<LayoutConstraint \(c)>\"" + (i < all.count - 1 ? "," : ""))
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("<LayoutConstraint \(broken)>")
        return lines.joined(separator: "\n")
    }

    /// The ``message``.
    public var description: String { message }
}

/// What a ``LayoutEngine`` does when a required constraint cannot hold.
///
/// The non-throwing setters (``LayoutConstraint/constant``, ``LayoutConstraint/isActive``)
/// cannot throw, so they always recover as ``uikitCompatible(report:)`` describes; with
/// ``throwError`` their report is printed (UIKit's console message) rather than handled.
public enum ConflictHandling {
    /// Throw ``LayoutError/unsatisfiable(_:conflicts:)`` and change nothing (the default). A
    /// batch activation is all or nothing.
    case throwError
    /// UIKit-compatible: report through the handler (``ConflictReport/message`` is UIKit's
    /// log text) and keep going. The choice of the constraint to break is deterministic:
    /// - activation: the constraint being activated; it is left inactive and the rest of the
    ///   batch is still activated;
    /// - a constant change (or a view's intrinsic size or content priority): the constraint
    ///   being changed; it is deactivated and keeps the new constant;
    /// - a root size (``LayoutEngine/layout(width:height:)``): the most recently activated
    ///   constraint of the conflict set, repeatedly, until the size holds.
    case uikitCompatible(report: (ConflictReport) -> Void)
}

/// Reports an error that a non-throwing UIKit spelling (a setter) cannot throw: written to
/// standard error as `ConstraintLayout: error: …`, as UIKit logs to the console (where UIKit
/// would raise an exception, nothing changes here).
func reportUnthrown(_ error: LayoutError) {
    writeToStandardError("ConstraintLayout: error: \(error)")
}

/// Writes `text` and a newline to standard error (the console UIKit logs to), in one call.
func writeToStandardError(_ text: String) {
    writeAll(text + "\n", to: 2)
}

/// Writes all of `text` to the file descriptor (1 standard output, 2 standard error), going on
/// after partial writes; stops at the first failure. Where there is no C library to call,
/// prints it instead.
package func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { writeAll($0, to: descriptor) }
}

/// Writes all of the UTF-8 `bytes` to the file descriptor, as ``writeAll(_:to:)`` writes a
/// string.
package func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    var offset = 0
    while offset < bytes.count, let base = bytes.baseAddress {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
    }
    #else
    print(String(decoding: bytes, as: UTF8.self), terminator: "")
    #endif
}
