import Cassowary
import ConstraintScript
import Scenes

/// The interactive page of a constraint script (`layout-lab solve FILE --format html --sweep
/// VAR FROM TO [STEP]`): the script's boxes, read from its variable names, redrawn as the
/// slider moves VAR — exactly, from the regime map's affine formulas — with the breakpoints on
/// the slider; the other variables in a table beside them.
///
/// **Boxes from names.** A script has variables, not views; a box is a group of variables
/// whose names say which edge or size they are:
/// - `NAME.x` (or `NAME.left`), `NAME.y` (or `NAME.top`), `NAME.width` (or `NAME.w`, or
///   `NAME.right` for the trailing edge), `NAME.height` (or `NAME.h`, or `NAME.bottom`): box
///   `NAME`;
/// - `x<S>`, `y<S>`, `w<S>`, `h<S>` for the same suffix `S` (the workloads' spelling,
///   `x3 w3`): box `item S`.
///
/// A box needs a leading edge and a width (or a trailing edge). Without a top it is drawn at
/// the top (boxes without tops are a row: their leading edges tell them apart); without a
/// height it is ``defaultHeight`` tall.
enum ScriptPage {
    /// The height of a box whose script gives none.
    static let defaultHeight = 24.0

    /// A box found in the variable names: the index of each variable, when there is one.
    struct Box: Equatable {
        var name: String
        var x: Int?
        var y: Int?
        var width: Int?
        var height: Int?
        var right: Int?
        var bottom: Int?
    }

    /// The boxes of `names`, in order of their first variable's appearance; only those with a
    /// leading edge and a width or trailing edge.
    static func boxes(_ names: [String]) -> [Box] {
        var boxes: [Box] = []
        func assign(_ stem: String, _ index: Int, _ edge: WritableKeyPath<Box, Int?>) {
            if let k = boxes.firstIndex(where: { $0.name == stem }) {
                if boxes[k][keyPath: edge] == nil { boxes[k][keyPath: edge] = index }
            } else {
                var box = Box(name: stem)
                box[keyPath: edge] = index
                boxes.append(box)
            }
        }
        let dotted: [String: WritableKeyPath<Box, Int?>] = [
            "x": \.x, "left": \.x, "y": \.y, "top": \.y, "width": \.width, "w": \.width,
            "height": \.height, "h": \.height, "right": \.right, "bottom": \.bottom,
        ]
        let prefixed: [Character: WritableKeyPath<Box, Int?>] = ["x": \.x, "y": \.y, "w": \.width, "h": \.height]
        for (index, name) in names.enumerated() {
            if let dot = name.lastIndex(of: "."), dot != name.startIndex,
                let edge = dotted[String(name[name.index(after: dot)...])]
            {
                assign(String(name[..<dot]), index, edge)
            } else if let first = name.first, let edge = prefixed[first], name.count > 1 {
                let suffix = String(name.dropFirst())
                // Named `item 3` rather than `3`: a bare number on a box reads as a value.
                if suffix.first.map({ $0.isNumber || $0 == "_" }) == true { assign("item " + suffix, index, edge) }
            }
        }
        return boxes.filter { $0.x != nil && ($0.width != nil || $0.right != nil) }
    }

