/// Splits one line of a script into tokens. Works on UTF-8 bytes; anything outside ASCII is an
/// error unless it is inside a comment, so byte columns are character columns wherever an
/// error can point.
enum ScriptLexer {
    /// A lexical error: where and why.
    struct Failure: Error {
        /// The 1-based column.
        var column: Int
        /// The message.
        var message: String
    }

    /// Reads the tokens of `line` (its bytes, without the newline) into `tokens`, ending with
    /// an `.end` token just after the last token; names are interned in `names`.
    static func tokens(
        of line: UnsafeBufferPointer<UInt8>, into tokens: inout TokenBuffer,
        names: inout NameTable
    ) throws(Failure) {
        tokens.removeAll()
        let count = line.count
        var i = 0
        func simple(_ kind: ScriptToken.Kind, _ length: Int) {
            tokens.append(ScriptToken(kind: kind, start: i, end: i + length))
            i += length
        }
        scan: while i < count {
            let b = line[i]
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                i += 1
            case UInt8(ascii: "#"):
                break scan
            case UInt8(ascii: ":"): simple(.colon, 1)
            case UInt8(ascii: "+"): simple(.plus, 1)
            case UInt8(ascii: "-"): simple(.minus, 1)
            case UInt8(ascii: "*"): simple(.star, 1)
            case UInt8(ascii: "/"): simple(.slash, 1)
            case UInt8(ascii: "("): simple(.openParen, 1)
            case UInt8(ascii: ")"): simple(.closeParen, 1)
            case UInt8(ascii: "@"): simple(.at, 1)
            case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
                guard i + 1 < count, line[i + 1] == UInt8(ascii: "=") else {
                    // Written out whole, so that a million such lines make no message each.
                    let message =
                        switch b {
                        case UInt8(ascii: "="): "unexpected '='; did you mean '=='?"
                        case UInt8(ascii: "<"): "unexpected '<'; did you mean '<='?"
                        default: "unexpected '>'; did you mean '>='?"
                        }
                    throw Failure(column: i + 1, message: message)
                }
                simple(b == UInt8(ascii: "=") ? .equal : b == UInt8(ascii: "<") ? .lessEqual : .greaterEqual, 2)
            case _ where isNameStart(b):
                let start = i
                i += 1
                while i < count, isNameCharacter(line[i]) { i += 1 }
                let id = names.intern(UnsafeBufferPointer(rebasing: line[start..<i]), readable: count - start)
                tokens.append(ScriptToken(kind: .name, start: start, end: i, name: id))
            case _ where isDigit(b):
                tokens.append(try number(line, at: &i))
            default:
                // Report the whole character, not one byte of it, by its code point.
                var end = i + 1
                while end < count, line[end] & 0xC0 == 0x80 { end += 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: line[i..<end]), as: UTF8.self)
                let scalar = text.unicodeScalars.first ?? "\u{FFFD}"
                throw Failure(column: i + 1, message: "unexpected character \(CodePoint.describe(scalar))")
            }
        }
        let endOffset = tokens.last?.end ?? 0
        tokens.append(ScriptToken(kind: .end, start: endOffset, end: endOffset))
    }

    /// `DIGITS [. DIGITS] [(e|E) [+|-] DIGITS]`, not followed by a name character or a dot.
    private static func number(_ line: UnsafeBufferPointer<UInt8>, at i: inout Int) throws(Failure) -> ScriptToken {
        let count = line.count
        let start = i
        var wellFormed = true
        // The digits as one whole number, and the power of ten that scales it, while they fit.
        var mantissa: UInt64 = 0
        var exact = true
        var scale = 0
        func digits(fraction: Bool) -> Bool {
            let from = i
            while i < count, isDigit(line[i]) {
                if mantissa < 100_000_000_000_000_000 {
                    mantissa = mantissa &* 10 &+ UInt64(line[i] &- UInt8(ascii: "0"))
                    if fraction { scale -= 1 }
                } else {
                    exact = false
                }
                i += 1
            }
            return i > from
        }
        _ = digits(fraction: false)
        if i < count, line[i] == UInt8(ascii: ".") {
            i += 1
            wellFormed = digits(fraction: true)
        }
        if wellFormed, i < count, line[i] == UInt8(ascii: "e") || line[i] == UInt8(ascii: "E") {
            i += 1
            var negative = false
            if i < count, line[i] == UInt8(ascii: "+") || line[i] == UInt8(ascii: "-") {
                negative = line[i] == UInt8(ascii: "-")
                i += 1
            }
            let from = i
            var exponent = 0
            while i < count, isDigit(line[i]) {
                if exponent < 10_000 { exponent = exponent * 10 + Int(line[i] - UInt8(ascii: "0")) }
                i += 1
            }
            wellFormed = i > from
            scale += negative ? -exponent : exponent
        }
        // `2x`, `1.2.3`, `1e`: swallow the rest of the word so the message shows all of it.
        if !wellFormed || (i < count && (isNameStart(line[i]) || line[i] == UInt8(ascii: "."))) {
            while i < count, isNameCharacter(line[i]) { i += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: line[start..<i]), as: UTF8.self)
            throw Failure(column: start + 1, message: "malformed number '\(word)'")
        }
        // Clinger's fast path: a whole number below 2^53 times or over a power of ten up to
        // 10^22, both exact in a Double, is one correctly rounded operation, the value
        // `Double(_:)` reads. Anything else is read by `Double(_:)` itself.
        var value: Double
        if exact && mantissa <= 1 << 53 && scale >= -22 && scale <= 22 {
            value = Double(mantissa)
            if scale < 0 { value /= powersOfTen[-scale] } else if scale > 0 { value *= powersOfTen[scale] }
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: line[start..<i]), as: UTF8.self)
            guard let read = Double(text), read.isFinite else {
                throw Failure(column: start + 1, message: "number \(text) is not finite")
            }
            value = read
        }
        return ScriptToken(kind: .number, start: start, end: i, number: value)
    }

    /// 10^0 … 10^22, each exact in a Double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b | 0x20) &- UInt8(ascii: "a") < 26 || b == UInt8(ascii: "_")
    }

    private static func isNameCharacter(_ b: UInt8) -> Bool {
        isNameStart(b) || isDigit(b) || b == UInt8(ascii: ".")
    }
}
