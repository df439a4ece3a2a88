// ProofUI engine: the sizes and colours iOS 18 draws system controls with, written once.

/// The sizes iOS 18 draws system controls with on iPhone, in points, written once. Sources:
/// Apple's Human Interface Guidelines (44 pt minimum hit target, 51×31 pt switch, list row
/// heights), UIKit's default metrics (`UISwitch` 51×31 with a 27 pt thumb, `UISlider` track
/// 4 pt and thumb 28 pt, `UIStepper` 94×32, `UISegmentedControl` 32 pt high), and
/// measurements of iOS 18 simulator screenshots at @3x for the rest (button paddings and
/// radii by control size, list insets).
nonisolated enum ControlMetrics {
    // Switch (`Toggle` with `.switch`).
    static let switchSize = Size(width: 51, height: 31)
    static let switchThumbInset = 2.0
    // Slider.
    static let sliderTrackHeight = 4.0
    static let sliderThumbDiameter = 28.0
    // The activity indicator's bars (UIActivityIndicatorView, medium: eight 2.5×6 pt bars).
    static let spinnerBar = Size(width: 2.5, height: 6)
    // Thumbs' shadows (Apple's iOS design kit: the switch thumb 0 3 8 black 15% over 0 3 1
    // black 6%, the slider thumb 0 6 13 black 12% over 0 0.5 4 black 12%; a blur of b points
    // is SwiftUI's shadow radius b).
    static let switchThumbShadow = (opacity: 0.15, radius: 8.0, y: 3.0)
    static let sliderThumbShadow = (opacity: 0.12, radius: 13.0, y: 6.0)
    static let thumbContactShadow = (opacity: 0.06, radius: 1.0, y: 3.0)
    // Stepper: two 47 pt halves.
    static let stepperSize = Size(width: 94, height: 32)
    static let stepperRadius = 8.0
    // Segmented picker.
    static let segmentedHeight = 32.0
    static let segmentedRadius = 9.0
    static let segmentInset = 2.0
    static let segmentRadius = 7.0
    /// The hairline between unselected segments, and the space a title keeps from its
    /// segment's edges (estimated from iOS 18 screenshots: not in Apple's documentation).
    static let segmentDividerHeight = 16.0
    static let segmentTitleInset = 4.0
    // Linear progress and gauges.
    static let progressTrackHeight = 4.0
    static let spinnerDiameter = 20.0
    // Text fields (`.roundedBorder`).
    static let roundedFieldRadius = 5.0
    static let roundedFieldPadding = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)
    // Colour well.
    static let colorWellDiameter = 28.0
    // The space between a control's label and the control in a row.
    static let rowSpacing = 8.0

    /// Bordered button paddings, corner radius and font by control size.
    static func borderedButton(_ size: ControlSize) -> (padding: EdgeInsets, radius: Double, font: Font) {
        switch size {
        case .mini: (EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8), 6, .footnote)
        case .small: (EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10), 7, .subheadline)
        case .regular: (EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12), 8, .body)
        case .large: (EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), 12, .body)
        case .extraLarge: (EdgeInsets(top: 17, leading: 24, bottom: 17, trailing: 24), 14, .body)
        }
    }
}

/// The colours controls share.
nonisolated enum ControlColors {
    /// The tint, or the colour of disabled content.
    static func accent(_ environment: EnvironmentValues, role: ButtonRole? = nil) -> Color {
        guard environment.isEnabled else { return Color(systemColor: .tertiaryLabel) }
        return role == .destructive ? .red : environment.tint
    }
}