    /// The page of `variable` over its regime map `map` (every variable tracked, in the
    /// script's order) for the solved script in `runner`: the frames exactly, as affine
    /// pieces; the slider moves `step` at a time.
    static func page(runner: ScriptRunner, map: RegimeMap, variable: String, step: Double) -> LayoutPage {
        var names = runner.script.variableNames
        var pieces: [(from: Double, to: Double, affine: [(slope: Double, offset: Double)])] = map.regimes.map { r in
            (r.from, r.to, r.slopes.indices.map { (r.slopes[$0], r.offsets[$0]) })
        }
        let boxes = boxes(names).filter { box in
            // A box whose only variables are the swept one is no box.
            ![box.x, box.width, box.right].contains { $0.map { names[$0] == variable } ?? false }
        }
        /// A channel computed from two variables (`right − x`), appended to every piece.
        func difference(_ a: Int, _ b: Int, name: String) -> Int {
            names.append(name)
            for k in pieces.indices {
                let (pa, pb) = (pieces[k].affine[a], pieces[k].affine[b])
                pieces[k].affine.append((pa.slope - pb.slope, pa.offset - pb.offset))
            }
            return names.count - 1
        }
        var views: [LayoutPage.View] = []
        var used = Set<Int>()
        for box in boxes {
            let x = box.x!
            let width = box.width ?? difference(box.right!, x, name: "\(box.name).width")
            var height: LayoutPage.Coordinate = .constant(defaultHeight)
            if let h = box.height {
                height = .channel(h)
            } else if let y = box.y, let bottom = box.bottom {
                height = .channel(difference(bottom, y, name: "\(box.name).height"))
            }
            let y: LayoutPage.Coordinate = box.y.map { .channel($0) } ?? .constant(0)
            views.append(LayoutPage.View(name: box.name, x: .channel(x), y: y, width: .channel(width), height: height))
            for index in [box.x, box.y, box.width, box.height, box.right, box.bottom].compactMap({ $0 }) {
                used.insert(index)
            }
        }
        let listed = runner.script.variableNames.indices.filter { !used.contains($0) }
        let range = map.from...map.to
        let regimes = map.regimes.enumerated().map { k, r in
            let changes = r.changes.map { SweepSampler.describe($0, in: runner) }
            return LayoutPage.Regime(
                from: r.from, to: r.to,
                label: k == 0
                    ? "as at \(scriptNumber(map.from))"
                    : (changes.isEmpty ? "no constraint changes status" : changes.joined(separator: "; ")))
        }
        let segments = map.regimes.map { r in
            let inside = (r.from + r.to) / 2
            return LayoutPage.ExplanationSegment(
                from: r.from, at: inside,
                explanations: explanations(runner, boxes: boxes, variable: variable, at: inside))
        }
        return LayoutPage(
            title: "\(runner.script.fileName): \(boxes.count) box\(boxes.count == 1 ? "" : "es") against \(variable)",
            notes: [
                "Exact: every value is an affine formula in \(variable) on each of the \(map.regimes.count) regime\(map.regimes.count == 1 ? "" : "s") "
                    + "of layout-lab's regime map from \(scriptNumber(range.lowerBound)) to \(scriptNumber(range.upperBound)); "
                    + "red marks on the slider are its breakpoints.",
                "Boxes come from the variable names (NAME.x, NAME.width … or x3, w3 …); the other variables are listed below.",
            ],
            variable: variable, range: range, step: step, initial: range.lowerBound, channelNames: names,
            channels: .affine(pieces: pieces), views: views, contentHeight: nil, listed: listed, regimes: regimes,
            explanations: segments)
    }

    /// Per box, each of its variables explained (`Solver.explain`) with `variable` suggested
    /// at `value`, on a copy of the solver: the formula and the constraints that hold it.
    static func explanations(_ runner: ScriptRunner, boxes: [Box], variable: String, at value: Double) -> [String:
        [String]]
    {
        var solver = runner.solver
        if let edit = runner.variable(named: variable) { try? solver.suggestValue(value, for: edit) }
        solver.updateVariables()
        var result: [String: [String]] = [:]
        for box in boxes {
            result[box.name] = [box.x, box.y, box.width, box.height, box.right, box.bottom].compactMap { $0 }
                .map { solver.explain(runner.variables[$0]).description }
        }
        return result
    }
}

/// `solve`'s `--format` and `--sweep`, read: the page to write, or nil for the values (text
/// or JSON).
struct ScriptPageOptions {
    /// The most steps a page's sweep may have (each is a sample of every variable).
    static let maximumSteps = 5_000

    var variable: String
    var from: Double
    var to: Double
    var step: Double

    /// What `solve --format` writes.
    enum Format: String, Sendable {
        /// The values as text.
        case text
        /// The values as JSON lines.
        case json
        /// The page.
        case html
    }

    /// nil without `--format html` (the reader has checked that it comes with `--sweep`, by
    /// the rules ``SolveCommand/spec`` declares).
    init?(_ parsed: ParsedArguments) {
        guard parsed.value(SolveCommand.format) == .html, let sweep = parsed.value(SolveCommand.sweep) else {
            return nil
        }
        // A slider has no direction: the page covers the range from its lower end up.
        let range = sweep.range
        (variable, from, to, step) = (sweep.variable, range.bounds.lowerBound, range.bounds.upperBound, range.step)
    }

    /// Samples the script and writes the page; a script that does not run exits 1.
    func run(bytes: [UInt8], fileName: String, io: inout CommandIO) -> Int32 {
        do throws(SweepSampler.Failure) {
            let runner = try SweepSampler.run(bytes: bytes, fileName: fileName)
            _ = try SweepSampler.editVariable(variable, of: runner)
            let map: RegimeMap
            do throws(ScriptRunner.RegimeRequestError) {
                map = try runner.regimes(of: variable, from: from, to: to)
            } catch {
                throw SweepSampler.Failure("the regime map of \(variable) cannot be made: \(error)")
            }
            io.standardOutput += ScriptPage.page(runner: runner, map: map, variable: variable, step: step).html()
            return 0
        } catch {
            io.printError("layout-lab solve: \(error.message)")
            return 1
        }
    }
}
