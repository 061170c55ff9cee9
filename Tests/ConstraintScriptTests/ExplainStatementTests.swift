import Foundation
import Testing
import ConstraintScript

@Suite("explain statements")
struct ExplainStatementTests {
    private func parseErrors(_ text: String) -> [String] {
        do {
            _ = try Script.parse(text, fileName: "t.cass")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("explain names a variable an earlier line used; explain is a keyword")
    func parsing() throws {
        let script = try Script.parse("x == 1\nexplain x\nexplain\n", fileName: "t.cass")
        guard case .explain(let v) = script.statements[1].kind, case .explain(let none) = script.statements[2].kind
        else {
            Issue.record("not explain statements"); return
        }
        #expect(v == 0 && none == nil)
        #expect(
            parseErrors("explain x\nx == 1\n") == ["t.cass:1:9: error: unknown variable 'x': no earlier line uses it"])
        #expect(parseErrors("explain == 1\n") == ["t.cass:1:9: error: expected a variable name, found '=='"])
        #expect(
            parseErrors("x == 1\nexplain x y\n") == [
                "t.cass:2:11: error: expected end of line after the variable, found 'y'"
            ])
        #expect(parseErrors("explain: x == 1\n") == ["t.cass:1:1: error: 'explain' is a keyword and cannot be a label"])
        #expect(
            parseErrors("x + explain == 1\n") == [
                "t.cass:1:5: error: 'explain' is a keyword and cannot be a variable name"
            ])
    }

    /// lo: x >= 10, hi: x <= 100, x == 150 @weak → x = 100 (hi tight, lo slack 90, the wish
    /// violated by 50 at the weak level). z + x >= 0 leaves z anywhere from −100 up.
    @Test("explain as JSON: exact numbers, statuses, levels and ranges (null for an unbounded end)")
    func json() throws {
        let script = try Script.parse(
            """
            lo: x >= 10
            hi: x <= 100
            x == 150 @weak
            z + x >= 0
            edit W
            suggest W 30
            y == W / 3 + 1
            explain y
            explain
            """, fileName: "t.cass")
        var runner = ScriptRunner(script: script)
        let result = runner.runAll(format: .json)
        let lines = result.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 3)
        let y = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(y["explain"] as? String == "y")
        // y = W/3 + 1 = 11: weight 1/3 on the edit (30), 1 on the constant 1 of line 7.
        #expect(y["value"] as? Double == 11)
        let sensitivities = try #require(y["sensitivities"] as? [String: Double])
        #expect(abs(sensitivities["W"]! - 1.0 / 3) < 1e-15)
        let sources = try #require(y["sources"] as? [[String: Any]])
        #expect(sources.map { $0["line"] as? Int } == [5, 7])
        #expect(sources.map { $0["constraint"] as? String } == ["edit W = 30", "y == W / 3 + 1"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(summary["explain"] is NSNull)
        let constraints = try #require(summary["constraints"] as? [[String: Any]])
        #expect(
            constraints.map { $0["status"] as? String } == ["loose", "tight", "violated", "tight", "holds", "holds"])
        #expect(constraints[0]["slack"] as? Double == 90)
        #expect(constraints[2]["error"] as? Double == 50)
        let levels = try #require(summary["levels"] as? [[String: Any]])
        #expect(levels.map { $0["level"] as? Double } == [750, 250])
        #expect(levels[1]["error"] as? Double == 50)
        let ambiguous = try #require(summary["ambiguous"] as? [[String: Any]])
        #expect(ambiguous.count == 1)
        #expect(ambiguous[0]["variable"] as? String == "z")
        #expect(ambiguous[0]["min"] as? Double == -100)
        #expect(ambiguous[0]["max"] is NSNull)
        #expect(lines[2] == "{\"x\": 100, \"z\": -100, \"W\": 30, \"y\": 11}")
    }

    @Test("a variable nothing holds is explained as such")
    func parametric() throws {
        let script = try Script.parse("x - x == 0\nexplain x\n", fileName: "t.cass")
        var runner = ScriptRunner(script: script)
        let result = runner.runAll()
        #expect(
            result.output == """
                x = 0
                  no constraint holds it: the solver leaves it at 0 (see 'explain' for its range)

                x = 0.0

                """)
    }
}
