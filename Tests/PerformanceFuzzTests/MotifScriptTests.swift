import ConstraintScript
import ScriptWorkloads
import Testing

@Suite("performance fuzzer: its scripts, its list and its slopes")
struct MotifScriptTests {
    @Test(
        "every motif's script runs without an error, its bench line sweeping its range",
        arguments: MotifWorkload.Motif.allCases)
    func scriptRuns(motif: MotifWorkload.Motif) throws {
        let workload = MotifWorkload(motif: motif, size: 7, seed: 3)
        let text = workload.script()
        var runner = ScriptRunner(script: try Script.parse(text, fileName: "motif.cass"))
        let result = runner.runAll(collectingOutput: false)
        #expect(result.exitStatus == 0, "\(result.diagnostics)")
        let system = workload.system()
        let bench = text.split(separator: "\n")[1].split(separator: " ")
        #expect(bench.prefix(4) == ["#", "bench:", "--sweep", "width"])
        #expect(Double(bench[4]) == system.sweep.from)
        #expect(Double(bench[5]) == system.sweep.to)
        // The same seed gives the same script; another seed another one.
        #expect(text == MotifWorkload(motif: motif, size: 7, seed: 3).script())
        #expect(text != MotifWorkload(motif: motif, size: 7, seed: 4).script())
    }

    @Test("the elements partition the constraints")
    func elementsPartition() {
        let system = MotifWorkload(motif: .mixed, size: 12, seed: 5).system()
        var next = system.frame.count
        for e in system.elements.indices {
            #expect(system.lineRange(ofElement: e).lowerBound == next)
            next = system.lineRange(ofElement: e).upperBound
        }
        #expect(next == system.constraintLines.count)
    }

    @Test("slopes: 4 times the work is 1, 16 times 2, none at either size 0")
    func slopes() {
        // One is added to each side: 1 → 7 is 2 → 8, four times; 15 → 255 is 16 → 256.
        #expect(abs(PerformanceFuzzTests.slope(1, 7) - 1) < 1e-12)
        #expect(abs(PerformanceFuzzTests.slope(15, 255) - 2) < 1e-12)
        #expect(PerformanceFuzzTests.slope(0, 0) == 0)
    }

    @Test("a malformed line of the known-slow list is an error that says where")
    func malformedList() throws {
        #expect(throws: KnownSlowList.ListError.self) {
            try KnownSlowList.parse("# comment\nci chain stated batch build\n", fileName: "known-slow.txt")
        }
        let error = #expect(throws: KnownSlowList.ListError.self) {
            try KnownSlowList.parse("\nci chain stated batch build pivots fast\n", fileName: "known-slow.txt")
        }
        #expect(
            error?.description.hasPrefix("known-slow.txt:2:1: expected RUN MOTIF ORDER MODE OPERATION COUNTER SLOPE")
                == true)
        let list = try KnownSlowList.parse("ci chain stated batch build pivots 1.5 # why\n", fileName: "known-slow.txt")
        #expect(list.entries.map(\.key) == ["ci chain stated batch build pivots"])
        #expect(list.entries(run: "ci", motif: "chain").count == 1)
        #expect(list.entries(run: "long", motif: "chain").isEmpty)
    }

    @Test("the repository's known-slow list reads")
    func repositoryListReads() throws {
        let list = try KnownSlowList.load()
        #expect(Set(list.entries.map(\.key)).count == list.entries.count, "a case listed twice")
    }
}
