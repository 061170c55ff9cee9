import ConstraintLayout
import Foundation
import Testing

@testable import LayoutLabCore

/// `layout-lab uikit-log`: UIKit's conflict messages, written here in UIKit's format (with
/// Xcode's console prefixes), read back, reduced to a minimal conflicting set and explained.
/// The sets and numbers below are worked out by hand from the listed constraints.
@Suite struct UIKitLogCommandTests {
    /// The two messages of `Examples/SelfSizingCell.log`.
    static func exampleLog() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/SelfSizingCell.log")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func readsTheMessagesOfAConsoleLog() throws {
        let log = try UIKitConflictLog(try Self.exampleLog())
        #expect(log.conflicts.count == 2)
        let cell = log.conflicts[0]
        #expect(cell.line == 1)
        #expect(
            cell.constraints.map(\.address) == ["0x600002b1c5a0", "0x600002b1c640", "0x600002b1c6e0", "0x600002b1d220"])
        #expect(cell.broken?.address == "0x600002b1c5a0")
        // V:|-(12)-[UIImageView]: the image's top 12 below the content view's.
        let top = cell.constraints[1]
        #expect(top.firstItem == "UIImageView:0x7fb4c8d0e2a0" && top.firstAttribute == .top)
        #expect(top.secondItem == "UITableViewCellContentView:0x7fb4c8d0de10" && top.secondAttribute == .top)
        #expect(top.constant == 12 && top.relation == .equal)
        // V:[UIImageView]-(12)-|: the content view's bottom 12 below the image's.
        let bottom = cell.constraints[2]
        #expect(bottom.firstItem == "UITableViewCellContentView:0x7fb4c8d0de10" && bottom.firstAttribute == .bottom)
        #expect(bottom.secondItem == "UIImageView:0x7fb4c8d0e2a0" && bottom.secondAttribute == .bottom)
        #expect(cell.constraints[3].identifier == "UIView-Encapsulated-Layout-Height")
        // An autoresizing mask's position is relative to the superview the names give.
        let minX = log.conflicts[1].constraints[0]
        #expect(minX.autoresizing == "h=--& v=--&")
        #expect(minX.firstItem == "UIButton:0x7fb4c8e12340'Follow'" && minX.firstAttribute == .left)
        #expect(minX.secondItem == "UIView:0x7fb4c8e0f7c0" && minX.secondAttribute == .left)
    }

    @Test func selfSizingCell() throws {
        let analysis = UIKitConflictAnalysis(try UIKitConflictLog(try Self.exampleLog()).conflicts[0])
        // 12 + 64 + 12 ≠ 44: all four are needed.
        #expect(analysis.minimal == [0, 1, 2, 3])
        #expect(analysis.broken == 0)
        #expect(analysis.brokenResolves)
        // Without the image's height, the chain gives it 44 - 12 - 12.
        #expect(analysis.brokenEffect?.value == 20)
        #expect(analysis.brokenEffect?.asked == 64)
        #expect(analysis.suggestions.count == 2)
        #expect(analysis.suggestions[0].hasPrefix("UIView-Encapsulated-Layout-Height"))
        #expect(analysis.suggestions[0].contains("e.g. [3] V:[UIImageView:0x7fb4c8d0e2a0]-(12)-|"))
        #expect(analysis.suggestions[1].hasPrefix("If [1] UIImageView:0x7fb4c8d0e2a0.height == 64 may give way"))
    }

    @Test func autoresizingMask() throws {
        let analysis = UIKitConflictAnalysis(try UIKitConflictLog(try Self.exampleLog()).conflicts[1])
        // minX == 0 is not needed: width 0 against 375 - 16 - 16 between the margins is the conflict.
        #expect(analysis.minimal == [1, 2, 3, 4, 5, 6])
        #expect(analysis.broken == 3)
        // Breaking the trailing constraint leaves a second conflict: minX == 0 against the
        // leading edge 16 inside the margin.
        #expect(!analysis.brokenResolves)
        // The button's trailing edge is its leading edge (width 0), 16 + 343 short of the margin's.
        let effect = try #require(analysis.brokenEffect)
        #expect(abs(effect.value - effect.asked + 343) < 1e-9)
        #expect(
            analysis.suggestions[0].hasSuffix(
                "set translatesAutoresizingMaskIntoConstraints = false on the UIButton (UIButton:0x7fb4c8e12340'Follow')."
            ))
    }

    @Test func stackViewHiding() throws {
        let text = """
            2026-11-29 10:01:02.000000+0000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UILabel:0x7f01'Note'.height == 30   (active)>",
                "<NSLayoutConstraint:0x600002 'UISV-hiding' UILabel:0x7f01'Note'.height == 0   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001 UILabel:0x7f01'Note'.height == 30   (active)>
            """
        let analysis = UIKitConflictAnalysis(try UIKitConflictLog(text).conflicts[0])
        #expect(analysis.minimal == [0, 1])
        #expect(analysis.brokenEffect?.value == 0)
        #expect(analysis.suggestions[0].contains("give [1] UILabel:0x7f01'Note'.height == 30 priority 999"))
    }

    @Test func relationsMultipliersAndPriorities() throws {
        let c = try UIKitConflictLog.parse(
            "NSLayoutConstraint:0x6000 MyApp.AvatarView:0x7f9'me'.width == 1.5*MyApp.AvatarView:0x7f9'me'.height - 4 @750   (active)",
            line: 3)
        #expect(c.firstItem == "MyApp.AvatarView:0x7f9'me'" && c.firstAttribute == .width)
        #expect(c.secondAttribute == .height && c.multiplier == 1.5 && c.constant == -4 && c.priority == 750)
        let spacing = try UIKitConflictLog.parse(
            "NSLayoutConstraint:0x6001 H:[UILabel:0x1]-(>=8@999)-[UIButton:0x2]   (active)", line: 4)
        #expect(spacing.firstItem == "UIButton:0x2" && spacing.firstAttribute == .leading)
        #expect(spacing.secondItem == "UILabel:0x1" && spacing.secondAttribute == .trailing)
        #expect(spacing.relation == .greaterThanOrEqual && spacing.constant == 8 && spacing.priority == 999)
        let size = try UIKitConflictLog.parse("NSLayoutConstraint:0x6002 V:[UIView:0x3(44)]   (active)", line: 5)
        #expect(size.firstItem == "UIView:0x3" && size.firstAttribute == .height && size.constant == 44)
        let margin = try UIKitConflictLog.parse(
            "NSLayoutConstraint:0x6003 UILabel:0x4.leading == UIView:0x5.leadingMargin + 8   (active)", line: 6)
        #expect(margin.secondItem == "UIView:0x5.margins" && margin.secondAttribute == .leading && margin.constant == 8)
    }

    @Test func unreadableDescriptionNamesItsLine() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UILabel:0x7f01.height ~~ 30   (active)>"
            )
            """
        #expect(throws: UIKitConflictLog.Failure.self) { try UIKitConflictLog(text) }
        do {
            _ = try UIKitConflictLog(text)
        } catch {
            #expect(error.line == 3)
        }
    }

    @Test func commandLine() throws {
        var io = CommandIO(input: { (try? Self.exampleLog()) ?? "" })
        #expect(LayoutLab.run(["uikit-log", "-"], io: &io) == 0)
        let lines = io.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "conflict 1 (line 1): UIKit listed 4 constraints and broke [1]")
        #expect(
            lines.contains(
                "  minimal conflicting set: [1] [2] [3] [4] — they cannot all hold; without any one of them the others can"
            ))
        #expect(lines.contains("  the others let UIImageView:0x7fb4c8d0e2a0.height come to 20 at closest; [1] asks 64"))
        #expect(lines.contains { $0.hasPrefix("conflict 2 (line 18): UIKit listed 7 constraints and broke [4]") })

        var empty = CommandIO(input: { "nothing to see\n" })
        #expect(LayoutLab.run(["uikit-log", "-"], io: &empty) == 1)
        #expect(empty.standardError.contains("no \"Unable to simultaneously satisfy constraints.\" message"))
    }
}
