import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// Popovers, custom segues and fonts that vary by size class: a popover in a regular width is
/// its controller's preferred content size; where neither the file nor UIKit's documentation
/// gives a size, the scene is laid out as the full screen and says so in a note. Sizes by hand
/// from the device table.
@Suite struct PresentationNoteTests {
    @Test func aPopoverInARegularWidthIsItsPreferredContentSize() throws {
        let presenter = presentingScene(
            segue: #"destination="vc-01" kind="popoverPresentation" popoverAnchorView="open""#)
        let popover = topStripScene(
            storedY: 0, storedWidth: 320,
            extra: #"<value key="contentSizeForViewInPopover" type="size" width="320" height="400"/>"#)
        let scene = try document(storyboard(presenter + popover)).scenes[1]
        let pad = try device("ipad11")
        // On an iPad: 320 × 400, no status bar or home indicator inside, the strip at its top.
        let layout = try scene.layout(on: pad)
        #expect(layout.width == 320 && layout.height == 400)
        expectFrame(layout, "top", 0, 0, 320, 10)
        #expect(scene.notes(on: pad, designedOn: try device("retina4_7")).isEmpty)
        // On a phone in portrait (compact width) UIKit adapts it to the full screen: 375 × 667,
        // the strip under the 20-point status bar.
        let phone = try scene.layout(on: try device("retina4_7"))
        #expect(phone.width == 375 && phone.height == 667)
        expectFrame(phone, "top", 0, 20, 375, 10)
    }

    @Test func aPopoverWithoutAPreferredSizeIsTheFullScreenWithANote() throws {
        let presenter = presentingScene(
            segue: #"destination="vc-01" kind="popoverPresentation" popoverAnchorView="open""#)
        let scene = try document(storyboard(presenter + topStripScene(storedY: 20))).scenes[1]
        let pad = try device("ipad11")
        // The whole 834 × 1194 screen, the strip under the 24-point status bar.
        let layout = try scene.layout(on: pad)
        #expect(layout.width == 834 && layout.height == 1194)
        expectFrame(layout, "top", 0, 24, 834, 10)
        #expect(
            scene.notes(on: pad, designedOn: nil) == [
                "a popover whose controller has no preferred content size: UIKit documents no default size, "
                    + "so it is laid out as the full screen"
            ])
        // In a compact width the full screen is what UIKit does: nothing to say.
        #expect(scene.notes(on: try device("retina4_7"), designedOn: nil).isEmpty)
    }

    @Test func aCustomSegueIsTheFullScreenWithANote() throws {
        let presenter = presentingScene(segue: #"destination="vc-01" kind="custom" customClass="FadeSegue""#)
        let scene = try document(storyboard(presenter + topStripScene(storedY: 20))).scenes[1]
        let phone = try device("retina4_7")
        let layout = try scene.layout(on: phone)
        #expect(layout.width == 375 && layout.height == 667)
        expectFrame(layout, "top", 0, 20, 375, 10)
        #expect(
            scene.notes(on: phone, designedOn: phone) == [
                "shown by a custom segue, whose code decides where the controller goes: laid out as the full screen"
            ])
    }

    @Test func aFontThatVariesBySizeClassGetsANoteWhereItDiffers() throws {
        let scene = try document(
            storyboard(
                controllerScene(
                    subviews: """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl">
                            <rect key="frame" x="16" y="40" width="60" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <variation key="widthClass=regular">
                                <fontDescription key="fontDescription" type="system" pointSize="34"/>
                            </variation>
                        </label>
                        """,
                    constraints: """
                        <constraint firstItem="ttl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="t-1"/>
                        <constraint firstItem="ttl" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="t-2"/>
                        """))
        ).scenes[0]
        let designed = try device("retina4_7"), pad = try device("ipad11")
        // Designed in a compact width (17 points): on another phone nothing differs.
        #expect(scene.notes(on: try device("retina6_12"), designedOn: designed).isEmpty)
        // On an iPad the font is 34 points, the stored 60 × 20.5 is the 17-point text's.
        #expect(
            scene.notes(on: pad, designedOn: designed) == [
                "ttl label 'Title': its font is 34 points in ipad11's size classes and 17 points in retina4_7's, "
                    + "where its frame was stored; its intrinsic size is still the stored one (give it with "
                    + "--intrinsic ttl=WxH)"
            ])
        // Given a size, there is nothing to guess.
        #expect(
            scene.notes(
                on: pad, designedOn: designed,
                intrinsicSizes: ["ttl": IntrinsicContentSize(width: 120, height: 41)]
            ).isEmpty)
        // Still the stored size on the iPad: 60 × 20.5 at the 20-point margin, 24 + 20 down.
        expectFrame(try scene.layout(on: pad), "ttl", 20, 44, 60, 20.5)
    }
}
