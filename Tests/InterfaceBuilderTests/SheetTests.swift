import ConstraintLayout
import Testing

@testable import InterfaceBuilder

/// Sheets in a compact height: UIKit documents that page and form sheets cover the screen
/// there (`prefersEdgeAttachedInCompactHeight` is false by default). Sizes by hand from the
/// device table.
@Suite struct SheetTests {
    @Test func aSheetOnAPhoneInLandscapeCoversTheScreen() throws {
        let presenter = presentingScene(segue: #"destination="vc-01" kind="presentation""#)
        let sheet = topStripScene(rootID: "second", stripID: "header", storedY: 0, storedWidth: 393)
        let scene = try document(storyboard(presenter + sheet)).scenes[1]
        // In portrait: 59 + 10 below the screen's top.
        #expect(try scene.layout(on: try device("retina6_12")).height == 852 - 69)
        // In landscape (compact height): the whole 852 × 393 screen, the strip at the safe
        // area's top, which is the screen's (no status bar in landscape).
        let landscape = try scene.layout(on: try device("retina6_12-landscape"))
        #expect(landscape.width == 852 && landscape.height == 393)
        expectFrame(landscape, "header", 0, 0, 852, 10)
    }

    @Test func aFormSheetOnALargePhoneInLandscapeCoversTheScreen() throws {
        let presenter = presentingScene(
            segue: #"destination="vc-01" kind="presentation" modalPresentationStyle="formSheet""#)
        let sheet = topStripScene(rootID: "second", stripID: "header", storedY: 0, storedWidth: 428)
        let scene = try document(storyboard(presenter + sheet)).scenes[1]
        // A regular width but a compact height: not 540 × 620 but the 926 × 428 screen.
        let layout = try scene.layout(on: try device("retina6_7-landscape"))
        #expect(layout.width == 926 && layout.height == 428)
        // On an iPad (regular in both) the form sheet is 540 × 620.
        let pad = try scene.layout(on: try device("ipad11"))
        #expect(pad.width == 540 && pad.height == 620)
    }
}
