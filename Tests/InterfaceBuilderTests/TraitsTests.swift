import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// Devices and their traits: orientation, safe areas, simulated and inferred bars, size-class
/// variations; and the constraints' priorities and multipliers.
@Suite struct TraitsTests {
    /// A box pinned to the safe area's top-leading corner, 100 wide; 200 tall by default and
    /// 50 tall in a compact height (the `default` variation leaves out the compact height's
    /// constraint, the `heightClass=compact` one swaps the two).
    static let sizeClasses = controllerScene(
        subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="20" width="100" height="200"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="bw0-xx-001"/>
                    <constraint firstAttribute="height" constant="200" id="hR0-xx-001"/>
                    <constraint firstAttribute="height" constant="50" id="hC0-xx-001"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="hC0-xx-001"/>
                    </mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="constraints">
                        <include reference="hC0-xx-001"/>
                        <exclude reference="hR0-xx-001"/>
                    </mask>
                </variation>
            </view>
            """,
        constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="bt0-xx-001"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="bl0-xx-001"/>
            """)

    @Test func sizeClassVariations() throws {
        let scene = try document(storyboard(Self.sizeClasses)).scenes[0]
        expectFrame(try scene.layout(on: try device("retina4_7")), "box", 0, 20, 100, 200)
        // Landscape: compact height; the status bar is hidden, so no safe area inset.
        let landscape = try scene.layout(on: try device("retina4_7-landscape"))
        #expect(landscape.width == 667 && landscape.height == 375)
        expectFrame(landscape, "box", 0, 0, 100, 50)
        // A notched phone in landscape: the notch's side inset is 48 on an iPhone 11.
        expectFrame(try scene.layout(on: try device("retina6_1-landscape")), "box", 48, 0, 100, 50)
        // iPads are regular in both classes: the default constraints.
        expectFrame(try scene.layout(on: try device("ipad12_9")), "box", 0, 20, 100, 200)
    }

    @Test func designedInLandscape() throws {
        let doc = try document(storyboard(device: "retina4_7", orientation: "landscape", Self.sizeClasses))
        #expect(doc.designedDevice?.name == "retina4_7-landscape")
        #expect(doc.designedDevice?.width == 667)
    }

    static let barred = controllerScene(
        subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                <rect key="frame" x="0.0" y="64" width="375" height="10"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                <rect key="frame" x="0.0" y="608" width="375" height="10"/>
            </view>
            """,
        constraints: """
            <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="nb1-xx-001"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="nb2-xx-001"/>
            <constraint firstItem="top" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="nb3-xx-001"/>
            <constraint firstItem="top" firstAttribute="height" constant="10" id="nb4-xx-001"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="nb5-xx-001"/>
            <constraint firstItem="bottom" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="nb6-xx-001"/>
            <constraint firstItem="bottom" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="nb7-xx-001"/>
            <constraint firstItem="bottom" firstAttribute="height" constant="10" id="nb8-xx-001"/>
            """,
        extra: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            """)

    @Test func simulatedBars() throws {
        let scene = try document(storyboard(Self.barred)).scenes[0]
        // 20 (status bar) + 44 (navigation bar); 667 - 49 (tab bar) - 10.
        let portrait = try scene.layout(on: try device("retina4_7"))
        expectFrame(portrait, "top", 0, 64, 375, 10)
        expectFrame(portrait, "bottom", 0, 608, 375, 10)
        #expect(portrait.misplacedViews(tolerance: 0.001).isEmpty)
        // 59 + 44; 852 - 34 - 49 - 10.
        let island = try scene.layout(on: try device("retina6_12"))
        expectFrame(island, "top", 0, 103, 393, 10)
        expectFrame(island, "bottom", 0, 759, 393, 10)
        // Landscape on a phone: a compact navigation bar (32), no status bar.
        expectFrame(try scene.layout(on: try device("retina4_7-landscape")), "top", 0, 32, 667, 10)
    }

