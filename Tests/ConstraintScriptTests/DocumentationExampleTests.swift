import Testing
import ConstraintScript

/// The example of the module's documentation (ConstraintScript.docc), run as written.
@Suite("The documentation's example")
struct DocumentationExampleTests {
    /// `left == width / 2` with `width` suggested at 400: left is 200; variables print in
    /// order of first appearance.
    @Test func theExamplePrintsWhatItsCommentSays() throws {
        let script = try Script.parse(
            """
            edit width @strong
            half: left == width / 2
            suggest width 400
            """, fileName: "example.cass")
        var runner = ScriptRunner(script: script)
        let result = runner.runAll()
        #expect(result.output == "width = 400.0\nleft = 200.0\n")
        #expect(result.diagnostics.isEmpty)
    }
}
