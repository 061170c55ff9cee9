/// A token of the script format, with the column of its first character.
struct ScriptToken: Sendable {
    enum Kind: Equatable, Sendable {
        /// `[A-Za-z_][A-Za-z0-9_.]*`
        case name(String)
        /// A finite number (`12`, `0.5`, `1.67772e+07`).
        case number(Double)
        case colon, equal, lessEqual, greaterEqual
        case plus, minus, star, slash, openParen, closeParen, at
        /// The end of the line (or the start of a comment).
        case end
    }

    var kind: Kind
    /// 1-based column of the first character.
    var column: Int
    /// The token as written (empty for `.end`).
    var text: String

    /// How an error message names the token: `'x'`, `'=='`, `number 12`, `end of line`.
    var quoted: String {
        switch kind {
        case .end: return "end of line"
        case .number: return "number \(text)"
        default: return "'\(text)'"
        }
    }
}

/// Splits one line of a script into tokens. Works on UTF-8 bytes; anything outside ASCII is an
/// error unless it is inside a comment, so byte columns are character columns wherever an
/// error can point.
struct ScriptLexer {
    /// A lexical error: where and why.
    struct Failure: Error {
        var column: Int
        var message: String
    }

    /// The tokens of `line`, ending with an `.end` token placed just after the last token.
    static func tokens(of line: Substring.UTF8View) throws(Failure) -> [ScriptToken] {
        let bytes = Array(line)
        var tokens: [ScriptToken] = []
        var i = 0
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func simple(_ kind: ScriptToken.Kind, _ length: Int) {
            tokens.append(ScriptToken(kind: kind, column: i + 1, text: text(i..<(i + length))))
            i += length
        }
        scan: while i < bytes.count {
            let b = bytes[i]
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
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "=") else {
                    let op = b == UInt8(ascii: "=") ? "==" : text(i..<(i + 1)) + "="
                    throw Failure(column: i + 1, message: "unexpected '\(text(i..<(i + 1)))'; did you mean '\(op)'?")
                }
                simple(b == UInt8(ascii: "=") ? .equal : b == UInt8(ascii: "<") ? .lessEqual : .greaterEqual, 2)
            case _ where isNameStart(b):
                let start = i
                while i < bytes.count, isNameStart(bytes[i]) || isDigit(bytes[i]) || bytes[i] == UInt8(ascii: ".") {
                    i += 1
                }
                let name = text(start..<i)
                tokens.append(ScriptToken(kind: .name(name), column: start + 1, text: name))
            case _ where isDigit(b):
                tokens.append(try number(bytes, at: &i))
            default:
                // Report the whole character, not one byte of it, by its code point.
                var end = i + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                let scalar = text(i..<end).unicodeScalars.first ?? "\u{FFFD}"
                throw Failure(column: i + 1, message: "unexpected character \(CodePoint.describe(scalar))")
            }
        }
        let endColumn = tokens.last.map { $0.column + $0.text.utf8.count } ?? 1
        tokens.append(ScriptToken(kind: .end, column: endColumn, text: ""))
        return tokens
    }

    /// `DIGITS [. DIGITS] [(e|E) [+|-] DIGITS]`, not followed by a name character or a dot.
    private static func number(_ bytes: [UInt8], at i: inout Int) throws(Failure) -> ScriptToken {
        let start = i
        var wellFormed = true
        func digits() -> Bool {
            let from = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            return i > from
        }
        _ = digits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            wellFormed = digits()
        }
        if wellFormed, i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            wellFormed = digits()
        }
        // `2x`, `1.2.3`, `1e`: swallow the rest of the word so the message shows all of it.
        if !wellFormed || (i < bytes.count && (isNameStart(bytes[i]) || bytes[i] == UInt8(ascii: "."))) {
            while i < bytes.count, isNameStart(bytes[i]) || isDigit(bytes[i]) || bytes[i] == UInt8(ascii: ".") {
                i += 1
            }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            throw Failure(column: start + 1, message: "malformed number '\(word)'")
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(column: start + 1, message: "number \(text) is not finite")
        }
        return ScriptToken(kind: .number(value), column: start + 1, text: text)
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || b == UInt8(ascii: "_")
    }
}
