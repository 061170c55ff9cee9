import Foundation
import Testing

@testable import LayoutLabCore

/// `layout-lab uikit-log --format json` on the repository's example log: one object per
/// conflict per line, with what the text report says, by 1-based index into UIKit's list.
@Suite struct UIKitLogJSONTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/SelfSizingCell.log").path

    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var io = CommandIO(input: { "" })
        let status = LayoutLab.run(arguments, io: &io)
        return (status, io.standardOutput, io.standardError)
    }

    @Test func oneObjectPerConflict() throws {
        let r = run(["uikit-log", Self.example, "--format", "json"])
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n")
        #expect(lines.count == 2)
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        // The self-sizing cell: an image 64 tall with 12 above and below in a content view the
        // table holds at 44. All four are needed; UIKit broke the image's height, and without
        // it the rest hold; the others let the height come to 44 - 12 - 12 = 20.
        let first = objects[0]
        #expect(first["conflict"] as? Int == 1 && first["line"] as? Int == 1)
        #expect((first["constraints"] as? [[String: Any]])?.count == 4)
        #expect(first["minimal"] as? [Int] == [1, 2, 3, 4])
        #expect(first["broken"] as? Int == 1)
        #expect(first["brokenResolves"] as? Bool == true)
        let closest = try #require(first["closest"] as? [String: Double])
        #expect(closest["value"] == 20 && closest["asked"] == 64)
        let listed = try #require((first["constraints"] as? [[String: Any]])?[3])
        #expect(listed["identifier"] as? String == "UIView-Encapsulated-Layout-Height")
        #expect(listed["class"] as? String == "NSLayoutConstraint")
        #expect(listed["priority"] as? Double == 1000)
        #expect((first["fixes"] as? [String])?.first?.hasPrefix("UIView-Encapsulated-Layout-Height") == true)
        // The button still translating its mask (width 0) between the margins (16 each side
        // of 375): the first constraint, its x, is not needed; breaking [4] leaves another
        // conflict; the trailing edge is 375 - 16 - 16 = 343 short of the margin.
        let second = objects[1]
        #expect(second["minimal"] as? [Int] == [2, 3, 4, 5, 6, 7])
        #expect(second["broken"] as? Int == 4)
        #expect(second["brokenResolves"] as? Bool == false)
        let gap = try #require(second["closest"] as? [String: Double])
        #expect(gap["asked"]! - gap["value"]! == 343)
        #expect((second["constraints"] as? [[String: Any]])?[0]["autoresizing"] as? String == "h=--& v=--&")
        // --json is the same.
        #expect(run(["uikit-log", Self.example, "--json"]).out == r.out)
    }

    @Test func unknownFormat() {
        let r = run(["uikit-log", Self.example, "--format", "xml"])
        #expect(r.status == 1)
        #expect(r.err.hasPrefix("layout-lab uikit-log: unknown format 'xml': expected text or json"))
    }
}