    @Test func navigationControllerInfersItsBar() throws {
        let navigation = navigationControllerScene()
        let plain = topStripScene(storedY: 64)
        let doc = try document(storyboard(navigation + plain))
        // The navigation controller has no view in the file: not a scene.
        #expect(doc.scenes.map(\.id) == ["scn-01"])
        expectFrame(try doc.scenes[0].layout(on: try device("retina4_7")), "top", 0, 64, 375, 10)
    }

    @Test func legacyTopAndBottomLayoutGuides() throws {
        let scene = controllerScene(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                    <rect key="frame" x="0.0" y="28" width="375" height="639"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="fill" firstAttribute="top" secondItem="tlg-01" secondAttribute="bottom" constant="8" id="lg1-xx-001"/>
                <constraint firstItem="blg-01" firstAttribute="top" secondItem="fill" secondAttribute="bottom" id="lg2-xx-001"/>
                <constraint firstItem="fill" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="lg3-xx-001"/>
                <constraint firstAttribute="trailing" secondItem="fill" secondAttribute="trailing" id="lg4-xx-001"/>
                """,
            extra: """
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="tlg-01"/>
                    <viewControllerLayoutGuide type="bottom" id="blg-01"/>
                </layoutGuides>
                """)
        let layout = try document(storyboard(scene)).scenes[0].layout(on: try device("retina5_9"))
        // The top guide ends at the safe area's top (44), the bottom one starts at its bottom (812 - 34).
        expectFrame(layout, "fill", 0, 52, 375, 726)
    }

    @Test func prioritiesAndMultipliers() throws {
        let scene = controllerScene(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pane">
                    <rect key="frame" x="20" y="20" width="200" height="50"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="pane" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="pm1-xx-001"/>
                <constraint firstItem="pane" firstAttribute="top" secondItem="safe" secondAttribute="top" id="pm2-xx-001"/>
                <constraint firstItem="pane" firstAttribute="width" constant="200" priority="750" id="pm3-xx-001"/>
                <constraint firstItem="root" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="pane" secondAttribute="trailing" constant="20" id="pm4-xx-001"/>
                <constraint firstItem="pane" firstAttribute="height" secondItem="pane" secondAttribute="width" multiplier="0.25" id="pm5-xx-001"/>
                """)
        let s = try document(storyboard(scene)).scenes[0]
        expectFrame(try s.layout(on: try device("retina4_7")), "pane", 20, 20, 200, 50)
        // 200 wide: the required inequality wins over the width @750: 200 - 40.
        expectFrame(try s.layout(on: try device("retina4_7"), width: 200), "pane", 20, 20, 160, 40)
    }

    @Test func conflictsAndAmbiguity() throws {
        let scene = controllerScene(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fight">
                    <rect key="frame" x="0.0" y="20" width="100" height="10"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                    <rect key="frame" x="0.0" y="40" width="100" height="10"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="fight" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cf0-xx-001"/>
                <constraint firstItem="fight" firstAttribute="top" secondItem="safe" secondAttribute="top" id="cf1-xx-001"/>
                <constraint firstItem="fight" firstAttribute="height" constant="10" id="cf2-xx-001"/>
                <constraint firstItem="fight" firstAttribute="width" constant="100" id="cfA-xx-001"/>
                <constraint firstItem="fight" firstAttribute="width" constant="120" id="cfB-xx-001"/>
                <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ls0-xx-001"/>
                <constraint firstItem="loose" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="ls1-xx-001"/>
                <constraint firstItem="loose" firstAttribute="width" constant="100" id="ls2-xx-001"/>
                """)
        let text = storyboard(scene)
        let layout = try document(text).scenes[0].layout(on: try device("retina4_7"))
        // UIKit breaks the constraint that could not be added: the later one.
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("cfB-xx-001")
        }
        #expect(layout.conflicts == [.init(broken: "cfB-xx-001", line: line.map { $0 + 1 }, conflicts: ["cfA-xx-001"])])
        expectFrame(layout, "fight", 0, 20, 100, 10)
        // Nothing gives the loose view a height.
        #expect(layout.ambiguousViews == ["loose"])
    }
}
