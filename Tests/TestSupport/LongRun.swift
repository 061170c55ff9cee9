import Foundation
import Testing

/// The environment variable that turns the long-running tests on: `LAYOUT_LAB_LONG_TESTS=1`.
public let longTestsVariable = "LAYOUT_LAB_LONG_TESTS"

extension Trait where Self == ConditionTrait {
    /// A test that takes seconds in a debug build, where the solver checks every invariant after
    /// every operation: growth measured at two sizes, the exhaustive sweeps, the largest inputs.
    /// `swift test` leaves it out, so that the default run stays short; CI runs it in a release
    /// build with `LAYOUT_LAB_LONG_TESTS=1 swift test -c release` (see `.ci/run`), so that no
    /// check is lost.
    public static var longRun: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment[longTestsVariable] == "1",
            "a long run: set \(longTestsVariable)=1 to include it")
    }
}
