import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// What a real screen meets first when it changes device: readable widths, large titles,
/// iPad form sheets, size-class variations of properties (constants, hidden views, a stack's
/// axis) and baseline-relative stacks. Expected frames are worked out by hand from UIKit's
/// documented behaviour.
@Suite struct AdaptiveTests {
    /// A text block between the root's margins, which follow the readable width.
    static let readable = controllerScene(
        rootAttributes: #"layoutMarginsFollowReadableWidth="YES""#,
        subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="16" y="40" width="343" height="50"/>
            </view>
            """,
        constraints: """
            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="rd1-xx-001"/>
            <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="rd2-xx-001"/>
            <constraint firstItem="body" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="rd3-xx-001"/>
            <constraint firstItem="body" firstAttribute="height" constant="50" id="rd4-xx-001"/>
            """)

    @Test func readableWidth() throws {
        let scene = try document(storyboard(Self.readable)).scenes[0]
        let phone = try scene.layout(on: try device("retina4_7"))
        // A phone in portrait: the margins (16 each side of 375) are 343 wide, narrower than
        // the readable width (672): the readable guide is the margins guide.
        expectFrame(phone, "body", 16, 40, 343, 50)
        #expect(phone.misplacedViews().isEmpty)
        // An iPad Pro 12.9" (1024 wide, regular: margins 20): 984 between the margins, so the
        // readable width, 672, centred: 20 + (984 - 672) / 2 = 176.
        expectFrame(try scene.layout(on: try device("ipad12_9")), "body", 176, 40, 672, 50)
        // An iPhone 11 in landscape (896 wide, the notch's 48 at each side, regular width:
        // margins 20 inside the safe area): 896 - 2 × 68 = 760 between the margins, so 672
        // centred: 68 + (760 - 672) / 2 = 112. No status bar: the top is 20.
        expectFrame(try scene.layout(on: try device("retina6_1-landscape")), "body", 112, 20, 672, 50)
        // A width given on the command line: 700 - 2 × 20 = 660 between the margins, under 672.
        expectFrame(try scene.layout(on: try device("ipad12_9"), width: 700), "body", 20, 40, 660, 50)
    }

    @Test func cellsFollowTheTablesReadableWidth() throws {
        // The prototype cell of the cell tests, in a table whose cells' margins follow the
        // readable width.
        let text = storyboard(
            CellTests.tableScene.replacingOccurrences(
                of: #"dataMode="prototypes""#,
                with: #"dataMode="prototypes" cellLayoutMarginsFollowReadableWidth="YES""#))
        let scene = try document(text).scenes[0]
        // iPhone 8: 343 between the content view's margins (16), under 672: no change.
        expectFrame(try scene.layout(on: try device("retina4_7")), "lbl-01", 16, 11.5, 343, 20.5)
        // iPad Pro 12.9": margins 20 of 1024, 984 between them; the label 672 wide, centred:
        // 20 + (984 - 672) / 2 = 176.
        expectFrame(try scene.layout(on: try device("ipad12_9")), "lbl-01", 176, 11.5, 672, 20.5)
    }

    /// A navigation controller whose bar prefers large titles, its root controller `vc-01`, a
    /// controller `vc-02` it shows, which turns large titles off, and `vc-03`, shown by that
    /// one, whose mode is automatic.
    static let largeTitles =
        navigationControllerScene(barAttributes: #"largeTitles="YES""#)
        + topStripScene(
            storedY: 155, storedWidth: 393, connections: #"<segue destination="vc-02" kind="show" id="shw-01"/>"#,
            extra: #"<navigationItem key="navigationItem" title="Inbox" id="nvi-01"/>"#)
        + topStripScene(
            sceneID: "scn-02", controllerID: "vc-02", rootID: "detail", stripID: "top2", storedY: 103, storedWidth: 393,
            connections: #"<segue destination="vc-03" kind="show" id="shw-02"/>"#,
            extra: #"<navigationItem key="navigationItem" title="Message" largeTitleDisplayMode="never" id="nvi-02"/>"#)
        + topStripScene(
            sceneID: "scn-03", controllerID: "vc-03", rootID: "attachment", stripID: "top3", storedY: 103,
            storedWidth: 393)

    @Test func largeTitles() throws {
        let text = storyboard(device: "retina6_12", Self.largeTitles)
        let scenes = try document(text).scenes
        #expect(scenes.map(\.id) == ["scn-01", "scn-02", "scn-03"])
        // iPhone 15 (status bar 59): a large-title bar is 96, so the safe area starts at 155.
        let inbox = try scenes[0].layout(on: try device("retina6_12"))
        expectFrame(inbox, "top", 0, 155, 393, 10)
        #expect(!inbox.misplacedViews().contains { $0.id == "top" })
        // iPhone 8 (status bar 20): 116.
        expectFrame(try scenes[0].layout(on: try device("retina4_7")), "top", 0, 116, 375, 10)
        // In a compact height large titles do not show: the 32-point bar, no status bar.
        expectFrame(try scenes[0].layout(on: try device("retina4_7-landscape")), "top", 0, 32, 667, 10)
        // The shown controller turns large titles off: the standard 44-point bar, 59 + 44.
        expectFrame(try scenes[1].layout(on: try device("retina6_12")), "top2", 0, 103, 393, 10)
        // The controller it shows leaves the mode automatic: it follows the one before, no large
        // title either.
        expectFrame(try scenes[2].layout(on: try device("retina6_12")), "top3", 0, 103, 393, 10)
    }

    @Test func formSheetOnAnIPad() throws {
        let presenter = presentingScene(
            segue: #"destination="vc-01" kind="presentation" modalPresentationStyle="formSheet""#)
        let sheet = topStripScene(stripID: "header", storedY: 0, storedWidth: 540)
        let scenes = try document(storyboard(device: "ipad11", presenter + sheet)).scenes
        // UIKit's form sheet: 540 × 620 in the middle of the screen, its view clear of the
        // status bar (no safe area inset at its top).
        let layout = try scenes[1].layout(on: try device("ipad11"))
        #expect(layout.width == 540 && layout.height == 620)
        expectFrame(layout, "header", 0, 0, 540, 10)
        // The presenter fills the screen.
        #expect(try scenes[0].layout(on: try device("ipad11")).height == 1194)
        // On a phone a form sheet is a sheet: 59 + 10 below the screen's top.
        let phone = try scenes[1].layout(on: try device("retina6_12"))
        #expect(phone.width == 393 && phone.height == 852 - 69)
    }

    /// A stack of three 100 × 40 views, vertical with 10 between (horizontal in a compact
    /// height); the third, a label (its size its stored one: a size of its own would fight
    /// the stack's hiding constraint, as in UIKit), hidden in a regular width; and a box 200 tall, 50 in a compact
    /// height (the constant's variation).
    static let variations = controllerScene(
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                <rect key="frame" x="0.0" y="20" width="100" height="140"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="va1-xx-001"/>
                            <constraint firstAttribute="height" constant="40" id="va2-xx-001"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0.0" y="50" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="vb1-xx-001"/>
                            <constraint firstAttribute="height" constant="40" id="vb2-xx-001"/>
                        </constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0.0" y="100" width="100" height="40"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <variation key="widthClass=regular" hidden="YES"/>
                    </label>
                </subviews>
                <variation key="heightClass=compact" axis="horizontal"/>
            </stackView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="275" y="20" width="100" height="200"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="vx1-xx-001"/>
                    <constraint firstAttribute="height" constant="200" id="vx2-xx-001">
                        <variation key="heightClass=compact" constant="50"/>
                    </constraint>
                </constraints>
            </view>
            """,
        constraints: """
            <constraint firstItem="stk" firstAttribute="top" secondItem="safe" secondAttribute="top" id="vs1-xx-001"/>
            <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="vs2-xx-001"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="vs3-xx-001"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="vs4-xx-001"/>
            """)

