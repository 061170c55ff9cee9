/// Reads a number from the command line the way a script writes one: decimal digits, an
/// optional fraction and exponent, and here an optional sign (`12`, `-0.5`, `1.5e3`). Unlike
/// `Double(_:)` it accepts no hexadecimal (`0x100`), no `inf` or `nan`, no spaces, and nothing
/// that rounds to infinity (`1e999`), so a command line means what a script would.
package enum DecimalNumber {
    /// The finite value `text` spells, or nil.
    package static func parse(_ text: String) -> Double? {
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Bool {
            let start = bytes.startIndex
            while let b = bytes.first, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { bytes = bytes.dropFirst() }
            return bytes.startIndex > start
        }
        guard digits() else { return nil }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() else { return nil }
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard digits() else { return nil }
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The whole number `text` spells in decimal digits (with an optional sign), or nil.
    package static func parseInteger(_ text: String) -> Int? {
        let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
        guard !unsigned.isEmpty, unsigned.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(text)
    }
}
