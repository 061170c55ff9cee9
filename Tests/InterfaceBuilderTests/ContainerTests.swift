import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// How a scene's root is sized and inset when it does not simply fill the screen: under an
/// opaque navigation bar, embedded in a container, as a XIB's freeform view; and views Interface
/// Builder keeps at fixed frames, views without an id, margins UIKit allows but the engine's
/// margins guide does not.
@Suite struct ContainerTests {
    /// A navigation controller with an opaque bar whose root controller `vc-01` pins a view to
    /// its safe area's top.
    static let opaqueNavigation = storyboard(
        navigationControllerScene(barAttributes: #"translucent="NO""#)
            + controllerScene(
                subviews: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                        <rect key="frame" x="0.0" y="593" width="375" height="10"/>
                    </view>
                    """,
                constraints: """
                    <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="on1-xx-001"/>
                    <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="on2-xx-001"/>
                    <constraint firstItem="top" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="on3-xx-001"/>
                    <constraint firstItem="top" firstAttribute="height" constant="10" id="on4-xx-001"/>
                    <constraint firstItem="bottom" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="on5-xx-001"/>
                    <constraint firstItem="bottom" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="on6-xx-001"/>
                    <constraint firstItem="bottom" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="on7-xx-001"/>
                    <constraint firstItem="bottom" firstAttribute="height" constant="10" id="on8-xx-001"/>
                    """))

    @Test func opaqueNavigationBarEndsTheView() throws {
        let layout = try document(Self.opaqueNavigation).scenes[0].layout(on: try device("retina4_7"))
        // The view starts below the bar: 667 - 20 - 44 tall, with no inset at its top.
        #expect(layout.height == 603)
        expectFrame(layout, "root", 0, 0, 375, 603)
        expectFrame(layout, "top", 0, 0, 375, 10)
        expectFrame(layout, "bottom", 0, 593, 375, 10)
    }

    @Test func embeddedControllerKeepsItsSize() throws {
        let container = controllerScene(
            sceneID: "scn-00", controllerID: "vc-00", rootID: "outer",
            subviews: """
                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="20" width="375" height="200"/>
                    <connections>
                        <segue destination="vc-01" kind="embed" id="emb-01"/>
                    </connections>
                </containerView>
                """, constraints: "")
        let child = """
                    <scene sceneID="scn-01">
                        <objects>
                            <viewController id="vc-01" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="inner">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                                            <rect key="frame" x="16" y="0.0" width="343" height="200"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="fill" firstAttribute="leading" secondItem="inner" secondAttribute="leadingMargin" id="em1-xx-001"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="fill" secondAttribute="trailing" id="em2-xx-001"/>
                                        <constraint firstItem="fill" firstAttribute="top" secondItem="inner" secondAttribute="top" id="em3-xx-001"/>
                                        <constraint firstAttribute="bottom" secondItem="fill" secondAttribute="bottom" id="em4-xx-001"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        let scenes = try document(storyboard(container + child)).scenes
        #expect(scenes.map(\.id) == ["scn-00", "scn-01"])
        let layout = try scenes[1].layout(on: try device("retina6_12"))
        // The container's stored size, not the screen's; a controller's root still has the
        // system minimum margins (16 on a phone narrower than 414).
        #expect(layout.width == 375 && layout.height == 200)
        expectFrame(layout, "fill", 16, 0, 343, 200)
    }

    @Test func xibViewGetsTheDeviceSafeAreaAndFixedFramesStay() throws {
        let doc = try document(
            xib(
                device: "retina4_7",
                """
                <view contentMode="scaleToFill" id="banner">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" text="Saved" translatesAutoresizingMaskIntoConstraints="NO" id="msg">
                            <rect key="frame" x="16" y="28" width="60" height="20"/>
                        </label>
                        <button opaque="NO" contentMode="center" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                            <rect key="frame" x="350" y="10" width="40" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                        </button>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blur">
                            <rect key="frame" x="0.0" y="60" width="400" height="60"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="60"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </visualEffectView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="bsa"/>
                    <constraints>
                        <constraint firstItem="msg" firstAttribute="top" secondItem="bsa" secondAttribute="top" constant="8" id="xs1-xx-001"/>
                        <constraint firstItem="msg" firstAttribute="leading" secondItem="bsa" secondAttribute="leading" constant="16" id="xs2-xx-001"/>
                        <constraint firstItem="blur" firstAttribute="leading" secondItem="banner" secondAttribute="leading" id="xs3-xx-001"/>
                        <constraint firstAttribute="trailing" secondItem="blur" secondAttribute="trailing" id="xs4-xx-001"/>
                        <constraint firstAttribute="bottom" secondItem="blur" secondAttribute="bottom" id="xs5-xx-001"/>
                        <constraint firstItem="blur" firstAttribute="height" constant="60" id="xs6-xx-001"/>
                    </constraints>
                </view>
                """))
        let scene = doc.scenes[0]
        // The content view has no id: it is named after its superview and key.
        #expect(scene.viewIDs == ["banner", "msg", "close", "blur", "blur.contentView"])
        let layout = try scene.layout(on: try device("retina4_7"), width: 500)
        // The status bar's 20 points above the label, as Interface Builder simulates it.
        expectFrame(layout, "msg", 16, 28, 60, 20)
        // A fixed frame keeps its autoresizing: the left margin takes the 100 points more.
        expectFrame(layout, "close", 450, 10, 40, 40)
        expectFrame(layout, "blur.contentView", 0, 0, 500, 60)
    }

    @Test func negativeMarginsAndMarginsFromTheEdges() throws {
        let scene = controllerScene(
            subviews: """
                <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="20" y="0.0" width="335" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bleed">
                            <rect key="frame" x="-10" y="5" width="355" height="90"/>
                        </view>
                    </subviews>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="-10" bottom="5" trailing="-10"/>
                    <constraints>
                        <constraint firstItem="bleed" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="ng1-xx-001"/>
                        <constraint firstAttribute="trailingMargin" secondItem="bleed" secondAttribute="trailing" id="ng2-xx-001"/>
                        <constraint firstItem="bleed" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="ng3-xx-001"/>
                        <constraint firstAttribute="bottomMargin" secondItem="bleed" secondAttribute="bottom" id="ng4-xx-001"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="ng5-xx-001"/>
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ng6-xx-001"/>
                <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="ng7-xx-001"/>
                <constraint firstItem="card" firstAttribute="height" constant="100" id="ng8-xx-001"/>
                """)
        let layout = try document(storyboard(scene)).scenes[0].layout(on: try device("retina4_7"))
        // The card overlaps the 20-point status bar, but its margins are measured from its
        // edges (insetsLayoutMarginsFromSafeArea="NO"): 5 from the top, -10 at the sides.
        expectFrame(layout, "card", 20, 0, 335, 100)
        expectFrame(layout, "bleed", -10, 5, 355, 90)
    }

    @Test func modalSheet() throws {
        let presenter = presentingScene(segue: #"destination="vc-01" kind="show""#)
        let sheet = topStripScene(rootID: "second", stripID: "header", storedY: 0, storedWidth: 393)
        let scenes = try document(storyboard(presenter + sheet)).scenes
        // Shown outside a navigation controller: a sheet, 59 + 10 below the screen's top.
        let layout = try scenes[1].layout(on: try device("retina6_12"))
        #expect(layout.width == 393 && layout.height == 852 - 69)
        expectFrame(layout, "header", 0, 0, 393, 10)
        // The presenting controller fills the screen.
        #expect(try scenes[0].layout(on: try device("retina6_12")).height == 852)
        // On an iPad a sheet is not modelled: the view fills the screen.
        #expect(try scenes[1].layout(on: try device("ipad11")).height == 1194)
    }
}
