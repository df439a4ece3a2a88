/// The Arabic shaper (HarfBuzz's `hb-ot-shaper-arabic`): each letter takes the positional form
/// its neighbours give it (``JoiningForm/forms(of:)``), applied by masks through the form
/// features, which come in their own stages between `ccmp`/`locl` and `rlig`, as HarfBuzz's
/// `collect_features` orders them. Not done: HarfBuzz's `reorder_marks_arabic`, which moves
/// modifier combining marks (UTR #53) to the front of a mark sequence.
struct ArabicShaper: ScriptShaper {
    func substitutionStages(direction: ShapingDirection) -> [[String]] {
        var stages = [["rvrn"], direction.directionalFeatures + ["stch"], ["ccmp", "locl"]]
        stages += JoiningForm.allCases.map { [$0.feature] }
        stages += [["rlig"], ["calt"], ["rclt", "liga", "clig", "mset"]]
        return stages
    }

    func setupMasks(_ scalars: [Unicode.Scalar]) -> [UInt32] {
        JoiningForm.forms(of: scalars).map { form in form.map { 2 << UInt32($0.rawValue) } ?? 0 }
    }
}

/// Unicode joining types (ArabicShaping.txt), with join-causing stored as dual-joining and the
/// Syriac groups Alaph and Dalath Rish apart, as the joining state machine reads them.
enum JoiningType: UInt8, Sendable {
    case nonJoining = 0, leftJoining, rightJoining, dualJoining, alaph, dalathRish, transparent

    init(_ scalar: Unicode.Scalar) {
        let value = UInt64(scalar.value)
        let ranges = JoiningTypeTable.ranges
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if (ranges[mid] >> 8) & 0xFF_FFFF < value { low = mid + 1 } else { high = mid }
        }
        guard low < ranges.count, ranges[low] >> 32 <= value else {
            self = .nonJoining
            return
        }
        self = JoiningType(rawValue: UInt8(truncatingIfNeeded: ranges[low])) ?? .nonJoining
    }
}

/// The positional form a joining character takes: the GSUB feature that substitutes it.
enum JoiningForm: Int, CaseIterable, Sendable {
    case isolated, final, final2, final3, medial, medial2, initial

    /// The OpenType feature tag of the form.
    var feature: String {
        switch self {
        case .isolated: "isol"
        case .final: "fina"
        case .final2: "fin2"
        case .final3: "fin3"
        case .medial: "medi"
        case .medial2: "med2"
        case .initial: "init"
        }
    }

    /// The forms of a run of characters in logical order (nil: the character takes no joining
    /// form, e.g. a transparent mark or a non-joining letter), by the state machine of the
    /// Unicode Standard's chapter 9.2 extended for Syriac as HarfBuzz implements it.
    static func forms(of scalars: [Unicode.Scalar]) -> [JoiningForm?] {
        // (action for the previous character, action for this one, next state); nil: none.
        typealias Entry = (previous: JoiningForm?, current: JoiningForm?, next: Int)
        // Rows: states; columns: U, L, R, D, Alaph, Dalath Rish.
        let table: [[Entry]] = [
            // 0: previous was U, not willing to join.
            [(nil, nil, 0), (nil, .isolated, 2), (nil, .isolated, 1), (nil, .isolated, 2), (nil, .isolated, 1), (nil, .isolated, 6)],
            // 1: previous was R or isolated Alaph, not willing to join.
            [(nil, nil, 0), (nil, .isolated, 2), (nil, .isolated, 1), (nil, .isolated, 2), (nil, .final2, 5), (nil, .isolated, 6)],
            // 2: previous was D or L in isolated form, willing to join.
            [(nil, nil, 0), (nil, .isolated, 2), (.initial, .final, 1), (.initial, .final, 3), (.initial, .final, 4), (.initial, .final, 6)],
            // 3: previous was D in final form, willing to join.
            [(nil, nil, 0), (nil, .isolated, 2), (.medial, .final, 1), (.medial, .final, 3), (.medial, .final, 4), (.medial, .final, 6)],
            // 4: previous was final Alaph, not willing to join.
            [(nil, nil, 0), (nil, .isolated, 2), (.medial2, .isolated, 1), (.medial2, .isolated, 2), (.medial2, .final2, 5), (.medial2, .isolated, 6)],
            // 5: previous was final2 or final3 Alaph, not willing to join.
            [(nil, nil, 0), (nil, .isolated, 2), (.isolated, .isolated, 1), (.isolated, .isolated, 2), (.isolated, .final2, 5), (.isolated, .isolated, 6)],
            // 6: previous was Dalath or Rish, not willing to join.
            [(nil, nil, 0), (nil, .isolated, 2), (nil, .isolated, 1), (nil, .isolated, 2), (nil, .final3, 5), (nil, .isolated, 6)],
        ]
        var forms = [JoiningForm?](repeating: nil, count: scalars.count)
        var previous: Int?
        var state = 0
        for (index, scalar) in scalars.enumerated() {
            let type = JoiningType(scalar)
            if type == .transparent { continue }
            let entry = table[state][Int(type.rawValue)]
            if let action = entry.previous, let previous { forms[previous] = action }
            forms[index] = entry.current
            previous = index
            state = entry.next
        }
        return forms
    }
}
