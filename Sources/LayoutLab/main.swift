#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutLabCore

var io = CommandIO(input: {
    var text = ""
    while let line = readLine(strippingNewline: false) { text += line }
    return text
})
let status = LayoutLab.run(Array(CommandLine.arguments.dropFirst()), io: &io)
fputs(io.standardOutput, stdout)
fputs(io.standardError, stderr)
fflush(stdout)
exit(status)
