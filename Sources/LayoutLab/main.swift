#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutLabCore

var io = CommandIO.process()
let status = LayoutLab.run(Array(CommandLine.arguments.dropFirst()), io: &io)
writeAll(io.standardOutput, to: 1)
writeAll(io.standardError, to: 2)
exit(status)
