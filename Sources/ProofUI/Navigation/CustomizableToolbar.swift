// Status: partial — `toolbar(id:content:)` draws its items as `toolbar(content:)` does, without those that do not show by default; a snapshot has no user customization to restore.

/// Toolbar content a user can customize (SwiftUI's `CustomizableToolbarContent`): items with
/// an identifier, and content built of them.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

nonisolated extension Never: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}
extension TupleToolbarContent: CustomizableToolbarContent where repeat each Item: CustomizableToolbarContent {}
extension OptionalToolbarContent: CustomizableToolbarContent where Item: CustomizableToolbarContent {}
extension EitherToolbarContent: CustomizableToolbarContent where First: CustomizableToolbarContent, Second: CustomizableToolbarContent {}

nonisolated extension View {
    /// A toolbar a user can customize, saved under `id`: its items are drawn as
    /// `toolbar(content:)` draws them, leaving out those that do not show by default.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }
}
