/// How explanations print numbers: rounded to a few significant digits (what a person reads),
/// whole numbers without a fraction, minus as `−` only inside formulas.
package enum ExplanationNumber {
    /// `value` to `digits` significant digits, trailing zeros dropped: `0.5`, `12`,
    /// `0.333333`, `1.5e+09`; `0` for a value that rounds to zero.
    package static func format(_ value: Double, digits: Int = 6) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if magnitude >= 1e15 || magnitude < 1e-6 {
            return String(describing: roundedSignificant(value, digits))
        }
        let exponent = Int(magnitude.log10Floor)
        let decimals = max(0, digits - 1 - exponent)
        let scale = pow10(decimals)
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(describing: rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Appends `rate·name` (or the bare number when `name` is nil) to a formula, with ` + ` or
    /// ` − ` between terms and no `1·`.
    package static func appendTerm(_ rate: Double, _ name: String?, to formula: String) -> String {
        let magnitude = format(abs(rate))
        let body: String
        if let name { body = magnitude == "1" ? name : "\(magnitude)·\(name)" } else { body = magnitude }
        if formula.isEmpty { return (rate < 0 && magnitude != "0" ? "−" : "") + body }
        return formula + (rate < 0 ? " − " : " + ") + body
    }

    private static func roundedSignificant(_ value: Double, _ digits: Int) -> Double {
        let exponent = Int(abs(value).log10Floor)
        let scale = pow10(digits - 1 - exponent)
        let scaled = value * scale
        return scaled.isFinite && scale.isFinite && scale != 0 ? scaled.rounded() / scale : value
    }

    private static func pow10(_ n: Int) -> Double {
        var result = 1.0
        if n >= 0 { for _ in 0..<n { result *= 10 } } else { for _ in 0..<(-n) { result /= 10 } }
        return result
    }
}

extension Double {
    /// `⌊log₁₀ self⌋` for a positive finite number, without Foundation.
    fileprivate var log10Floor: Double {
        var e = 0.0, v = self
        while v >= 10 { v /= 10; e += 1 }
        while v < 1 { v *= 10; e -= 1 }
        return e
    }
}
