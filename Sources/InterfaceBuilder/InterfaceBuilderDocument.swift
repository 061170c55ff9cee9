import ConstraintLayout

/// A storyboard or XIB read into its scenes: each view controller's view tree, or each
/// top-level view of a XIB, with its constraints, guides and size-class variations.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(bytes: bytes, fileName: "Main.storyboard")
/// for scene in document.scenes {
///     let layout = try scene.layout(on: document.designedDevice ?? .named("retina6_12")!)
///     layout.frames   // every view's frame by object id, superview coordinates
/// }
/// ```
///
/// Reading is one pass over the bytes and one over the elements (linear in the file's size).
/// A file that is not XML, not an iOS Interface Builder document, or whose constraints name
/// objects that are not in their scene, or attributes Auto Layout does not have, is refused
/// with an ``InterfaceBuilderError`` naming the line.
public struct InterfaceBuilderDocument: Sendable {
    /// The file's name as given.
    public let fileName: String
    /// Whether the file is a storyboard (else a XIB).
    public let isStoryboard: Bool
    /// The device the file was designed on (`<device id=… orientation=…>`), when the table
    /// (``InterfaceBuilderDevice/all``) has it.
    public let designedDevice: InterfaceBuilderDevice?
    /// The `<device id=…>` the file names, even one the table does not have.
    public let designedDeviceID: String?
    /// The scenes in document order: every view controller with a view, or every top-level
    /// view of a XIB. Controllers without a view in the file (navigation and tab bar
    /// controllers) are not scenes.
    public let scenes: [InterfaceBuilderScene]

    /// For a file that names no device (a launch screen from an older template), the device
    /// whose screen is the size of the first full-screen scene's stored root view, portrait
    /// before landscape, in the table's order: the canvas the frames were stored on. Nil when
    /// the file names a device or no such root matches a screen.
    public var deviceOfStoredFrames: InterfaceBuilderDevice? {
        guard designedDeviceID == nil else { return nil }
        for scene in scenes where scene.fillsScreen && scene.freeformSize == nil && scene.bars.sheet == nil {
            guard let size = scene.storedFrame(of: scene.rootViewID)?.size else { continue }
            if let device = InterfaceBuilderDevice.all.first(where: {
                $0.width == size.width && $0.height == size.height
            }) {
                return device
            }
        }
        return nil
    }

    /// The deepest nesting of elements read: Interface Builder files nest a few dozen deep.
    static let maximumDepth = 2000

    /// Reads an Interface Builder document.
    /// - Throws: ``InterfaceBuilderError`` for bytes that are not well-formed XML, a document
    ///   that is not an iOS storyboard or XIB, and a constraint that names a missing object,
    ///   an unknown attribute or relation, or a malformed number.
    public init(bytes: [UInt8], fileName: String) throws(InterfaceBuilderError) {
        self.fileName = fileName
        let root: XMLElement
        do { root = try XMLReader.parse(bytes, maximumDepth: Self.maximumDepth) } catch {
            throw InterfaceBuilderError(fileName: fileName, line: error.line, message: error.message)
        }
        guard root.name == "document", let type = root["type"] else {
            throw InterfaceBuilderError(
                fileName: fileName, line: root.line,
                message: "not an Interface Builder file: the root element is <\(root.name)>, not <document type=…>")
        }
        guard type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") else {
            throw InterfaceBuilderError(
                fileName: fileName, line: root.line,
                message: "not an iOS Interface Builder file: the document type is '\(type)'")
        }
        isStoryboard = type.contains("Storyboard")
        let device = root.child("device")
        designedDeviceID = device?["id"]
        designedDevice = designedDeviceID.flatMap {
            InterfaceBuilderDevice.named($0, orientation: device?["orientation"])
        }
        var reader = SceneReader(fileName: fileName, designedDevice: designedDevice)
        scenes = try isStoryboard ? reader.storyboardScenes(root) : reader.xibScenes(root)
    }
}

