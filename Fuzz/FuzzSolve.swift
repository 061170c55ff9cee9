// The libFuzzer entry point: each input is a script given to `layout-lab solve -`, as bytes
// (so input that is not UTF-8 is exercised too). Any crash, trap, sanitizer report or
// solver-invariant failure (the solver is built with CASSOWARY_CHECK_INVARIANTS) is a finding.
// Built and run by Fuzz/fuzz.sh; see Fuzz/README.md.

import LayoutLabCore

/// Runs one input through `layout-lab solve -`, and through `--json` when its first byte is
/// odd, so that both output paths are covered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var io = CommandIO(inputBytes: { bytes })
    let json = bytes.first.map { $0 & 1 == 1 } ?? false
    _ = LayoutLab.run(["solve", "-"] + (json ? ["--json"] : []), io: &io)
    return 0
}
