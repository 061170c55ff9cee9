import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// `<edgeInsets key="layoutMargins">` (UIKit's `layoutMargins`, left and right) against
/// `<directionalEdgeInsets key="directionalLayoutMargins">` (leading and trailing) in a view
/// laid out right to left (`semanticContentAttribute="forceRightToLeft"`): the first keep to
/// their sides, the second follow the direction. Frames by hand.
@Suite struct MarginsDirectionTests {
    /// A box across the 375-wide root, 100 below its top, 50 tall, laid out right to left with
    /// `margins` (10 on one side, 30 on the other), holding a text 20 tall from its leading
    /// margin to its trailing margin.
    func box(_ id: String, top: Double, margins: String) -> String {
        """
        <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="\(top)" width="375" height="50"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-text">
                    <rect key="frame" x="30" y="0.0" width="335" height="20"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-text" firstAttribute="leading" secondItem="\(id)" secondAttribute="leadingMargin" id="\(id)-c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="\(id)-text" secondAttribute="trailing" id="\(id)-c2"/>
                <constraint firstItem="\(id)-text" firstAttribute="top" secondItem="\(id)" secondAttribute="top" id="\(id)-c3"/>
                <constraint firstItem="\(id)-text" firstAttribute="height" constant="20" id="\(id)-c4"/>
            </constraints>
            \(margins)
        </view>
        """
    }

    func constraints(_ id: String, top: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-p1"/>
        <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="\(id)-p2"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="\(id)-p3"/>
        <constraint firstItem="\(id)" firstAttribute="height" constant="50" id="\(id)-p4"/>
        """
    }

    @Test func leftRightMarginsKeepToTheirSidesAndDirectionalOnesFollowTheDirection() throws {
        let scene = controllerScene(
            subviews: box(
                "abs", top: 100,
                margins: #"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="30"/>"#)
                + box(
                    "dir", top: 200,
                    margins:
                        #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="10" bottom="0.0" trailing="30"/>"#
                ),
            constraints: constraints("abs", top: 100) + constraints("dir", top: 200))
        let layout = try document(storyboard(scene)).scenes[0].layout(on: try device("retina4_7"))
        expectFrame(layout, "abs", 0, 100, 375, 50)
        // layoutMargins: 10 on the left, 30 on the right whatever the direction; the text runs
        // from the leading (right) margin at 375 - 30 to the trailing (left) one at 10.
        expectFrame(layout, "abs-text", 10, 0, 335, 20)
        // directionalLayoutMargins: leading 10 is on the right, trailing 30 on the left: the
        // text from 30 to 375 - 10.
        expectFrame(layout, "dir-text", 30, 0, 335, 20)
    }
}
