/// How messages name a character that came from the user: by its code point, so that an
/// invisible or control character (a byte order mark, NUL, ESC) is never echoed raw to a
/// terminal and a look-alike (a no-break space) is told apart from the character it mimics.
package enum CodePoint {
    /// `U+FEFF (byte order mark)` for a character that does not show; `'é' (U+00E9)` for one
    /// outside ASCII that does; `'$'` for a visible ASCII character.
    package static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = "U+" + hex(scalar.value)
        if let name = names[scalar.value] { return "\(code) (\(name))" }
        if scalar.isASCII && isVisible(scalar) { return "'\(scalar)'" }
        return isVisible(scalar) ? "'\(scalar)' (\(code))" : code
    }

    /// `text` with every character that does not show (except the space and the tab, which a
    /// script may hold between tokens) replaced by an escape such as `\u{001B}`, so that it
    /// can be quoted in a message safely.
    package static func sanitized(_ text: String) -> String {
        if isPlainText(text) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" || isVisible(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{\(hex(scalar.value))}"
            }
        }
        return out
    }

    /// Whether `text` is printable ASCII, spaces and tabs only: it needs no escape. Most
    /// messages are; those need no look-up of each character's category, which made printing
    /// a million diagnostics several times slower than making them.
    /// With `allowingNewlines`, line feeds pass too (a text of several lines).
    package static func isPlainText(_ text: String, allowingNewlines: Bool = false) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({
            isPlainText($0, allowingNewlines: allowingNewlines)
        }) {
            return answer
        }
        return Array(text.utf8).withUnsafeBufferPointer { isPlainText($0, allowingNewlines: allowingNewlines) }
    }

    /// Whether the UTF-8 `bytes` are printable ASCII, spaces and tabs (and line feeds with
    /// `allowingNewlines`) only. Eight bytes are checked at a time: a word none of whose bytes
    /// is below 0x20 or at or above 0x7F passes whole; a word with one is checked byte by byte.
    package static func isPlainText(_ bytes: UnsafeBufferPointer<UInt8>, allowingNewlines: Bool = false) -> Bool {
        let newline: UInt8 = allowingNewlines ? 0x0A : 0x09
        func plain(_ byte: UInt8) -> Bool { (0x20..<0x7F).contains(byte) || byte == 0x09 || byte == newline }
        guard let base = bytes.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            // A byte's high bit is set in `low` when it is below 0x20 (for bytes below 0x80),
            // in `high` when it is 0x7F or more.
            let low = (word &- ones &* 0x20) & ~word & highs
            let high = ((word &+ ones) | word) & highs
            if low | high != 0 {
                for j in i..<(i + 8) where !plain(base[j]) { return false }
            }
            i += 8
        }
        while i < bytes.count {
            if !plain(base[i]) { return false }
            i += 1
        }
        return true
    }

    /// Whether the character prints as itself: not a control, format, separator, private-use,
    /// surrogate or unassigned code point, and not a space.
    package static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .privateUse, .surrogate, .unassigned:
            return false
        default:
            return scalar.value != 0xFFFD
        }
    }

    /// Names for the invisible characters most likely to slip into a script.
    private static let names: [UInt32: String] = [
        0x00: "NUL", 0x08: "backspace", 0x0B: "vertical tab", 0x0C: "form feed", 0x1B: "escape",
        0x7F: "delete", 0xA0: "no-break space", 0x200B: "zero width space",
        0xFEFF: "byte order mark", 0xFFFD: "replacement character",
    ]

    /// At least four upper-case hexadecimal digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