/// Reads the scenes of a document's element tree.
private struct SceneReader {
    let fileName: String
    let designedDevice: InterfaceBuilderDevice?

    func error(_ line: Int, _ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(fileName: fileName, line: line, message: message)
    }

    /// A navigation controller's bar, as the controllers it shows see it.
    struct NavigationBar {
        /// The bar is opaque: the controllers' views start below it.
        var opaque: Bool
        /// The bar prefers large titles (`largeTitles="YES"`).
        var largeTitles: Bool
    }

    /// The presentation styles that cover the whole screen rather than a sheet.
    static let fullScreenStyles: Set<String> = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext"]

    // MARK: Documents

    mutating func storyboardScenes(_ root: XMLElement) throws(InterfaceBuilderError) -> [InterfaceBuilderScene] {
        guard let scenes = root.child("scenes") else { return [] }
        // Controllers shown inside a navigation or tab bar controller get its bar inferred, as
        // Interface Builder draws them; a controller shown from one in a navigation
        // controller is in it too.
        // Each controller in a navigation controller, with its bar (opaque: the controller's
        // view starts below it; large titles); each in a tab bar controller, with whether the
        // tab bar is opaque.
        var navigated: [String: NavigationBar] = [:], tabbed: [String: Bool] = [:]
        // Each navigation controller's root controller's navigation controller.
        var navigationControllerOf: [String: String] = [:]
        // Controllers that hide the bottom bar when pushed (`hidesBottomBarWhenPushed`).
        var hidesBottomBar = Set<String>()
        var shows: [(from: String, to: String, style: String?)] = []
        // Controllers presented modally, not over the full screen, with the segue's
        // presentation style (a sheet, iOS 13's default).
        var presented: [String: String] = [:]
        // Controllers embedded in a container view: their view is the container's size.
        var embedded = Set<String>()
        // Each controller's own largeTitleDisplayMode, when its navigation item gives one.
        var displayModes: [String: String] = [:]
        for scene in scenes.children where scene.name == "scene" {
            for object in scene.child("objects")?.children ?? [] {
                guard let id = object["id"] else { continue }
                if object["hidesBottomBarWhenPushed"] == "YES" { hidesBottomBar.insert(id) }
                displayModes[id] = object.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
                let navigationBar = object.child(key: "navigationBar")
                let bar = NavigationBar(
                    opaque: navigationBar?["translucent"] == "NO", largeTitles: navigationBar?["largeTitles"] == "YES")
                let tabOpaque = object.child(key: "tabBar")?["translucent"] == "NO"
                for segue in object.descendants(named: "segue") {
                    guard let destination = segue["destination"] else { continue }
                    switch (object.name, segue["relationship"], segue["kind"]) {
                    case ("navigationController", "rootViewController", _):
                        navigated[destination] = bar
                        navigationControllerOf[destination] = id
                    case ("tabBarController", "viewControllers", _): tabbed[destination] = tabOpaque
                    case (_, _, "show"), (_, _, "push"):
                        shows.append((id, destination, segue["modalPresentationStyle"]))
                    case (_, _, "presentation"):
                        let style = segue["modalPresentationStyle"] ?? "automatic"
                        if !Self.fullScreenStyles.contains(style) { presented[destination] = style }
                    case (_, _, "popoverPresentation"): presented[destination] = "popover"
                    // A custom segue's code decides where the controller goes.
                    case (_, _, "custom"): presented[destination] = "custom"
                    case (_, _, "embed"): embedded.insert(destination)
                    default: break
                    }
                }
            }
        }
        // Each controller shown in a navigation controller, with the one that shows it (the
        // first show segue in the file that reaches it).
        var shownBy: [String: String] = [:]
        var grew = true
        while grew {
            grew = false
            for (from, to, _) in shows where navigated[from] != nil && navigated[to] == nil {
                navigated[to] = navigated[from]
                shownBy[to] = from
                grew = true
            }
        }
        /// Whether the controller `id` shows a large title in a bar that prefers them: its
        /// display mode, where `automatic` (the default) is that of the controller that showed
        /// it, and large for the navigation controller's root.
        func showsLargeTitle(_ id: String) -> Bool {
            var current = id
            var seen = Set<String>()
            while seen.insert(current).inserted {
                switch displayModes[current] {
                case "never": return false
                case "always": return true
                default:
                    guard let from = shownBy[current] else { return true }
                    current = from
                }
            }
            return true
        }
        // A navigation controller in a tab bar controller: its controllers have the tab bar
        // too (those pushed unless they hide it), as Interface Builder infers it.
        for id in navigated.keys.sorted() where tabbed[id] == nil {
            var root = id
            var pushed = false
            var seen = Set<String>()
            while let from = shownBy[root], seen.insert(root).inserted {
                root = from
                pushed = true
            }
            if let navigation = navigationControllerOf[root], let opaque = tabbed[navigation],
                !(pushed && hidesBottomBar.contains(id))
            {
                tabbed[id] = opaque
            }
        }
        // A show segue outside a navigation controller presents modally.
        for (from, to, style) in shows where navigated[from] == nil && navigated[to] == nil {
            if !Self.fullScreenStyles.contains(style ?? "") { presented[to] = style ?? "automatic" }
        }
        var result: [InterfaceBuilderScene] = []
        for scene in scenes.children where scene.name == "scene" {
            guard let sceneID = scene["sceneID"] else {
                throw error(scene.line, "<scene> has no sceneID")
            }
            for controller in scene.child("objects")?.children ?? []
            where controller["sceneMemberID"] == "viewController" {
                guard let view = controller.child(key: "view") else { continue }
                var bars = SimulatedBars()
                if let id = controller["id"] {
                    if let style = presented[id] {
                        let own = controller["modalPresentationStyle"]
                        if !Self.fullScreenStyles.contains(own ?? "") { bars.sheet = own ?? style }
                    }
                    if let bar = navigated[id] {
                        bars.navigationBar = true
                        bars.opaqueNavigationBar = bar.opaque
                        bars.largeTitle = bar.largeTitles && showsLargeTitle(id)
                    }
                    if let opaque = tabbed[id] {
                        bars.bottomBar = 49
                        bars.opaqueBottomBar = opaque
                    }
                }
                // The controller's preferredContentSize ("Use Preferred Explicit Size").
                if let size = controller.child(key: "contentSizeForViewInPopover") {
                    bars.preferredContentSize = LayoutSize(
                        width: try number(size, "width", default: 0), height: try number(size, "height", default: 0))
                }
                if let top = controller.child(key: "simulatedTopBarMetrics") {
                    bars.navigationBar = top.name == "simulatedNavigationBarMetrics"
                    bars.prompted = top["prompted"] == "YES"
                    if top["translucent"] == "NO" { bars.opaqueNavigationBar = true }
                }
                if let bottom = controller.child(key: "simulatedBottomBarMetrics") {
                    switch bottom.name {
                    case "simulatedTabBarMetrics": bars.bottomBar = 49
                    case "simulatedToolbarMetrics":
                        bars.bottomBar = 44
                        bars.toolbar = true
                    default: bars.bottomBar = 0
                    }
                }
                var freeform: LayoutSize?
                if let size = controller.child("size", key: "freeformSize") {
                    freeform = LayoutSize(
                        width: try number(size, "width", default: 0), height: try number(size, "height", default: 0))
                }
                let title = controller["title"] ?? controller["userLabel"]
                let name = title ?? "\(controller["customClass"] ?? controller.name) \(controller["id"] ?? "")"
                var legacy: [(XMLElement, GuideRecord.Kind)] = []
                for guide in controller.child("layoutGuides")?.children ?? [] {
                    switch guide["type"] {
                    case "top": legacy.append((guide, .legacyTop))
                    case "bottom": legacy.append((guide, .legacyBottom))
                    default:
                        throw error(
                            guide.line, "a layout guide of type '\(guide["type"] ?? "")' (top or bottom expected)")
                    }
                }
                result.append(
                    try makeScene(
                        id: sceneID, name: name, line: scene.line, controllerID: controller["id"], root: view,
                        fillsScreen: !embedded.contains(controller["id"] ?? ""), usesDeviceSafeArea: true, bars: bars,
                        freeform: freeform, legacyGuides: legacy))
            }
        }
        return result
    }

