import Foundation
import LayoutLabCore

var io = CommandIO.process()
let status = LayoutLab.run(Array(CommandLine.arguments.dropFirst()), io: &io)
FileHandle.standardOutput.write(Data(io.standardOutput.utf8))
FileHandle.standardError.write(Data(io.standardError.utf8))
exit(status)
