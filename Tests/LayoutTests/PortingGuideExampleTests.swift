import ConstraintLayout
import Testing

/// The porting guide's ported screen (PortingFromUIKit.md), verbatim, and its frame by hand.
@Suite("Porting guide example")
struct PortingGuideExampleTests {
    @Test("the ported title sits inside the root's margins, 8 below the safe area's top")
    func portedScreen() throws {
        // --- guide begins (the ConstraintLayout half)
        let engine = LayoutEngine()
        let view = engine.root
        let title = LayoutView("title", intrinsicContentSize: IntrinsicContentSize(width: 120, height: 20))
        try view.addSubview(title)
        try engine.activate([
            title.leading == view.layoutMarginsGuide.leading,
            title.trailing == view.layoutMarginsGuide.trailing,
            title.top == view.safeAreaLayoutGuide.top + 8,
        ])
        try engine.layout(width: 375, height: 667)
        // --- guide ends
        // The root's margins are 8 on every side (UIKit's default) and its safe area is the
        // whole root (no insets given): x 8, width 375 − 16 = 359, y 0 + 8, height intrinsic 20.
        #expect(title.frame == LayoutRect(x: 8, y: 8, width: 359, height: 20))
    }
}
