import Testing
@testable import LayoutLabCore

@Suite("Numbers printed with fixed decimals, without Foundation")
struct FixedDecimalsTests {
    @Test func decimalsAreRoundedAsPrintfRoundsThem() {
        #expect(fixedDecimals(3.14159, 2) == "3.14")
        #expect(fixedDecimals(3.14159, 0) == "3")
        #expect(fixedDecimals(12.0, 1) == "12.0")
        // Halfway cases in binary round to even; 0.05 is a little above its decimal spelling.
        #expect(fixedDecimals(2.5, 0) == "2")
        #expect(fixedDecimals(-1.25, 1) == "-1.2")
        #expect(fixedDecimals(0.05, 1) == "0.1")
        #expect(fixedDecimals(1e21, 1) == "1000000000000000000000.0")
    }

    @Test func durationsAreScaledToAReadableUnit() {
        #expect(formatDuration(812e-9) == "812 ns")
        #expect(formatDuration(3.4e-6) == "3.40 µs")
        #expect(formatDuration(0.0127) == "12.7 ms")
        #expect(formatDuration(2.05) == "2.05 s")
    }
}
