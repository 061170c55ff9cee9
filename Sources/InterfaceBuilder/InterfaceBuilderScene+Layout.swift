import ConstraintLayout

extension InterfaceBuilderScene {
    /// Builds the scene in a fresh ``LayoutEngine`` and lays it out on `device`, as UIKit
    /// would run it there.
    ///
    /// - The root view fills the screen (`width` × `height` when given, else the device's
    ///   size, or the controller's freeform size), with the device's safe area plus the
    ///   simulated bars (a navigation bar 44 points, 32 in a compact height, 30 more with a
    ///   prompt; a tab bar 49; a toolbar 44, 49 above an iPhone's home indicator in
    ///   portrait, as Interface Builder stores it). Under an opaque navigation bar (or above an
    ///   opaque tab bar) the view starts below it (ends above it) and has no inset there, as
    ///   UIKit does not extend a view under opaque bars by default. A navigation bar with a
    ///   large title is 96 points in a regular height. A controller presented as a sheet
    ///   starts, on a phone in portrait, 10 points below the safe area's top, with no inset
    ///   there; a form sheet on an iPad is 540 × 620 with no safe area insets but its bars';
    ///   in a compact height (a phone in landscape) a sheet covers the screen, as UIKit
    ///   documents. A page sheet on an iPad is laid out as the full screen: UIKit documents
    ///   only that it is "roughly the size of a page" whose "actual dimensions vary", its
    ///   width following the readable width, which gives no size to compute. A popover in a
    ///   regular width is its controller's `preferredContentSize` ("Use Preferred Explicit
    ///   Size"), with no safe area insets but its bars' (UIKit insets the side of the arrow,
    ///   which it chooses at run time); without one, UIKit documents no size and the popover
    ///   is laid out as the full screen, as it is in a compact width, where UIKit adapts a
    ///   popover to a full-screen presentation. A controller shown by a custom segue is laid
    ///   out as the full screen: the segue's code decides. ``notes(on:designedOn:intrinsicSizes:)``
    ///   says when either guess is made. A controller embedded in a
    ///   container view, and a XIB's top-level view that is not the size of the designed
    ///   device's screen, keep their stored size; such a XIB view with a safe area guide gets
    ///   the device's safe area insets, as Interface Builder simulates the status bar (a cell
    ///   gets none).
    /// - A view that translates its autoresizing mask keeps its stored frame, its flexible
    ///   margins and sizes sharing the superview's change in size in proportion to their
    ///   stored values (as UIKit's autoresizing); so does a view Interface Builder keeps at a
    ///   fixed frame (`fixedFrame="YES"`); a table cell is as wide as its table, a cell's
    ///   content view fills the cell.
    /// - Labels, buttons, text fields, images (with an image), switches, segmented controls,
    ///   steppers, page controls, activity indicators, date and other pickers, and
    ///   non-scrolling text views take their
    ///   stored size as their intrinsic content size (sliders, progress views and search bars
    ///   their stored height), unless the file gives a placeholder intrinsic size or
    ///   `intrinsicSizes` overrides it (by object id). Fonts are not measured: their
    ///   baselines are placed from the font's point size with the system font's metrics
    ///   (ascender 0.952, descender 0.241, line height 1.193 of the point size), the text
    ///   centred vertically.
    /// - Margins: 8 points by default; a controller's root view has the greater of the file's
    ///   margins (none by default) and the system minimum, set as the engine's
    ///   ``LayoutEngine/systemMinimumLayoutMargins`` (16 leading and trailing, 20 on a
    ///   regular-width device or for a view at least 414 wide, none at the top and bottom), a
    ///   table cell and its content view the system minimum at
    ///   the sides and 11 at the top and bottom. Margins that follow the readable width (a
    ///   view's `layoutMarginsFollowReadableWidth`, a table's
    ///   `cellLayoutMarginsFollowReadableWidth` for its cells' content views) are the readable
    ///   content guide: centred in the margins, at most 672 points wide.
    /// - Size-class variations apply for the device's size classes: those that install and
    ///   uninstall, and those that change an attribute (a constraint's constant, a view's
    ///   `hidden`, a stack view's axis).
    ///
    /// Required constraints that cannot hold are broken as UIKit breaks them and reported in
    /// ``InterfaceBuilderLayout/conflicts``. The views (or guides) named in `explaining` get
    /// their ``InterfaceBuilderLayout/explanations``.
    ///
    /// - Throws: ``InterfaceBuilderError`` for a constraint UIKit would refuse to make (it
    ///   relates a position to a size, or the two axes, or a position to no item; it names a
    ///   margin or a baseline of a layout guide) and for a size that is negative or not finite.
    public func layout(
        on device: InterfaceBuilderDevice, width: Double? = nil, height: Double? = nil,
        intrinsicSizes: [String: IntrinsicContentSize] = [:], explaining: [String] = []
    ) throws(InterfaceBuilderError) -> InterfaceBuilderLayout {
        var builder = SceneBuilder(scene: self, device: device, intrinsicSizes: intrinsicSizes)
        let size = try builder.build(width: width, height: height)
        return try builder.collect(size: size, explaining: explaining)
    }

