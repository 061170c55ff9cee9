import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// A controller's root view: its margins are the greater of the file's and the system minimum
/// (UIKit's `systemMinimumLayoutMargins`: 16 at the sides on a phone narrower than 414, else
/// 20; none at the top and bottom), which the importer gives the engine. Frames by hand.
@Suite struct RootMarginsTests {
    /// A box held to the root's four margins, the root's margins given in the file.
    let scene = controllerScene(
        rootAttributes: "",
        subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="30" y="20" width="329" height="635"/>
            </view>
            """,
        constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="rm1-xx-001"/>
            <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="rm2-xx-001"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="rm3-xx-001"/>
            <constraint firstItem="root" firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="rm4-xx-001"/>
            """
    ).replacingOccurrences(
        of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
        with: #"""
            <viewLayoutGuide key="safeArea" id="safe"/>
            <directionalEdgeInsets key="directionalLayoutMargins" top="-10" leading="30" bottom="12" trailing="4"/>
            """#)

    @Test func theGreaterOfTheFilesMarginsAndTheSystemMinimum() throws {
        let built = try document(storyboard(scene)).scenes[0].build(on: try device("retina4_7"))
        // The engine holds the minimum; the root keeps the file's margins (a negative one as 0).
        #expect(built.engine.systemMinimumLayoutMargins == LayoutInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(
            built.engine.root.directionalLayoutMargins == LayoutInsets(top: 0, leading: 30, bottom: 12, trailing: 4))
        // Measured from the safe area (20 at the top): top max(-10, 0) = 0, so 20 down;
        // leading max(30, 16) = 30; trailing max(4, 16) = 16, so 375 - 46 wide; bottom
        // max(12, 0) = 12, so 667 - 12 - 20 high.
        let layout = try built.layout(width: 375)
        expectFrame(layout, "box", 30, 20, 329, 635)
    }

    @Test func twentyFromAWidthOf414() throws {
        let layout = try document(storyboard(scene)).scenes[0].layout(on: try device("retina4_7"), width: 500)
        // 500 wide: the minimum is 20, more than the file's 4 trailing; 500 - 50 wide.
        expectFrame(layout, "box", 30, 20, 450, 635)
    }
}