    mutating func xibScenes(_ root: XMLElement) throws(InterfaceBuilderError) -> [InterfaceBuilderScene] {
        var result: [InterfaceBuilderScene] = []
        for object in root.child("objects")?.children ?? [] where object.name != "placeholder" {
            guard let id = object["id"], object.child("rect", key: "frame") != nil else { continue }
            let frame = try rect(object.child("rect", key: "frame")!)
            let fills = designedDevice.map { frame.width == $0.width && frame.height == $0.height } ?? false
            let name = object["userLabel"] ?? "\(object["customClass"] ?? object.name) \(id)"
            result.append(
                try makeScene(
                    id: id, name: name, line: object.line, controllerID: nil, root: object, fillsScreen: fills,
                    usesDeviceSafeArea: object.name == "view"
                        && object.child("viewLayoutGuide", key: "safeArea") != nil,
                    bars: SimulatedBars(), freeform: nil, legacyGuides: []))
        }
        return result
    }

    // MARK: Scenes

    /// Reads a scene's view tree, iteratively (no recursion over the file's nesting).
    func makeScene(
        id: String, name: String, line: Int, controllerID: String?, root: XMLElement, fillsScreen: Bool,
        usesDeviceSafeArea: Bool, bars: SimulatedBars, freeform: LayoutSize?,
        legacyGuides: [(XMLElement, GuideRecord.Kind)]
    ) throws(InterfaceBuilderError) -> InterfaceBuilderScene {
        var views: [ViewRecord] = []
        var constraints: [ConstraintRecord] = []
        var guides: [GuideRecord] = []
        var variations: [VariationRecord] = []
        var ids: [String: Int] = [:]  // object id → line, for duplicates
        func claim(_ id: String, _ line: Int) throws(InterfaceBuilderError) {
            if let first = ids[id] {
                throw error(line, "the object id '\(id)' is used twice in the scene (first on line \(first))")
            }
            ids[id] = line
        }
        // (element, parent index, role)
        var pending: [(XMLElement, Int?, ViewRole)] = [(root, nil, .root)]
        while let (element, parent, role) = pending.popLast() {
            // A view Interface Builder gives no id (a visual effect view's content view) is
            // named after its superview and key.
            guard let viewID = element["id"] ?? parent.map({ "\(views[$0].id).\(element["key"] ?? element.name)" })
            else {
                throw error(element.line, "<\(element.name)> has no id")
            }
            try claim(viewID, element.line)
            let parentKind = parent.map { views[$0].kind }
            var view = try viewRecord(element, id: viewID, role: role, parentKind: parentKind)
            view.parent = parent
            for variant in try traitVariants(of: element) ?? [] {
                var record = try viewRecord(variant, id: viewID, role: role, parentKind: parentKind)
                record.parent = parent
                view.variants.append(record)
            }
            let index = views.count
            views.append(view)
            var children: [(XMLElement, Int?, ViewRole)] = []
            for child in element.children {
                switch child.name {
                case "subviews":
                    let role: ViewRole = element.name == "stackView" ? .arranged : .subview
                    children += child.children.map { ($0, index, role) }
                case "prototypes", "cells":
                    children += child.children.map {
                        ($0, index, $0.name == "tableViewCell" ? .tableCell : .fixed)
                    }
                case "constraints":
                    for c in child.children where c.name == "constraint" {
                        if c["placeholder"] == "YES" { continue }
                        guard let cid = c["id"] else { throw error(c.line, "<constraint> has no id") }
                        try claim(cid, c.line)
                        var record = try constraint(c, id: cid, holder: index, holderID: viewID)
                        for variant in try traitVariants(of: c) ?? [] {
                            record.variants.append(try constraint(variant, id: cid, holder: index, holderID: viewID))
                        }
                        constraints.append(record)
                    }
                case "viewLayoutGuide":
                    guard let gid = child["id"] else { throw error(child.line, "<viewLayoutGuide> has no id") }
                    let kind: GuideRecord.Kind
                    switch child["key"] {
                    case "safeArea": kind = .safeArea
                    case "contentLayoutGuide": kind = .content
                    case "frameLayoutGuide": kind = .frame
                    default:
                        throw error(
                            child.line,
                            "a view layout guide with key '\(child["key"] ?? "")' (safeArea, contentLayoutGuide or frameLayoutGuide expected)"
                        )
                    }
                    try claim(gid, child.line)
                    guides.append(GuideRecord(id: gid, kind: kind, owner: index, line: child.line))
                case "variation":
                    variations.append(try variation(child))
                default:
                    switch child["key"] {
                    case "contentView": children.append((child, index, .contentView))
                    case "tableHeaderView", "tableFooterView": children.append((child, index, .tableCell))
                    default: break
                    }
                }
            }
            pending += children.reversed()
        }
        for (guide, kind) in legacyGuides {
            guard let gid = guide["id"] else { throw error(guide.line, "<\(guide.name)> has no id") }
            try claim(gid, guide.line)
            guides.append(GuideRecord(id: gid, kind: kind, owner: 0, line: guide.line))
        }
        for c in constraints {
            for item in [c.firstItem, c.secondItem].compactMap({ $0 }) where ids[item] == nil {
                throw error(c.line, "constraint '\(c.id)' names '\(item)', which is no view or guide of its scene")
            }
        }
        return InterfaceBuilderScene(
            id: id, name: name, line: line, controllerID: controllerID, fileName: fileName, views: views,
            constraints: constraints, guides: guides, variations: variations, fillsScreen: fillsScreen,
            usesDeviceSafeArea: usesDeviceSafeArea, bars: bars,
            freeformSize: freeform)
    }