    /// Builds the scene in a fresh ``LayoutEngine`` on `device`, as
    /// ``layout(on:width:height:intrinsicSizes:explaining:)`` does, and keeps it, to lay it out
    /// again at other widths (see ``InterfaceBuilderBuiltScene``).
    public func build(
        on device: InterfaceBuilderDevice, width: Double? = nil, height: Double? = nil,
        intrinsicSizes: [String: IntrinsicContentSize] = [:]
    ) throws(InterfaceBuilderError) -> InterfaceBuilderBuiltScene {
        var builder = SceneBuilder(scene: self, device: device, intrinsicSizes: intrinsicSizes)
        let size = try builder.build(width: width, height: height)
        return InterfaceBuilderBuiltScene(builder: builder, size: size)
    }
}

/// Builds one scene in an engine and lays it out.
struct SceneBuilder {
    let scene: InterfaceBuilderScene
    let device: InterfaceBuilderDevice
    let intrinsicSizes: [String: IntrinsicContentSize]
    let engine: LayoutEngine
    /// What the engine reported while it recovered from conflicts.
    let reports = ReportBox()
    /// The root's width: the system minimum margins follow it.
    var rootWidth = 0.0
    /// Every item by object id.
    var items: [String: LayoutItem] = [:]
    /// The views by index in the scene (nil when not installed).
    var views: [LayoutView?] = []
    /// A scroll view's content guide, by the scroll view's index.
    var contentGuides: [Int: LayoutGuide] = [:]
    /// The margins guides the builder makes itself, by view index: for a view whose margins
    /// are negative, which UIKit allows and the engine's margins guide does not.
    var ownMarginsGuides: [Int: LayoutGuide] = [:]
    /// The readable content guides, by view index (see ``readableGuide(of:margins:)``).
    var readableGuides: [Int: LayoutGuide] = [:]
    /// The constraints to activate, in order.
    var constraints: [LayoutConstraint] = []
    /// The file line of each constraint identifier that is the file's.
    var lines: [String: Int] = [:]
    /// Each view's index in the scene, by object id.
    let viewIndex: [String: Int]
    /// Each guide's owning view's index, by the guide's object id.
    let guideOwner: [String: Int]

    /// Collects the engine's conflict reports.
    final class ReportBox {
        var reports: [ConflictReport] = []
    }