    @Test func sizeClassVariationsOfProperties() throws {
        let scene = try document(storyboard(Self.variations)).scenes[0]
        // Portrait phone (compact width, regular height): the column, 3 × 40 + 2 × 10.
        let portrait = try scene.layout(on: try device("retina4_7"))
        expectFrame(portrait, "stk", 0, 20, 100, 140)
        expectFrame(portrait, "c", 0, 100, 100, 40)
        expectFrame(portrait, "box", 275, 20, 100, 200)
        #expect(portrait.misplacedViews().isEmpty)
        // Landscape phone (compact height): a row, 3 × 100 + 2 × 10 wide, and the box 50 tall.
        let landscape = try scene.layout(on: try device("retina4_7-landscape"))
        expectFrame(landscape, "stk", 0, 0, 320, 40)
        expectFrame(landscape, "b", 110, 0, 100, 40)
        expectFrame(landscape, "c", 220, 0, 100, 40)
        expectFrame(landscape, "box", 567, 0, 100, 50)
        // iPad (regular width and height): a column without the hidden third view, 2 × 40 + 10.
        let pad = try scene.layout(on: try device("ipad11"))
        expectFrame(pad, "stk", 0, 24, 100, 90)
        expectFrame(pad, "b", 0, 50, 100, 40)
        #expect(pad.frame(of: "c")?.height == 0)
        // An iPhone 11 in landscape (896 × 414): regular width and compact height, so both
        // variations: a row of the two visible views, 2 × 100 + 10, at the root's leading
        // edge; the box at 896 - 100, 50 tall.
        let wide = try scene.layout(on: try device("retina6_1-landscape"))
        expectFrame(wide, "stk", 0, 0, 210, 40)
        expectFrame(wide, "box", 796, 0, 100, 50)
    }

