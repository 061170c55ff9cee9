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
}
