import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// What Interface Builder's canvas was when it stored the frames: a simulated toolbar's height
/// above an iPhone's home indicator, and the device of a file that names none. By hand from
/// the device table.
@Suite struct StoredCanvasTests {
    /// A controller whose root holds a 60-point strip on the safe area's bottom, with a
    /// simulated toolbar.
    let toolbarScene = controllerScene(
        subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="563" width="375" height="60"/>
            </view>
            """,
        constraints: """
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="tb1-xx-001"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tb2-xx-001"/>
            <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="tb3-xx-001"/>
            <constraint firstItem="bar" firstAttribute="height" constant="60" id="tb4-xx-001"/>
            """,
        extra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)

    @Test func aToolbarIs49AboveAHomeIndicator() throws {
        let scene = try document(storyboard(toolbarScene)).scenes[0]
        // An iPhone 8: 667 - 44 - 60.
        expectFrame(try scene.layout(on: try device("retina4_7")), "bar", 0, 563, 375, 60)
        // An iPhone 11: the 34-point home indicator and a 49-point toolbar, 896 - 83 - 60.
        expectFrame(try scene.layout(on: try device("retina6_1")), "bar", 0, 753, 414, 60)
        // An iPad keeps the 44-point toolbar above its 20-point indicator: 1194 - 64 - 60.
        expectFrame(try scene.layout(on: try device("ipad11")), "bar", 0, 1070, 834, 60)
    }

    @Test func aFileThatNamesNoDeviceIsLaidOutOnItsStoredCanvas() throws {
        // The storyboard without its <device> element, the root stored 375 × 667.
        let text = storyboard(toolbarScene).replacingOccurrences(
            of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
        let file = try document(text)
        #expect(file.designedDevice == nil)
        #expect(file.deviceOfStoredFrames?.name == "retina4_7")
        let layout = try file.scenes[0].layout(on: try #require(file.deviceOfStoredFrames))
        #expect(layout.misplacedViews(tolerance: 0.5).isEmpty)
        // A file that names its device is laid out on it.
        #expect(try document(storyboard(toolbarScene)).deviceOfStoredFrames == nil)
    }

    /// A freeform size stands for the screen's: a sheet of a freeform controller starts 10
    /// below the safe area's top as a full-screen one does (a file stores 414 × 1046 for a
    /// 414 × 1100 freeform sheet on a 44-point status bar).
    @Test func aFreeformControllerTakesTheSafeAreaBarsAndSheet() throws {
        let freeform = #"<size key="freeformSize" width="393" height="1100"/>"#
        let alone = try document(storyboard(topStripScene(storedY: 59, storedWidth: 393, extra: freeform))).scenes[0]
        let phone = try device("retina6_12")
        // 1100 tall, the strip under the 59-point status bar.
        let layout = try alone.layout(on: phone)
        #expect(layout.width == 393 && layout.height == 1100)
        expectFrame(layout, "top", 0, 59, 393, 10)
        let presenter = presentingScene(segue: #"destination="vc-01" kind="presentation""#)
        let sheet = try document(
            storyboard(presenter + topStripScene(storedY: 0, storedWidth: 393, extra: freeform))
        ).scenes[1]
        // Presented: 1100 - 59 - 10 tall, no inset at the top.
        let presented = try sheet.layout(on: phone)
        #expect(presented.height == 1031)
        expectFrame(presented, "top", 0, 0, 393, 10)
    }

    /// A controller at the root of a navigation controller that is one of a tab bar
    /// controller's: Interface Builder draws the tab bar under it too, and under a controller
    /// it pushes unless that one hides the bottom bar.
    @Test func aNavigationControllerInATabBarControllerGivesItsControllersTheTabBar() throws {
        let tabs = """
                    <scene sceneID="tab-sc-001">
                        <objects>
                            <tabBarController id="tab-01" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="tbr-01">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    <segue destination="nav-01" kind="relationship" relationship="viewControllers" id="seg-t1"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
            """
        func bottomStrip(_ n: Int, attributes: String = "", segue: String = "") -> String {
            """
                    <scene sceneID="scn-0\(n)">
                        <objects>
                            <viewController id="vc-0\(n)" \(attributes) sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root\(n)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar\(n)">
                                            <rect key="frame" x="0.0" y="709" width="393" height="60"/>
                                            <connections>\(segue)</connections>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe\(n)"/>
                                    <constraints>
                                        <constraint firstItem="safe\(n)" firstAttribute="bottom" secondItem="bar\(n)" secondAttribute="bottom" id="b1-\(n)"/>
                                        <constraint firstItem="bar\(n)" firstAttribute="leading" secondItem="root\(n)" secondAttribute="leading" id="b2-\(n)"/>
                                        <constraint firstItem="bar\(n)" firstAttribute="trailing" secondItem="root\(n)" secondAttribute="trailing" id="b3-\(n)"/>
                                        <constraint firstItem="bar\(n)" firstAttribute="height" constant="60" id="b4-\(n)"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        let text = storyboard(
            device: "retina6_12",
            tabs + navigationControllerScene()
                + bottomStrip(1, segue: #"<segue destination="vc-02" kind="show" id="sh-1"/>"#)
                + bottomStrip(2, segue: #"<segue destination="vc-03" kind="show" id="sh-2"/>"#)
                + bottomStrip(3, attributes: #"hidesBottomBarWhenPushed="YES""#))
        let scenes = try document(text).scenes
        let phone = try device("retina6_12")
        // The root and the controller it pushes: above the 49-point tab bar and the 34-point
        // home indicator, 852 - 83 - 60.
        expectFrame(try scenes[0].layout(on: phone), "bar1", 0, 709, 393, 60)
        expectFrame(try scenes[1].layout(on: phone), "bar2", 0, 709, 393, 60)
        // One that hides the bottom bar when pushed: above the indicator only, 852 - 34 - 60.
        expectFrame(try scenes[2].layout(on: phone), "bar3", 0, 758, 393, 60)
    }

    /// A view the file marks misplaced (`misplaced="YES"`: Interface Builder knows its stored
    /// frame is stale) is laid out by its constraints and said to be marked.
    @Test func aViewTheFileMarksMisplaced() throws {
        let scene = controllerScene(
            subviews: """
                <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stale">
                    <rect key="frame" x="4" y="25" width="100" height="10"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="stale" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="st1-xx-001"/>
                <constraint firstItem="stale" firstAttribute="top" secondItem="safe" secondAttribute="top" id="st2-xx-001"/>
                <constraint firstItem="stale" firstAttribute="width" constant="100" id="st3-xx-001"/>
                <constraint firstItem="stale" firstAttribute="height" constant="10" id="st4-xx-001"/>
                """)
        let layout = try document(storyboard(scene)).scenes[0].layout(on: try device("retina4_7"))
        // 8 from the left, under the 20-point status bar; stored 4 points left and 5 down.
        expectFrame(layout, "stale", 8, 20, 100, 10)
        let misplaced = layout.misplacedViews(tolerance: 0.5)
        #expect(misplaced.map(\.id) == ["stale"])
        #expect(misplaced.first?.isMarkedMisplaced == true)
        #expect(layout.frames.filter(\.isMarkedMisplaced).map(\.id) == ["stale"])
    }

    /// A stack view of a custom class with no arranged views in the file (its code adds them,
    /// as an `@IBDesignable` rating control does) keeps the size Interface Builder drew it at;
    /// a plain empty stack view has no size of its own.
    @Test func aCustomStackViewWithoutArrangedViewsKeepsItsDrawnSize() throws {
        func scene(_ customClass: String) -> String {
            controllerScene(
                subviews: """
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stars" \(customClass)>
                        <rect key="frame" x="16" y="40" width="252" height="44"/>
                    </stackView>
                    """,
                constraints: """
                    <constraint firstItem="stars" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="rs1-xx-001"/>
                    <constraint firstItem="stars" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="rs2-xx-001"/>
                    """)
        }
        let phone = try device("retina4_7")
        let custom = try document(storyboard(scene(#"customClass="RatingControl""#))).scenes[0].layout(on: phone)
        // At the 16-point margin, 20 below the status bar, 252 × 44 as drawn.
        expectFrame(custom, "stars", 16, 40, 252, 44)
        #expect(custom.ambiguousViews.isEmpty)
        let plain = try document(storyboard(scene(""))).scenes[0].layout(on: phone)
        #expect(plain.frame(of: "stars")?.width == 0)
    }
}
