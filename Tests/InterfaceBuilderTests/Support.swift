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
