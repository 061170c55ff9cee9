import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// Stack views (their subviews are arranged subviews) and scroll views (constraints to a
/// scroll view's content layout guide, or between its edges and its descendants, place the
/// content, not the scroll view).
@Suite struct StackAndScrollTests {
    static let stacks = controllerScene(
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-v">
                <rect key="frame" x="20" y="40" width="335" height="130.5"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Profile" translatesAutoresizingMaskIntoConstraints="NO" id="stk-l">
                        <rect key="frame" x="0.0" y="0.0" width="335" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk-b">
                        <rect key="frame" x="0.0" y="30.5" width="335" height="100"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="s01-xx-001"/>
                        </constraints>
                    </view>
                    <button hidden="YES" opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="stk-h">
                        <rect key="frame" x="0.0" y="130.5" width="335" height="0.0"/>
                        <state key="normal" title="Hidden"/>
                    </button>
                </subviews>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-r">
                <rect key="frame" x="20" y="190.5" width="335" height="30"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="stk-1">
                        <rect key="frame" x="0.0" y="0.0" width="163.5" height="30"/>
                        <state key="normal" title="Cancel"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="stk-2">
                        <rect key="frame" x="171.5" y="0.0" width="163.5" height="30"/>
                        <state key="normal" title="Save"/>
                    </button>
                </subviews>
            </stackView>
            """,
        constraints: """
            <constraint firstItem="stk-v" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="s02-xx-001"/>
            <constraint firstItem="stk-v" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="s03-xx-001"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="stk-v" secondAttribute="trailing" constant="20" id="s04-xx-001"/>
            <constraint firstItem="stk-r" firstAttribute="top" secondItem="stk-v" secondAttribute="bottom" constant="20" id="s05-xx-001"/>
            <constraint firstItem="stk-r" firstAttribute="leading" secondItem="stk-v" secondAttribute="leading" id="s06-xx-001"/>
            <constraint firstItem="stk-r" firstAttribute="trailing" secondItem="stk-v" secondAttribute="trailing" id="s07-xx-001"/>
            """)

    @Test func stackViews() throws {
        let layout = try document(storyboard(Self.stacks)).scenes[0].layout(on: try device("retina4_7"))
        // 20.5 + 10 + 100; the hidden button takes no height and no spacing.
        expectFrame(layout, "stk-v", 20, 40, 335, 130.5)
        expectFrame(layout, "stk-l", 0, 0, 335, 20.5)
        expectFrame(layout, "stk-b", 0, 30.5, 335, 100)
        #expect(layout.frame(of: "stk-h")?.height == 0)
        // Two equal buttons with 8 between: (335 - 8) / 2.
        expectFrame(layout, "stk-r", 20, 190.5, 335, 30)
        expectFrame(layout, "stk-1", 0, 0, 163.5, 30)
        expectFrame(layout, "stk-2", 171.5, 0, 163.5, 30)
        #expect(layout.ambiguousViews.isEmpty)
    }

    @Test func stackViewsOnAWiderDevice() throws {
        let layout = try document(storyboard(Self.stacks)).scenes[0].layout(on: try device("retina6_1"))
        // 414 - 40 wide, 48 + 20 down.
        expectFrame(layout, "stk-v", 20, 68, 374, 130.5)
        expectFrame(layout, "stk-1", 0, 0, 183, 30)
        expectFrame(layout, "stk-2", 191, 0, 183, 30)
    }

    static let scrolls = controllerScene(
        subviews: """
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-1">
                <rect key="frame" x="0.0" y="20" width="375" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1000" id="q01-xx-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="cnt-1" firstAttribute="top" secondItem="cgd-1" secondAttribute="top" id="q02-xx-001"/>
                    <constraint firstItem="cnt-1" firstAttribute="leading" secondItem="cgd-1" secondAttribute="leading" id="q03-xx-001"/>
                    <constraint firstItem="cgd-1" firstAttribute="trailing" secondItem="cnt-1" secondAttribute="trailing" id="q04-xx-001"/>
                    <constraint firstItem="cgd-1" firstAttribute="bottom" secondItem="cnt-1" secondAttribute="bottom" id="q05-xx-001"/>
                    <constraint firstItem="cnt-1" firstAttribute="width" secondItem="fgd-1" secondAttribute="width" id="q06-xx-001"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cgd-1"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fgd-1"/>
            </scrollView>
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-2">
                <rect key="frame" x="0.0" y="340" width="375" height="327"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-2">
                        <rect key="frame" x="0.0" y="10" width="375" height="800"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="800" id="q07-xx-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="cnt-2" firstAttribute="top" secondItem="scr-2" secondAttribute="top" constant="10" id="q08-xx-001"/>
                    <constraint firstItem="cnt-2" firstAttribute="leading" secondItem="scr-2" secondAttribute="leading" id="q09-xx-001"/>
                    <constraint firstAttribute="trailing" secondItem="cnt-2" secondAttribute="trailing" id="q10-xx-001"/>
                    <constraint firstAttribute="bottom" secondItem="cnt-2" secondAttribute="bottom" id="q11-xx-001"/>
                    <constraint firstItem="cnt-2" firstAttribute="width" secondItem="scr-2" secondAttribute="width" id="q12-xx-001"/>
                </constraints>
            </scrollView>
            """,
        constraints: """
            <constraint firstItem="scr-1" firstAttribute="top" secondItem="safe" secondAttribute="top" id="q13-xx-001"/>
            <constraint firstItem="scr-1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="q14-xx-001"/>
            <constraint firstItem="scr-1" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="q15-xx-001"/>
            <constraint firstItem="scr-1" firstAttribute="height" constant="300" id="q16-xx-001"/>
            <constraint firstItem="scr-2" firstAttribute="top" secondItem="scr-1" secondAttribute="bottom" constant="20" id="q17-xx-001"/>
            <constraint firstItem="scr-2" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="q18-xx-001"/>
            <constraint firstItem="scr-2" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="q19-xx-001"/>
            <constraint firstItem="scr-2" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="q20-xx-001"/>
            """)

    @Test func scrollViews() throws {
        let layout = try document(storyboard(Self.scrolls)).scenes[0].layout(on: try device("retina4_7"))
        // The content's size does not move the scroll views; the content sits at the content's origin.
        expectFrame(layout, "scr-1", 0, 20, 375, 300)
        expectFrame(layout, "cnt-1", 0, 0, 375, 1000)
        expectFrame(layout, "scr-2", 0, 340, 375, 327)
        expectFrame(layout, "cnt-2", 0, 10, 375, 800)
        #expect(layout.ambiguousViews.isEmpty)
        #expect(layout.conflicts.isEmpty)
    }

    @Test func scrollViewsOnAnotherDevice() throws {
        let layout = try document(storyboard(Self.scrolls)).scenes[0].layout(on: try device("retina6_12"))
        expectFrame(layout, "scr-1", 0, 59, 393, 300)
        expectFrame(layout, "cnt-1", 0, 0, 393, 1000)
        // 59 + 300 + 20 = 379 down to 852.
        expectFrame(layout, "scr-2", 0, 379, 393, 473)
        expectFrame(layout, "cnt-2", 0, 10, 393, 800)
    }
}
