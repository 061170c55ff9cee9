/// Whether a script's bytes are UTF-8 text, and where they stop being so.
enum UTF8Check {
    /// The error for the first byte of `bytes` that is not part of a UTF-8 character, or nil
    /// when all of them are. It points at the line of that byte and its column counted in
    /// characters.
    static func firstInvalidByte(in bytes: [UInt8], fileName: String) -> ScriptDiagnostic? {
        if isASCII(bytes) { return nil }
        var line = 1, column = 1, offset = 0
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                break decoding
            }
        }
        let byte = String(bytes[min(offset, bytes.count - 1)], radix: 16, uppercase: true)
        let hexByte = (byte.count == 1 ? "0" : "") + byte
        return ScriptDiagnostic(
            fileName: fileName, location: SourceLocation(line: line, column: column),
            severity: .error, message: "the script is not UTF-8 text (byte 0x\(hexByte))")
    }

    /// Whether every byte is below 0x80, checked eight bytes at a time.
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var i = 0
            let count = raw.count
            var high: UInt64 = 0
            while i + 8 <= count {
                high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                i += 8
            }
            while i < count {
                high |= UInt64(raw[i])
                i += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
    }
}
