import ProofBase
/// Number formatting that never depends on locale or platform.
package enum Decimals {
    /// `value` rounded to `places` decimals, trailing zeros dropped: `2.5`, `0.0812`, `3`.
    package static func format(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        var text = String(units / divisor)
        var fraction = String(units % divisor)
        if places > 0 {
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return (value < 0 && units != 0 ? "-" : "") + text
    }

    /// `1,234,567`.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (value < 0 ? "-" : "") + text
    }
}
