import Foundation
import Testing

@testable import LayoutLabCore

/// `layout-lab ib --check` on a view the file marks misplaced (`misplaced="YES"`): it is
/// reported, and said to be marked, since Interface Builder knows its stored frame is stale.
@Suite struct IBCheckMarkedTests {
    static let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01">
                    <objects>
                        <viewController id="vc-01" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stale">
                                        <rect key="frame" x="4" y="20" width="100" height="10"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="stale" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="st1"/>
                                    <constraint firstItem="stale" firstAttribute="top" secondItem="safe" secondAttribute="top" id="st2"/>
                                    <constraint firstItem="stale" firstAttribute="width" constant="100" id="st3"/>
                                    <constraint firstItem="stale" firstAttribute="height" constant="10" id="st4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func run(_ arguments: [String]) -> (status: Int32, out: String) {
        var io = CommandIO(input: { Self.file })
        let status = LayoutLab.run(arguments, io: &io)
        return (status, io.standardOutput)
    }

    @Test func aMarkedViewIsReportedAsMarked() throws {
        let table = run(["ib", "-", "--check"])
        #expect(table.status == 1)
        // Laid out 8 from the left; stored at 4.
        #expect(
            table.out.contains(
                "    stale  view  8  20    100      10  misplaced: stored [4, 20, 100, 10], as the file marks it"))
        #expect(
            table.out.contains(
                "  1 misplaced view (more than 0.5 from the stored frame), 1 of them marked misplaced in the file"))
        let json = run(["ib", "-", "--check", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["misplaced"] as? [String] == ["stale"])
        #expect(object["markedMisplaced"] as? [String] == ["stale"])
    }
}