    /// How a view is placed, from where the file puts it.
    enum ViewRole {
        /// The scene's root: sized by the screen.
        case root
        /// A subview: its own `translatesAutoresizingMaskIntoConstraints` and mask.
        case subview
        /// A stack view's arranged subview: placed by the stack.
        case arranged
        /// A table cell, header or footer: as wide as the table, its stored height.
        case tableCell
        /// A cell's content view: the cell's bounds.
        case contentView
        /// A collection cell: its stored frame.
        case fixed
        /// A subview Interface Builder keeps at a fixed frame (`fixedFrame="YES"`).
        case fixedFrame
    }

    func viewRecord(_ e: XMLElement, id: String, role: ViewRole, parentKind: String?) throws(InterfaceBuilderError)
        -> ViewRecord
    {
        var text = e["text"] ?? e["placeholder"]
        if text == nil, e.name == "button" {
            text = e.children.first { $0.name == "state" && $0["key"] == "normal" }?["title"]
        }
        let label = e["userLabel"] ?? (text.map { "\(e.name) '\($0)'" } ?? e.name)
        var view = ViewRecord(id: id, kind: e.name, line: e.line, label: label)
        if let r = e.child("rect", key: "frame") { view.frame = try rect(r) }
        // A view with a fixed frame and no constraints keeps its frame: Interface Builder
        // turns its autoresizing back on when it builds the file.
        switch e["fixedFrame"] == "YES" && role == .subview ? .fixedFrame : role {
        case .fixedFrame:
            view.translatesMask = true
            view.mask = Self.mask(of: e) ?? view.mask
        case .root:
            view.translatesMask = true
        case .subview:
            view.translatesMask = e["translatesAutoresizingMaskIntoConstraints"] != "NO"
            view.mask = Self.mask(of: e) ?? view.mask
        case .arranged:
            view.translatesMask = false
        case .tableCell:
            view.mask = [false, true, false, false, false, false]
        case .contentView:
            view.mask = [false, true, false, false, true, false]
        case .fixed:
            break
        }
        view.hugging = [
            try number(e, "horizontalHuggingPriority", default: 250),
            try number(e, "verticalHuggingPriority", default: 250),
        ]
        view.compression = [
            try number(e, "horizontalCompressionResistancePriority", default: 750),
            try number(e, "verticalCompressionResistancePriority", default: 750),
        ]
        for p in view.hugging + view.compression where !(p >= 1 && p <= 1000) {
            throw error(
                e.line, "a content priority of \(formatNumber(p)) in <\(e.name) id='\(id)'> (1 to 1000 expected)")
        }
        view.isHidden = e["hidden"] == "YES"
        view.isMarkedMisplaced = e["misplaced"] == "YES"
        view.preservesSuperviewMargins = e["preservesSuperviewLayoutMargins"] == "YES"
        view.insetsMarginsFromSafeArea = e["insetsLayoutMarginsFromSafeArea"] != "NO"
        view.followsReadableWidth = e["layoutMarginsFollowReadableWidth"] == "YES"
        view.cellMarginsFollowReadableWidth = e["cellLayoutMarginsFollowReadableWidth"] == "YES"
        // `layoutMargins` keep to the left and right; `directionalLayoutMargins` follow the
        // layout direction.
        if let m = e.child("edgeInsets", key: "layoutMargins") {
            view.margins = LayoutInsets(
                top: try number(m, "top", default: 0), leading: try number(m, "left", default: 0),
                bottom: try number(m, "bottom", default: 0), trailing: try number(m, "right", default: 0))
            view.marginsAreAbsolute = true
        }
        if let m = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.margins = LayoutInsets(
                top: try number(m, "top", default: 0), leading: try number(m, "leading", default: 0),
                bottom: try number(m, "bottom", default: 0), trailing: try number(m, "trailing", default: 0))
            view.marginsAreAbsolute = false
        }
        switch e["semanticContentAttribute"] {
        case "forceRightToLeft": view.layoutDirection = .rightToLeft
        case "forceLeftToRight", "playback", "spatial": view.layoutDirection = .leftToRight
        default: view.layoutDirection = nil
        }
        if let font = e.child("fontDescription", key: "fontDescription"), let size = font["pointSize"] {
            view.fontSize = Double(size)
        }
        view.numberOfLines = Int(e["numberOfLines"] ?? "1") ?? 1
        // The intrinsic size: the placeholder when given, else the stored size for content views.
        let size = view.frame?.size
        if ViewRecord.intrinsicKinds.contains(e.name) || (e.name == "textView" && e["scrollEnabled"] == "NO") {
            if e.name != "imageView" || e["image"] != nil {
                view.intrinsic = IntrinsicContentSize(width: size?.width, height: size?.height)
            }
        } else if ViewRecord.intrinsicHeightKinds.contains(e.name) {
            view.intrinsic = IntrinsicContentSize(width: nil, height: size?.height)
        } else if e.name == "stackView", e["customClass"] != nil, e.child("subviews")?.children.isEmpty ?? true {
            // A stack view of a custom class with no arranged views in the file arranges them in
            // code (an @IBDesignable rating control): the size Interface Builder drew it at.
            view.intrinsic = IntrinsicContentSize(width: size?.width, height: size?.height)
        }
        view.hasPlaceholderSize = e["placeholderIntrinsicWidth"] != nil || e["placeholderIntrinsicHeight"] != nil
        if let w = e["placeholderIntrinsicWidth"] {
            view.intrinsic.width = w == "infinite" ? nil : try number(e, "placeholderIntrinsicWidth", default: 0)
        }
        if let h = e["placeholderIntrinsicHeight"] {
            view.intrinsic.height = h == "infinite" ? nil : try number(e, "placeholderIntrinsicHeight", default: 0)
        }
        if e.name == "stackView" {
            var s = StackRecord()
            s.axis = e["axis"] == "vertical" ? .vertical : .horizontal
            if let d = e["distribution"] {
                guard let value = StackView.Distribution(rawValue: d) else {
                    throw error(e.line, "unknown stack view distribution '\(d)'")
                }
                s.distribution = value
            }
            if let a = e["alignment"] {
                let names: [String: StackView.Alignment] = [
                    "fill": .fill, "leading": .leading, "top": .leading, "center": .center, "trailing": .trailing,
                    "bottom": .trailing, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
                    "baseline": .lastBaseline,
                ]
                guard let value = names[a] else { throw error(e.line, "unknown stack view alignment '\(a)'") }
                s.alignment = value
            }
            s.spacing = e["spacingType"] == "standard" ? 8 : try number(e, "spacing", default: 0)
            // Interface Builder writes a stack view's margins only when it arranges its views
            // within them (the files it writes carry no attribute for the switch).
            s.marginsRelative = e["layoutMarginsRelativeArrangement"] == "YES" || view.margins != nil
            s.baselineRelative = e["baselineRelativeArrangement"] == "YES"
            view.stack = s
        }
        return view
    }

    /// The element's autoresizing mask, in ``ViewRecord/mask``'s order, if it has one.
    static func mask(of e: XMLElement) -> [Bool]? {
        guard let m = e.child("autoresizingMask", key: "autoresizingMask") else { return nil }
        return ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"].map {
            m[$0] == "YES"
        }
    }

    // MARK: Constraints

    /// The attributes a constraint may name.
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "baseline",
        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    func constraint(_ c: XMLElement, id: String, holder: Int, holderID: String) throws(InterfaceBuilderError)
        -> ConstraintRecord
    {
        guard let first = c["firstAttribute"] else {
            throw error(c.line, "constraint '\(id)' has no firstAttribute")
        }
        for attribute in [first, c["secondAttribute"]].compactMap({ $0 }) where !Self.attributes.contains(attribute) {
            throw error(c.line, "constraint '\(id)' has an unknown attribute '\(attribute)'")
        }
        let relation: Relation
        switch c["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?:
            throw error(c.line, "constraint '\(id)' has an unknown relation '\(other)'")
        }
        let second = c["secondItem"]
        if (second == nil) != (c["secondAttribute"] == nil) {
            throw error(
                c.line,
                second == nil
                    ? "constraint '\(id)' has a secondAttribute but no secondItem"
                    : "constraint '\(id)' has a secondItem but no secondAttribute")
        }
        var multiplier = 1.0
        if let text = c["multiplier"] {
            guard let value = Self.multiplier(text), value.isFinite else {
                throw error(
                    c.line, "constraint '\(id)' has a malformed multiplier '\(text)' (a:b or a decimal expected)")
            }
            multiplier = value
        }
        let priority = try number(c, "priority", default: 1000)
        guard priority >= 1 && priority <= 1000 else {
            throw error(c.line, "constraint '\(id)' has priority \(formatNumber(priority)) (1 to 1000 expected)")
        }
        return ConstraintRecord(
            id: id, line: c.line, holder: holder, firstItem: c["firstItem"] ?? holderID, firstAttribute: first,
            relation: relation, secondItem: second, secondAttribute: c["secondAttribute"], multiplier: multiplier,
            constant: try number(c, "constant", default: 0), priority: priority)
    }

    /// `2:1`, `1/3` or `0.5`.
    static func multiplier(_ text: String) -> Double? {
        if let sep = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            guard let a = Double(text[..<sep]), let b = Double(text[text.index(after: sep)...]), b != 0 else {
                return nil
            }
            return a / b
        }
        return Double(text)
    }

    /// The element as a device of each size-class combination sees it (in
    /// ``VariationRecord/combinations``' order), when a `<variation>` in it changes an
    /// attribute (`<variation key="heightClass=compact" constant="8"/>` in a constraint,
    /// `hidden="YES"` in a view, `axis="horizontal"` in a stack view): the variations that
    /// apply, fewer classes first and then in document order, each setting its attributes
    /// over the element's. Nil when no variation changes an attribute.
    func traitVariants(of e: XMLElement) throws(InterfaceBuilderError) -> [XMLElement]? {
        var changing: [(record: VariationRecord, element: XMLElement)] = []
        for child in e.children
        where child.name == "variation"
            && (child.attributes.contains { $0.name != "key" } || child.children.contains { Self.isVaried($0) })
        {
            changing.append((try variation(child), child))
        }
        guard !changing.isEmpty else { return nil }
        return VariationRecord.combinations.map { regularWidth, regularHeight in
            var merged = e
            let applying = changing.enumerated()
                .filter { $0.element.record.applies(regularWidth: regularWidth, regularHeight: regularHeight) }
                .sorted { ($0.element.record.specificity, $0.offset) < ($1.element.record.specificity, $1.offset) }
            for (_, variation) in applying {
                for attribute in variation.element.attributes where attribute.name != "key" {
                    if let i = merged.attributes.firstIndex(where: { $0.name == attribute.name }) {
                        merged.attributes[i].value = attribute.value
                    } else {
                        merged.attributes.append(attribute)
                    }
                }
                for element in variation.element.children where Self.isVaried(element) {
                    if let i = merged.children.firstIndex(where: {
                        $0.name == element.name && $0["key"] == element["key"]
                    }) {
                        merged.children[i] = element
                    } else {
                        merged.children.append(element)
                    }
                }
            }
            return merged
        }
    }

    /// Whether `element`, inside a `<variation>`, replaces the element's own for those size
    /// classes: a font (`<fontDescription key="fontDescription">`), which moves a text view's
    /// baselines and makes its stored size the wrong intrinsic size there.
    static func isVaried(_ element: XMLElement) -> Bool {
        element.name == "fontDescription" && element["key"] == "fontDescription"
    }

    func variation(_ v: XMLElement) throws(InterfaceBuilderError) -> VariationRecord {
        let key = v["key"] ?? ""
        var record = VariationRecord(isDefault: key == "default", includes: [], excludes: [])
        if !record.isDefault {
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=")
                guard pair.count == 2, pair[1] == "compact" || pair[1] == "regular" else {
                    throw error(v.line, "a size-class variation '\(key)' this reader does not know")
                }
                let regular = pair[1] == "regular"
                switch pair[0] {
                case "widthClass": record.regularWidth = regular
                case "heightClass": record.regularHeight = regular
                default: throw error(v.line, "a size-class variation '\(key)' this reader does not know")
                }
            }
        }
        for mask in v.children where mask.name == "mask" {
            for entry in mask.children {
                guard let reference = entry["reference"] else { continue }
                if entry.name == "include" { record.includes.append(reference) }
                if entry.name == "exclude" { record.excludes.append(reference) }
            }
        }
        return record
    }

    // MARK: Numbers

    func number(_ e: XMLElement, _ attribute: String, default value: Double) throws(InterfaceBuilderError) -> Double {
        guard let text = e[attribute] else { return value }
        guard let number = Double(text), number.isFinite else {
            throw error(e.line, "attribute \(attribute)='\(text)' of <\(e.name)> is not a number")
        }
        return number
    }

    func rect(_ r: XMLElement) throws(InterfaceBuilderError) -> LayoutRect {
        LayoutRect(
            x: try number(r, "x", default: 0), y: try number(r, "y", default: 0),
            width: try number(r, "width", default: 0), height: try number(r, "height", default: 0))
    }
}