    /// Two labels in a vertical stack whose spacing, 30, runs from the first label's last
    /// baseline to the second's first baseline.
    static let baselineStack = controllerScene(
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="30" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                <rect key="frame" x="20" y="20" width="200" height="54.706"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                        <rect key="frame" x="0.0" y="13.706" width="200" height="41"/>
                        <fontDescription key="fontDescription" type="system" pointSize="34"/>
                    </label>
                </subviews>
            </stackView>
            """,
        constraints: """
            <constraint firstItem="col" firstAttribute="top" secondItem="safe" secondAttribute="top" id="bs1-xx-001"/>
            <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bs2-xx-001"/>
            <constraint firstItem="col" firstAttribute="width" constant="200" id="bs3-xx-001"/>
            """)

    @Test func baselineRelativeStack() throws {
        let layout = try document(storyboard(Self.baselineStack)).scenes[0].layout(on: try device("retina4_7"))
        // The importer places a one-line label's baselines from its font (line height 1.193,
        // ascender 0.952, descender 0.241 of the point size), the line centred in the frame.
        // 17 points in 20.5: the line is 20.281 tall, 0.1095 from the top; the last baseline
        // is 0.1095 + 0.241 × 17 = 4.2065 above the bottom, so at 20.5 - 4.2065 = 16.2935.
        // 34 points in 41: the line is 40.562 tall, 0.219 from the top; the first baseline is
        // 0.219 + 0.952 × 34 = 32.587 below the top. 30 between the baselines puts the second
        // label's top at 16.2935 + 30 - 32.587 = 13.7065 (50.5 were it edge to edge).
        expectFrame(layout, "small", 0, 0, 200, 20.5)
        let large = try #require(layout.frame(of: "large"))
        #expect(abs(large.minY - 13.7065) < 1e-9)
        #expect(abs((layout.frame(of: "col")?.height ?? 0) - 54.7065) < 1e-9)
    }
}
