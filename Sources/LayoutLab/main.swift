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
io.writeToProcess()
exit(status)
