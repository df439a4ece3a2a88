// ProofUI engine: a list row's label and value, side by side or stacked at the accessibility sizes, as iOS reflows its rows.

/// A list row's label and its value (a trailing text, a switch, a stepper, a picker's
/// choice): side by side, or, in a list at the accessibility sizes, the value under the
/// label and leading-aligned, as iOS reflows its rows.
///
/// UIKit's value cells position "the text and secondary text side by side if there's
/// sufficient space; otherwise … in a vertical layout"
/// (`UIListContentConfiguration.prefersSideBySideTextAndSecondaryText`), and SwiftUI's form
/// rows (`LabeledContent`, `Toggle`, `Picker`, `Stepper`) stack at the accessibility sizes. The
/// row grows with what it holds; the list draws its separator under the taller row.
nonisolated struct RowStack<Label: View, Value: View>: View {
    var alignment: VerticalAlignment = .center
    let label: Label
    /// The value, told whether it is stacked under the label.
    let value: (_ stacked: Bool) -> Value
    @Environment(\.self) var environment

    var body: some View {
        if Self.stacks(in: environment) {
            VStack(alignment: .leading, spacing: ListMetrics.stackedValueSpacing) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                value(true)
            }
        } else {
            HStack(alignment: alignment, spacing: ControlMetrics.rowSpacing) {
                // The label takes what the value leaves (iOS rows; a spacer would take half).
                label.frame(maxWidth: .infinity, alignment: .leading)
                value(false)
            }
        }
    }

    /// True in a list row at an accessibility size.
    static func stacks(in environment: EnvironmentValues) -> Bool {
        environment.isInListRow && environment.contentSizeCategory.isAccessibilityCategory
    }
}
