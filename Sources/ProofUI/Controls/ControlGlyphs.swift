// ProofUI engine: the chevrons and checkmark system controls draw.

/// The small marks system controls draw (SF Symbols' `chevron.right`, `checkmark`,
/// `chevron.up.chevron.down`), as stroked paths so that they need no font.
nonisolated struct Chevron: Shape {
    nonisolated enum Direction { case forward, back, down, up }
    let direction: Direction

    func path(in rect: CGRect) -> Path {
        var path = Path()
        switch direction {
        case .forward:
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        case .back:
            path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        case .down:
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        case .up:
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        }
        return path
    }
}

nonisolated struct Checkmark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.55))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.36, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        return path
    }
}

/// The disclosure chevron of a navigation row: 7×12 pt, semibold, tertiary label colour,
/// pointing to the trailing side (left in right-to-left layouts).
nonisolated struct DisclosureChevron: View {
    var color = Color(systemColor: .tertiaryLabel)
    @Environment(\.layoutDirection) var direction

    var body: some View {
        Chevron(direction: direction == .rightToLeft ? .back : .forward).stroke(color, lineWidth: 2).frame(width: 7, height: 12)
    }
}

/// The up-and-down chevrons of a menu picker.
nonisolated struct UpDownChevrons: View {
    let color: Color
    var body: some View {
        VStack(spacing: 2) {
            Chevron(direction: .up).stroke(color, lineWidth: 1.5).frame(width: 7, height: 4)
            Chevron(direction: .down).stroke(color, lineWidth: 1.5).frame(width: 7, height: 4)
        }
    }
}

