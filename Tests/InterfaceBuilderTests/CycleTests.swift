import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// Cycles a file can hold, read without a crash or a loop: required constraints that chase
/// each other round a cycle (reported as a conflict by the file's ids, as UIKit breaks one),
/// and show segues that lead back to where they started.
@Suite struct CycleTests {
    @Test func aCycleOfRequiredConstraintsIsAConflictNotACrash() throws {
        // a.leading = b.leading + 10, b.leading = c.leading + 10, c.leading = a.leading + 10:
        // round the cycle a.leading = a.leading + 30, which cannot hold.
        let scene = controllerScene(
            subviews: ["a", "b", "c"].enumerated().map { i, id in
                """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="\(20 + 20 * i)" width="50" height="10"/>
                </view>
                """
            }.joined(separator: "\n"),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="leading" constant="10" id="cy1-xx-001"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="c" secondAttribute="leading" constant="10" id="cy2-xx-001"/>
                <constraint firstItem="c" firstAttribute="leading" secondItem="a" secondAttribute="leading" constant="10" id="cy3-xx-001"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cy4-xx-001"/>
                """)
        let layout = try document(storyboard(scene)).scenes[0].layout(on: try device("retina4_7"))
        // The third closes the cycle and is broken, as UIKit breaks the constraint it could not
        // add; the other two hold: a at 0, b at -10, c at -20.
        #expect(layout.conflicts.map(\.broken) == ["cy3-xx-001"])
        #expect(Set(layout.conflicts.flatMap(\.conflicts)) == ["cy1-xx-001", "cy2-xx-001"])
        #expect(layout.frame(of: "a")?.minX == 0)
        #expect(layout.frame(of: "b")?.minX == -10)
        #expect(layout.frame(of: "c")?.minX == -20)
    }

    @Test func showSeguesThatLeadBackAreReadOnce() throws {
        // The navigation controller's root shows vc-02, which shows vc-01 back: both are in the
        // navigation controller, and reading the file ends.
        let first = topStripScene(
            sceneID: "scn-01", controllerID: "vc-01", rootID: "r1", stripID: "s1", storedY: 64,
            connections: #"<segue destination="vc-02" kind="show" id="sg1-xx-001"/>"#)
        let second = topStripScene(
            sceneID: "scn-02", controllerID: "vc-02", rootID: "r2", stripID: "s2", storedY: 64,
            connections: #"<segue destination="vc-01" kind="show" id="sg2-xx-001"/>"#)
        let scenes = try document(storyboard(navigationControllerScene() + first + second)).scenes
        #expect(scenes.count == 2)
        // Each under the 20-point status bar and the 44-point bar.
        for (scene, strip) in zip(scenes, ["s1", "s2"]) {
            expectFrame(try scene.layout(on: try device("retina4_7")), strip, 0, 64, 375, 10)
        }
    }
}
