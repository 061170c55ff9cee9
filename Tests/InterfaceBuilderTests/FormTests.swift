import ConstraintLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// The sign-in form of `Examples/SignIn.storyboard`, designed on retina4_7, laid out on its
/// device and on others. Frames computed by hand from the constraints:
/// - the root view's margins are the system minimum, 16 at the sides (375 and 393 wide);
/// - the title's top is the safe area's top (20, or 59 on retina6_12) + 40; its height and the
///   fields' are their stored intrinsic heights (33.5, 34);
/// - the button is half the root's width (`multiplier="1:2"`), centred;
/// - the footer sits 20 above the safe area's bottom, as wide as its stored text (hugging 251);
/// - the help badge has no constraints: its autoresizing mask (flexible left margin and
///   bottom margin) gives the whole change in width to its left margin.
@Suite struct FormTests {
    func signIn() throws -> InterfaceBuilderScene {
        let url = repositoryRoot.appendingPathComponent("Examples/SignIn.storyboard")
        let doc = try InterfaceBuilderDocument(bytes: Array(try Data(contentsOf: url)), fileName: "SignIn.storyboard")
        #expect(doc.isStoryboard)
        #expect(doc.designedDevice?.name == "retina4_7")
        #expect(doc.scenes.map(\.id) == ["tne-QT-ifu"])
        #expect(doc.scenes[0].name == "Sign In")
        return doc.scenes[0]
    }

    @Test func designedDeviceMatchesTheStoredFrames() throws {
        let scene = try signIn()
        let layout = try scene.layout(on: try device("retina4_7"))
        #expect(layout.width == 375 && layout.height == 667)
        expectFrame(layout, "8bC-Xf-vdC", 0, 0, 375, 667)
        expectFrame(layout, "Tt1-aa-001", 16, 60, 343, 33.5)
        expectFrame(layout, "Em1-aa-002", 16, 117.5, 343, 34)
        expectFrame(layout, "Pw1-aa-003", 16, 163.5, 343, 34)
        expectFrame(layout, "Bt1-aa-004", 93.75, 221.5, 187.5, 30)
        expectFrame(layout, "Ft1-aa-005", 16, 626.5, 120, 20.5)
        expectFrame(layout, "Hp1-aa-006", 335, 20, 40, 40)
        // The button is stored at 93.5 × 188: a quarter point off, within the default tolerance.
        #expect(layout.misplacedViews().isEmpty)
        #expect(layout.misplacedViews(tolerance: 0.1).map(\.id) == ["Bt1-aa-004"])
        #expect(layout.ambiguousViews.isEmpty)
        #expect(layout.conflicts.isEmpty)
        #expect(layout.frames.map(\.id) == scene.viewIDs)
    }

    @Test func anotherDevice() throws {
        let layout = try signIn().layout(on: try device("retina6_12"))
        #expect(layout.width == 393 && layout.height == 852)
        expectFrame(layout, "Tt1-aa-001", 16, 99, 361, 33.5)
        expectFrame(layout, "Em1-aa-002", 16, 156.5, 361, 34)
        expectFrame(layout, "Pw1-aa-003", 16, 202.5, 361, 34)
        expectFrame(layout, "Bt1-aa-004", 98.25, 260.5, 196.5, 30)
        // 852 - 34 (home indicator) - 20 - 20.5.
        expectFrame(layout, "Ft1-aa-005", 16, 777.5, 120, 20.5)
        expectFrame(layout, "Hp1-aa-006", 353, 20, 40, 40)
    }

    @Test func aWidthAndHeightOfOnesOwn() throws {
        let layout = try signIn().layout(on: try device("retina4_7"), width: 600, height: 500)
        // 600 wide, at least 414: the root's system minimum margins are 20.
        expectFrame(layout, "Tt1-aa-001", 20, 60, 560, 33.5)
        expectFrame(layout, "Bt1-aa-004", 150, 221.5, 300, 30)
        expectFrame(layout, "Ft1-aa-005", 20, 459.5, 120, 20.5)
        expectFrame(layout, "Hp1-aa-006", 560, 20, 40, 40)
    }

    @Test func regularWidthMargins() throws {
        // On an iPad the root's system minimum margins are 20; the safe area top is 24 on ipad11.
        let layout = try signIn().layout(on: try device("ipad11"))
        expectFrame(layout, "Tt1-aa-001", 20, 64, 794, 33.5)
    }

    @Test func intrinsicSizeOverride() throws {
        let layout = try signIn().layout(
            on: try device("retina4_7"), intrinsicSizes: ["Ft1-aa-005": IntrinsicContentSize(width: 200, height: 40)])
        expectFrame(layout, "Ft1-aa-005", 16, 607, 200, 40)
    }
}

/// Autoresizing masks: the flexible parts share the superview's change in size in proportion to
/// their stored values, the fixed parts keep theirs.
@Suite struct AutoresizingTests {
    let scene = controllerScene(
        subviews: """
            <view contentMode="scaleToFill" id="fix">
                <rect key="frame" x="10" y="10" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="wide">
                <rect key="frame" x="20" y="100" width="335" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="centred">
                <rect key="frame" x="75" y="200" width="75" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="none">
                <rect key="frame" x="5" y="600" width="30" height="30"/>
            </view>
            """, constraints: "")

    @Test func keepsTheStoredFramesOnTheDesignedDevice() throws {
        let layout = try document(storyboard(scene)).scenes[0].layout(on: try device("retina4_7"))
        expectFrame(layout, "fix", 10, 10, 100, 50)
        expectFrame(layout, "wide", 20, 100, 335, 40)
        expectFrame(layout, "centred", 75, 200, 75, 60)
        expectFrame(layout, "none", 5, 600, 30, 30)
        #expect(layout.misplacedViews(tolerance: 0.001).isEmpty)
    }

    @Test func sharesTheChangeInSize() throws {
        // 375×667 → 475×867: +100 wide, +200 tall.
        let layout = try document(storyboard(scene)).scenes[0].layout(
            on: try device("retina4_7"), width: 475, height: 867)
        expectFrame(layout, "fix", 10, 10, 100, 50)
        expectFrame(layout, "wide", 20, 100, 435, 40)
        // Left margin 75 and right margin 225 share +100: 25 and 75. Vertically, the top
        // margin 200, height 60 and bottom margin 407 (667 in all) share +200 in proportion.
        expectFrame(layout, "centred", 100, 200 + 200 * 200 / 667, 75, 60 + 200 * 60 / 667)
        expectFrame(layout, "none", 5, 600, 30, 30)
    }
}
