import Testing
@testable import Scenes

/// A number parameter's values are listed as the catalog checks them: the precision floor
/// (0.000001, the precision numbers are printed with) is part of the listed range, and 0 is
/// offered only where the range allows it.
@Suite("Scene parameters: the listed range is the checked range")
struct ParameterFloorTests {
    @Test func theFloorIsListedAndZeroOnlyWhereAllowed() {
        let positive = SceneParameter(
            "visible", .number(minimum: 0, inclusive: false, maximum: 1000), default: .number(2.5), "")
        #expect(positive.allowedValues == "number >= 0.000001 and <= 1000")
        let zeroOrMore = SceneParameter(
            "padding", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(16), "")
        #expect(zeroOrMore.allowedValues == "number 0, or >= 0.000001 and <= 100000")
        let atLeastOne = SceneParameter(
            "minWidth", .number(minimum: 1, inclusive: true, maximum: 100_000), default: .number(100), "")
        #expect(atLeastOne.allowedValues == "number >= 1 and <= 100000")
    }

    @Test func theCatalogRefusesWhatTheListingLeavesOut() throws {
        let zeroOrMore = SceneParameter(
            "padding", .number(minimum: 0, inclusive: true, maximum: 100_000), default: .number(16), "")
        #expect(try zeroOrMore.parse("0", scene: "s") == .number(0))
        #expect(try zeroOrMore.parse("0.000001", scene: "s") == .number(0.000001))
        #expect(
            throws: SceneError.malformedParameter(
                scene: "s", name: "padding", value: "0.0000009", expected: "number 0, or >= 0.000001 and <= 100000")
        ) {
            try zeroOrMore.parse("0.0000009", scene: "s")
        }
        let positive = SceneParameter(
            "visible", .number(minimum: 0, inclusive: false, maximum: 1000), default: .number(2.5), "")
        #expect(throws: SceneError.self) { try positive.parse("0", scene: "s") }
        #expect(throws: SceneError.self) { try positive.parse("1e-7", scene: "s") }
    }
}