    /// Kinds of view that scroll: constraints between their edges and their descendants
    /// refer to the content area.
    static let scrollingKinds: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    init(scene: InterfaceBuilderScene, device: InterfaceBuilderDevice, intrinsicSizes: [String: IntrinsicContentSize]) {
        self.scene = scene.resolved(regularWidth: device.regularWidth, regularHeight: device.regularHeight)
        self.device = device
        self.intrinsicSizes = intrinsicSizes
        viewIndex = Dictionary(
            scene.views.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        guideOwner = Dictionary(scene.guides.map { ($0.id, $0.owner) }, uniquingKeysWith: { a, _ in a })
        engine = LayoutEngine(rootName: scene.views[0].id)
        let box = reports
        engine.conflictHandling = .uikitCompatible(report: { box.reports.append($0) })
    }

    func error(_ line: Int, _ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(fileName: scene.fileName, line: line, message: message)
    }

    /// Builds the scene in the engine and lays it out at the root size it returns: `width` ×
    /// `height` when given, else the screen's or the view's.
    mutating func build(width: Double?, height: Double?) throws(InterfaceBuilderError) -> LayoutSize {
        let root = scene.views[0]
        var size = root.frame?.size ?? LayoutSize(width: device.width, height: device.height)
        var insets = LayoutInsets.zero
        if !scene.fillsScreen && scene.usesDeviceSafeArea && scene.controllerID == nil {
            insets = device.safeArea
        }
        if scene.fillsScreen {
            size = scene.freeformSize ?? LayoutSize(width: device.width, height: device.height)
            // A freeform size stands for the screen's: the safe area, bars and sheets apply to it too,
            // as Interface Builder stores the frames.
            insets = device.safeArea
            // A sheet in a compact height (an iPhone in landscape) covers the screen, as UIKit
            // documents for page and form sheets (a sheet is not edge-attached there unless
            // the code asks for it with prefersEdgeAttachedInCompactHeight).
            let style = scene.bars.sheet
            let sheet = device.regularHeight && style != "popover" && style != "custom" ? style : nil
            if style == "popover" && device.regularWidth, let preferred = scene.bars.preferredContentSize {
                // A popover in a regular width is its controller's preferredContentSize, its
                // content clear of the status bar and the home indicator.
                size = preferred
                insets = .zero
            }
            if sheet == "formSheet" && device.regularWidth {
                // UIKit's form sheet on an iPad: 540 × 620, centred on the screen, clear
                // of the status bar and the home indicator (no safe area insets of its own).
                size = LayoutSize(width: min(540, size.width), height: min(620, size.height))
                insets = .zero
            }
            if scene.bars.navigationBar {
                insets.top += scene.bars.navigationBarHeight(on: device)
                if scene.bars.opaqueNavigationBar {
                    // The view starts below an opaque bar (extendedLayoutIncludesOpaqueBars
                    // is false by default): nothing of it is under the bar or the status bar.
                    size.height -= insets.top
                    insets.top = 0
                }
            }
            if sheet != nil && !device.regularWidth {
                size.height -= insets.top + 10
                insets.top = 0
            }
            insets.bottom += scene.bars.bottomBarHeight(on: device)
            if scene.bars.opaqueBottomBar {
                size.height -= insets.bottom
                insets.bottom = 0
            }
        }
        size.width = width ?? size.width
        size.height = height ?? size.height
        for (value, what) in [(size.width, "width"), (size.height, "height")] where !(value.isFinite && value >= 0) {
            throw error(scene.line, "a \(what) of \(value) (a finite size of at least 0 expected)")
        }
        rootWidth = size.width
        if isControllerRoot(0) {
            let minimum = device.systemMinimumMargin(width: rootWidth)
            do {
                try engine.setSystemMinimumLayoutMargins(
                    LayoutInsets(top: 0, leading: minimum, bottom: 0, trailing: minimum))
            } catch {
                throw self.error(scene.line, "the engine refused the system minimum margins: \(error)")
            }
        }
        let installed = installedObjects()
        try makeViews(installed: installed)
        try makeGuides()
        for (i, record) in scene.views.enumerated() where Self.scrollingKinds.contains(record.kind) && views[i] != nil {
            _ = contentGuide(of: i)
        }
        try makeAutoresizingConstraints()
        for c in scene.constraints where installed.contains(c.id) {
            if [c.firstItem, c.secondItem].contains(where: { $0 != nil && items[$0!] == nil }) { continue }
            constraints.append(try constraint(c))
            lines[c.id] = c.line
        }
        do {
            try engine.setSafeAreaInsets(insets)
            try engine.activate(constraints)
            try engine.layout(width: size.width, height: size.height)
        } catch {
            throw self.error(scene.line, "the engine refused the scene: \(error)")
        }
        return size
    }

    /// The layout as the engine holds it, the root `size`, with the views named in
    /// `explaining` explained.
    func collect(size: LayoutSize, explaining: [String]) throws(InterfaceBuilderError) -> InterfaceBuilderLayout {
        var frames: [InterfaceBuilderLayout.Frame] = []
        var depths = [Int](repeating: 0, count: scene.views.count)
        for (i, record) in scene.views.enumerated() {
            guard let view = views[i] else { continue }
            let rootFrame = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
            if let p = record.parent { depths[i] = depths[p] + 1 }
            frames.append(
                .init(
                    id: record.id, frame: i == 0 ? rootFrame : view.frame, stored: record.frame,
                    inRoot: i == 0 ? rootFrame : view.frameInRoot, depth: depths[i],
                    isMarkedMisplaced: record.isMarkedMisplaced))
        }
        let ambiguous = Set(engine.ambiguousViews.map(\.name))
        let conflicts = reports.reports.map { report in
            InterfaceBuilderLayout.Conflict(
                broken: Self.name(report.broken), line: report.broken.identifier.flatMap { lines[$0] },
                conflicts: report.conflicts.map(Self.name))
        }
        var explanations: [(id: String, text: String)] = []
        for id in explaining {
            guard let item = items[id] else {
                throw error(scene.line, "no installed view or guide '\(id)' in scene '\(scene.id)' to explain")
            }
            explanations.append((id, engine.explain(item).description))
        }
        return InterfaceBuilderLayout(
            sceneID: scene.id, deviceName: device.name, width: size.width, height: size.height, frames: frames,
            ambiguousViews: scene.views.map(\.id).filter { ambiguous.contains($0) }, conflicts: conflicts,
            explanations: explanations)
    }

    /// A constraint's name in reports: its identifier (the file's object id), else its text.
    static func name(_ summary: ConstraintSummary) -> String { summary.identifier ?? summary.text }

    // MARK: Installation

    /// The object ids installed for the device's size classes: all but those the `default`
    /// variation excludes, then each variation that applies, fewer classes first, installing
    /// what it includes and uninstalling what it excludes. A view inside an uninstalled view
    /// is not installed either.
    func installedObjects() -> Set<String> {
        var state: [String: Bool] = [:]
        let applying = scene.variations.enumerated()
            .filter { $0.element.applies(regularWidth: device.regularWidth, regularHeight: device.regularHeight) }
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
        for (_, v) in applying {
            for id in v.includes { state[id] = true }
            for id in v.excludes { state[id] = false }
        }
        var installed = Set<String>()
        var viewInstalled = [Bool](repeating: false, count: scene.views.count)
        for (i, v) in scene.views.enumerated() {
            let parentInstalled = v.parent.map { viewInstalled[$0] } ?? true
            viewInstalled[i] = parentInstalled && state[v.id] != false
            if viewInstalled[i] { installed.insert(v.id) }
        }
        for g in scene.guides where viewInstalled[g.owner] { installed.insert(g.id) }
        for c in scene.constraints where viewInstalled[c.holder] && state[c.id] != false { installed.insert(c.id) }
        return installed
    }

    // MARK: Views

    mutating func makeViews(installed: Set<String>) throws(InterfaceBuilderError) {
        views = [LayoutView?](repeating: nil, count: scene.views.count)
        for (i, record) in scene.views.enumerated() where installed.contains(record.id) {
            let view: LayoutView
            if i == 0 {
                view = engine.root
            } else if record.stack != nil {
                view = StackView(record.id)
            } else {
                view = LayoutView(record.id)
            }
            do {
                try configure(view, record, index: i)
                if let p = record.parent, let parent = views[p] {
                    if let stack = parent as? StackView {
                        try stack.addArrangedSubview(view)
                    } else {
                        try parent.addSubview(view)
                    }
                }
            } catch {
                throw self.error(record.line, "view '\(record.id)': \(error)")
            }
            views[i] = view
            items[record.id] = view
        }
    }

    func configure(_ view: LayoutView, _ record: ViewRecord, index: Int) throws(LayoutError) {
        let intrinsic = intrinsicSizes[record.id] ?? record.intrinsic
        if intrinsic != .none { try view.setIntrinsicContentSize(intrinsic) }
        for axis in LayoutAxis.allCases {
            let k = axis == .horizontal ? 0 : 1
            try view.setContentHuggingPriority(LayoutPriority(record.hugging[k]), for: axis)
            try view.setContentCompressionResistancePriority(LayoutPriority(record.compression[k]), for: axis)
        }
        view.isHidden = record.isHidden
        view.preservesSuperviewLayoutMargins = record.preservesSuperviewMargins
        view.insetsLayoutMarginsFromSafeArea = record.insetsMarginsFromSafeArea
        if record.layoutDirection != nil { try view.setLayoutDirection(record.layoutDirection) }
        let m = margins(of: record, index: index)
        if record.marginsAreAbsolute {
            try view.setLayoutMargins(
                LayoutEdgeInsets(
                    top: max(m.top, 0), left: max(m.leading, 0), bottom: max(m.bottom, 0), right: max(m.trailing, 0)))
        } else {
            try view.setDirectionalLayoutMargins(
                LayoutInsets(
                    top: max(m.top, 0), leading: max(m.leading, 0), bottom: max(m.bottom, 0),
                    trailing: max(m.trailing, 0)))
        }
        if let stack = view as? StackView, let s = record.stack {
            stack.axis = s.axis
            stack.distribution = s.distribution
            stack.alignment = s.alignment
            stack.spacing = s.spacing
            stack.isLayoutMarginsRelativeArrangement = s.marginsRelative
            stack.isBaselineRelativeArrangement = s.baselineRelative
        }
        if let offsets = Self.baselines(of: record, intrinsic: intrinsic) { try view.setBaselineOffsets(offsets) }
    }

    /// The view's margins: the file's, or UIKit's defaults for where the view is.
    func margins(of record: ViewRecord, index: Int) -> LayoutInsets {
        // A controller's root view has no margins of its own: the engine's system minimum
        // margins (set in `build`) hold it at least 16 or 20 from the sides.
        if isControllerRoot(index) { return record.margins ?? .zero }
        if let m = record.margins { return m }
        if record.kind == "tableViewCellContentView" || record.kind == "tableViewCell" {
            return LayoutInsets(
                top: 11, leading: device.systemMinimumMargin(width: rootWidth), bottom: 11,
                trailing: device.systemMinimumMargin(width: rootWidth))
        }
        return LayoutInsets(8)
    }

    /// Whether the view at `index` is a view controller's root view, whose margins the engine's
    /// system minimum margins keep from going below the system's.
    func isControllerRoot(_ index: Int) -> Bool { index == 0 && scene.controllerID != nil }

    /// Baselines of a text view placed from its font size (see ``InterfaceBuilderScene/layout(on:width:height:intrinsicSizes:)``).
    static func baselines(of record: ViewRecord, intrinsic: IntrinsicContentSize) -> BaselineOffsets? {
        guard ["label", "button", "textField"].contains(record.kind), let size = record.fontSize, size > 0,
            let height = intrinsic.height ?? record.frame?.height
        else { return nil }
        let lineHeight = 1.193 * size
        let lines = record.kind == "label" ? max(1, (height / lineHeight).rounded(.down)) : 1
        let top = max(0, (height - lines * lineHeight) / 2)
        return BaselineOffsets(firstFromTop: top + 0.952 * size, lastFromBottom: top + 0.241 * size)
    }

    // MARK: Guides

    mutating func makeGuides() throws(InterfaceBuilderError) {
        for g in scene.guides {
            guard let owner = views[g.owner] else { continue }
            switch g.kind {
            case .safeArea:
                items[g.id] = owner.safeAreaLayoutGuide
            case .content:
                items[g.id] = contentGuide(of: g.owner)
            case .frame:
                let guide = LayoutGuide(g.id)
                owner.addLayoutGuide(guide)
                constraints += named(
                    [
                        guide.leading == owner.leading, guide.trailing == owner.trailing, guide.top == owner.top,
                        guide.bottom == owner.bottom,
                    ], "FrameLayoutGuide", g.id)
                items[g.id] = guide
            case .legacyTop, .legacyBottom:
                let guide = LayoutGuide(g.id)
                owner.addLayoutGuide(guide)
                let safe = owner.safeAreaLayoutGuide
                let vertical: [LayoutConstraint] =
                    g.kind == .legacyTop
                    ? [guide.top == owner.top, guide.bottom == safe.top]
                    : [guide.top == safe.bottom, guide.bottom == owner.bottom]
                constraints += named(
                    vertical + [guide.leading == owner.leading, guide.trailing == owner.trailing], "LayoutGuide", g.id)
                items[g.id] = guide
            }
        }
    }

    /// The scroll view's content guide (made once): its top-left corner at the content's
    /// origin, its size what the constraints give it.
    mutating func contentGuide(of index: Int) -> LayoutGuide {
        if let guide = contentGuides[index] { return guide }
        let owner = views[index]!
        let id = scene.views[index].id
        let guide = LayoutGuide("\(id).contentLayoutGuide")
        owner.addLayoutGuide(guide)
        constraints += named([guide.left == owner.left, guide.top == owner.top], "ContentLayoutGuide", id)
        contentGuides[index] = guide
        return guide
    }

    func named(_ list: [LayoutConstraint], _ prefix: String, _ id: String) -> [LayoutConstraint] {
        list.map { $0.labeled("\(prefix)-\($0.firstAttribute)(\(id))") }
    }

    // MARK: Autoresizing

    /// The constraints that keep each translating view's stored frame, as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s: per axis, the flexible parts (margin before,
    /// size, margin after) share the superview's change in size in proportion to their stored
    /// values (equally when those are all zero); the fixed parts keep their values.
    mutating func makeAutoresizingConstraints() throws(InterfaceBuilderError) {
        for (i, record) in scene.views.enumerated() {
            guard i > 0, record.translatesMask, let view = views[i], let p = record.parent, let parent = views[p]
            else { continue }
            let frame = record.frame ?? .zero
            let outer = scene.views[p].frame?.size
            for axis in LayoutAxis.allCases {
                let horizontal = axis == .horizontal
                let start = horizontal ? frame.minX : frame.minY
                let length = horizontal ? frame.width : frame.height
                let total = outer.map { horizontal ? $0.width : $0.height } ?? (start + length)
                let parts = [start, length, total - start - length]
                let flexible = Array(record.mask[(horizontal ? 0 : 3)..<(horizontal ? 3 : 6)])
                var flexibleSum = 0.0
                for (part, isFlexible) in zip(parts, flexible) where isFlexible { flexibleSum += max(part, 0) }
                let count = Double(flexible.filter { $0 }.count)
                // Each part's share of the change in the superview's size.
                let shares = zip(parts, flexible).map { part, isFlexible -> Double in
                    guard isFlexible, outer != nil else { return 0 }
                    return flexibleSum > 0 ? max(part, 0) / flexibleSum : 1 / count
                }
                let side = horizontal ? "X" : "Y"
                let (startEdge, endEdge, sizeAttribute): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                    horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
                // `start == share × superview's end + …` (in the superview's coordinates) and
                // `size == share × superview's size + …`, or fixed where the share is 0.
                let position = LayoutConstraint.make(
                    view, startEdge, .equal, parent, shares[0] == 0 ? startEdge : endEdge,
                    multiplier: shares[0] == 0 ? 1 : shares[0], constant: start - shares[0] * total)!
                let size = LayoutConstraint.make(
                    view, sizeAttribute, .equal, shares[1] == 0 ? nil : parent, shares[1] == 0 ? nil : sizeAttribute,
                    multiplier: shares[1], constant: shares[1] == 0 ? length : length - shares[1] * total)!
                position.identifier = "Autoresizing-Min\(side)(\(record.id))"
                size.identifier = "Autoresizing-\(horizontal ? "Width" : "Height")(\(record.id))"
                constraints += [position, size]
            }
        }
    }

    // MARK: The file's constraints

    /// What an attribute of the file names: the item whose anchor it is (a view's margins
    /// guide for a margin attribute) and the engine's attribute.
    mutating func resolve(_ itemID: String, _ attribute: String, other: String?, line: Int, id: String)
        throws(InterfaceBuilderError) -> (LayoutItem, LayoutAttribute)
    {
        var item = items[itemID]!
        var name = attribute
        var margin = false
        if name.hasSuffix("Margin") {
            name = String(name.dropLast("Margin".count))
            margin = true
        } else if name.hasSuffix("WithinMargins") {
            name = String(name.dropLast("WithinMargins".count))
            margin = true
        }
        if name == "baseline" { name = "lastBaseline" }
        let engineAttribute = LayoutAttribute(rawValue: name)!
        if margin {
            guard let view = item as? LayoutView else {
                throw error(line, "constraint '\(id)' names the margin attribute \(attribute) of the guide '\(itemID)'")
            }
            item = marginsGuide(of: view, itemID: itemID)
        } else if engineAttribute == .firstBaseline || engineAttribute == .lastBaseline, !(item is LayoutView) {
            throw error(line, "constraint '\(id)' names the baseline of the guide '\(itemID)'")
        }
        // Between a scrolling view's edges and its descendants: the content area.
        if engineAttribute != .width, engineAttribute != .height, !margin, let other,
            let index = viewIndex[itemID], let guide = contentGuides[index], isDescendant(other, of: index)
        {
            return (guide, engineAttribute)
        }
        return (item, engineAttribute)
    }

    /// The guide a margin attribute of `view` names: the engine's margins guide, or the
    /// builder's own (see ``ownMarginsGuides``); for a view whose margins follow the readable
    /// width, its readable content guide.
    mutating func marginsGuide(of view: LayoutView, itemID: String) -> LayoutGuide {
        guard let index = viewIndex[itemID] else { return view.layoutMarginsGuide }
        let margins = ownMarginsGuide(of: view, index: index) ?? view.layoutMarginsGuide
        return followsReadableWidth(index) ? readableGuide(of: index, margins: margins) : margins
    }

    /// Whether the margins of the view at `index` follow the readable width: its own setting,
    /// or for a cell's content view, its table's.
    func followsReadableWidth(_ index: Int) -> Bool {
        let record = scene.views[index]
        if record.followsReadableWidth { return true }
        guard record.kind == "tableViewCellContentView", let cell = record.parent, let table = scene.views[cell].parent
        else { return false }
        return scene.views[table].cellMarginsFollowReadableWidth
    }

    /// UIKit's readable width at the default text size (Large): the widest the readable
    /// content guide gets.
    static let readableWidth = 672.0

    /// The readable content guide of the view at `index` (made once), as UIKit's: the margins
    /// guide's top and bottom, centred in it, as wide as it but at most ``readableWidth``
    /// (held at priority 999.9, under the required limits, so the width is the smaller).
    mutating func readableGuide(of index: Int, margins: LayoutGuide) -> LayoutGuide {
        if let guide = readableGuides[index] { return guide }
        let id = scene.views[index].id
        let guide = LayoutGuide("\(id).readableContentGuide")
        views[index]!.addLayoutGuide(guide)
        constraints += named(
            [
                guide.top == margins.top, guide.bottom == margins.bottom, guide.centerX == margins.centerX,
                guide.width <= margins.width, guide.width <= Self.readableWidth,
                (guide.width == margins.width).withPriority(LayoutPriority(999.9)),
            ], "ReadableContent", id)
        readableGuides[index] = guide
        return guide
    }

    /// The builder's own margins guide of the view at `index` (made once, as the view's edges,
    /// or its safe area's, inset by its margins) for margins that are negative; nil when none
    /// is.
    mutating func ownMarginsGuide(of view: LayoutView, index: Int) -> LayoutGuide? {
        let itemID = scene.views[index].id
        let record = scene.views[index]
        let m = margins(of: record, index: index)
        // A controller's root view is held at least at the system minimum margins, never below 0.
        guard !isControllerRoot(index), [m.top, m.leading, m.bottom, m.trailing].contains(where: { $0 < 0 }) else {
            return nil
        }
        if let guide = ownMarginsGuides[index] { return guide }
        let guide = LayoutGuide("\(itemID).layoutMarginsGuide")
        view.addLayoutGuide(guide)
        let base: LayoutItem = record.insetsMarginsFromSafeArea ? view.safeAreaLayoutGuide : view
        // `layoutMargins` (left and right) keep to their sides.
        let sides =
            record.marginsAreAbsolute
            ? [guide.left == base.left + m.leading, guide.right == base.right - m.trailing]
            : [guide.leading == base.leading + m.leading, guide.trailing == base.trailing - m.trailing]
        constraints += named(
            [guide.top == base.top + m.top, guide.bottom == base.bottom - m.bottom] + sides, "Margins", itemID)
        ownMarginsGuides[index] = guide
        return guide
    }

    /// Whether the object `id` (a view or a guide) lies inside the view at `ancestor`.
    func isDescendant(_ id: String, of ancestor: Int) -> Bool {
        var index = viewIndex[id] ?? guideOwner[id]
        if index == ancestor { return false }
        while let i = index {
            if i == ancestor { return true }
            index = scene.views[i].parent
        }
        return false
    }

    mutating func constraint(_ c: ConstraintRecord) throws(InterfaceBuilderError) -> LayoutConstraint {
        let (firstItem, first) = try resolve(c.firstItem, c.firstAttribute, other: c.secondItem, line: c.line, id: c.id)
        var second: (LayoutItem, LayoutAttribute)?
        if let secondID = c.secondItem, let secondName = c.secondAttribute {
            second = try resolve(secondID, secondName, other: c.firstItem, line: c.line, id: c.id)
        }
        guard
            let made = LayoutConstraint.make(
                firstItem, first, c.relation, second?.0, second?.1, multiplier: c.multiplier, constant: c.constant)
        else {
            throw error(
                c.line,
                c.secondAttribute.map {
                    "constraint '\(c.id)' relates \(c.firstAttribute) to \($0), which Auto Layout refuses"
                }
                    ?? "constraint '\(c.id)' sets the position \(c.firstAttribute) to a constant, with no second item")
        }
        let result = c.priority == 1000 ? made : made.withPriority(LayoutPriority(c.priority))
        result.identifier = c.id
        return result
    }
}
