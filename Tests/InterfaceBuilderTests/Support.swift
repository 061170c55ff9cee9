import ConstraintLayout
import Foundation
import Testing
import TestSupport

@testable import InterfaceBuilder

/// An Interface Builder document from its text.
func document(_ xml: String, fileName: String = "Test.storyboard") throws -> InterfaceBuilderDocument {
    try InterfaceBuilderDocument(bytes: Array(xml.utf8), fileName: fileName)
}

/// The device called `name`, which the table must have.
func device(_ name: String) throws -> InterfaceBuilderDevice {
    try #require(InterfaceBuilderDevice.named(name))
}

/// A storyboard document around `scenes` (the `<scene>` elements), designed on `device`.
func storyboard(device: String = "retina4_7", orientation: String = "portrait", _ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="\(orientation)" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// A XIB document around `objects` (the top-level elements after the two placeholders).
func xib(device: String = "retina6_12", _ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    \(objects)
        </objects>
    </document>
    """
}

/// One scene with one view controller whose root view `rootID` (with `rootAttributes`)
/// holds `subviews` and `constraints`, with a safe area guide `safe`.
func controllerScene(
    sceneID: String = "scn-01", controllerID: String = "vc-01", rootID: String = "root", rootAttributes: String = "",
    subviews: String, constraints: String, extra: String = ""
) -> String {
    """
            <scene sceneID="\(sceneID)">
                <objects>
                    <viewController id="\(controllerID)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" \(rootAttributes) id="\(rootID)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
    \(extra)
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(sceneID)" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
    """
}

/// Expects the frame of `id` in `layout` to be (x, y, width, height), in points.
func expectFrame(
    _ layout: InterfaceBuilderLayout, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame = layout.frame(of: id) else {
        Issue.record("no frame for '\(id)'", sourceLocation: sourceLocation)
        return
    }
    let tolerance = Tolerance.absolute(1e-6)
    expectClose(frame.minX, x, within: tolerance, "\(id).x", sourceLocation: sourceLocation)
    expectClose(frame.minY, y, within: tolerance, "\(id).y", sourceLocation: sourceLocation)
    expectClose(frame.width, width, within: tolerance, "\(id).width", sourceLocation: sourceLocation)
    expectClose(frame.height, height, within: tolerance, "\(id).height", sourceLocation: sourceLocation)
}

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A navigation controller scene whose root controller is `root`; `barAttributes` go on its
/// navigation bar (`translucent="NO"`, `largeTitles="YES"`).
func navigationControllerScene(barAttributes: String = "", root: String = "vc-01") -> String {
    """
            <scene sceneID="nav-sc-001">
                <objects>
                    <navigationController id="nav-01" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="nbr-01">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="seg-01"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
    """
}

/// A controller scene whose root `rootID` holds one strip `stripID`, 10 tall, across the root,
/// its top at the safe area's top (stored at `storedY`, `storedWidth` wide), with
/// `connections` (segues) in the strip and `extra` in the controller.
func topStripScene(
    sceneID: String = "scn-01", controllerID: String = "vc-01", rootID: String = "root", stripID: String = "top",
    storedY: Double, storedWidth: Double = 375, connections: String = "", extra: String = ""
) -> String {
    controllerScene(
        sceneID: sceneID, controllerID: controllerID, rootID: rootID,
        subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(stripID)">
                <rect key="frame" x="0.0" y="\(storedY)" width="\(storedWidth)" height="10"/>
                <connections>
            \(connections)
                </connections>
            </view>
            """,
        constraints: """
            <constraint firstItem="\(stripID)" firstAttribute="top" secondItem="safe" secondAttribute="top" id="ts1-xx-001"/>
            <constraint firstItem="\(stripID)" firstAttribute="leading" secondItem="\(rootID)" secondAttribute="leading" id="ts2-xx-001"/>
            <constraint firstItem="\(stripID)" firstAttribute="trailing" secondItem="\(rootID)" secondAttribute="trailing" id="ts3-xx-001"/>
            <constraint firstItem="\(stripID)" firstAttribute="height" constant="10" id="ts4-xx-001"/>
            """,
        extra: extra)
}

/// A controller scene `scn-00` (controller `vc-00`, root `first`) whose button starts the
/// segue `segue` (its attributes: `kind="show"`, `destination="vc-01"`).
func presentingScene(segue: String) -> String {
    controllerScene(
        sceneID: "scn-00", controllerID: "vc-00", rootID: "first",
        subviews: """
            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                <rect key="frame" x="16" y="100" width="80" height="30"/>
                <connections>
                    <segue \(segue) id="prs-01"/>
                </connections>
            </button>
            """, constraints: "")
}
