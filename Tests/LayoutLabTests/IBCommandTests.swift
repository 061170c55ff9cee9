import Foundation
import Testing

@testable import LayoutLabCore

/// `layout-lab ib` on the repository's example storyboard: the JSON form tools read, the table,
/// `--check`, and errors. Frames are the ones worked out by hand in the InterfaceBuilder tests.
@Suite struct IBCommandTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/SignIn.storyboard").path

    func run(_ arguments: [String], input: String = "") -> (status: Int32, out: String, err: String) {
        var io = CommandIO(input: { input })
        let status = LayoutLab.run(arguments, io: &io)
        return (status, io.standardOutput, io.standardError)
    }

    @Test func jsonOneObjectPerSceneAndWidth() throws {
        let r = run([
            "ib", Self.example, "--device", "retina6_12", "--width", "393", "--width", "320", "--format", "json",
        ])
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n")
        #expect(lines.count == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["scene", "device", "width", "height", "frames"])
        #expect(object["scene"] as? String == "tne-QT-ifu")
        #expect(object["device"] as? String == "retina6_12")
        #expect((object["height"] as? NSNumber)?.doubleValue == 852)
        let frames = try #require(object["frames"] as? [String: [NSNumber]])
        #expect(frames["Bt1-aa-004"]?.map(\.doubleValue) == [98.25, 260.5, 196.5, 30])
        #expect(frames.count == 7)
        // Keys in document order.
        #expect(
            lines[0].firstRange(of: "\"8bC-Xf-vdC\"")!.lowerBound
                < lines[0].firstRange(of: "\"Hp1-aa-006\"")!.lowerBound)
        let narrow = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        let narrowFrames = try #require(narrow["frames"] as? [String: [NSNumber]])
        // 320 wide: the title 320 - 32, the badge moved by 320 - 375.
        #expect(narrowFrames["Tt1-aa-001"]?.map(\.doubleValue) == [16, 99, 288, 33.5])
        #expect(narrowFrames["Hp1-aa-006"]?.map(\.doubleValue) == [280, 20, 40, 40])
    }

    @Test func checkOnTheDesignedDevice() {
        let ok = run(["ib", Self.example, "--check"])
        #expect(ok.status == 0)
        #expect(ok.out.contains("  every stored frame is within 0.5 of the layout"))
        let strict = run(["ib", Self.example, "--check", "--tolerance", "0.1"])
        #expect(strict.status == 1)
        #expect(strict.out.contains("misplaced: stored [93.5, 221.5, 188, 30]"))
    }

    @Test func errorsNameTheFileAndLine() {
        let r = run(["ib", "-"], input: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n")
        #expect(r.status == 1)
        #expect(
            r.err == "layout-lab ib: <stdin>:3: the file ends inside <objects> opened on line 2 (is it truncated?)\n")
        let device = run(["ib", Self.example, "--device", "nokia3310"])
        #expect(device.status == 1)
        #expect(device.err.hasPrefix("layout-lab ib: unknown device 'nokia3310'"))
    }

    @Test func devices() {
        let r = run(["ib", "--devices"])
        #expect(r.status == 0)
        #expect(
            r.out.contains(
                "retina6_12  393×852  safe area top 59 left 0 bottom 34 right 0  compact width, regular height"))
        #expect(
            r.out.contains(
                "retina4_7-landscape  667×375  safe area top 0 left 0 bottom 0 right 0  compact width, compact height"))
    }

    @Test func explainAFrame() {
        let r = run(["ib", Self.example, "--explain", "Bt1-aa-004"])
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n").map(String.init)
        // Half the root's width, centred: x = W / 2 − W / 4.
        #expect(lines.contains("Bt1-aa-004 (93.75, 221.5, 187.5 × 30)"))
        #expect(lines.contains { $0.hasPrefix("  x = 0.25·8bC-Xf-vdC.width   (from: ") && $0.contains("'c11-aa-111'") })
        #expect(lines.contains { $0.hasPrefix("  width = 0.5·8bC-Xf-vdC.width   (from: 'c12-aa-112'") })
        let unknown = run(["ib", Self.example, "--explain", "nope"])
        #expect(unknown.status == 1)
        #expect(unknown.err.contains("--explain: no view 'nope' in the scenes laid out"))
    }
}
