import Foundation
import Testing
@testable import ProofUI

/// A list row's separator starts at the leading edge of the row's text, past an icon or an
/// image before it, as SwiftUI insets it (iOS 16 and later).
@MainActor @Suite struct ListRowSeparatorInsetTests {
    /// The separators' frames (`(x, y) w×h`), top to bottom.
    func separators<V: View>(_ view: V, _ direction: LayoutDirection = .leftToRight) throws -> [String] {
        let text = try describe(view, width: 320, height: 400, environment: scaleOne { $0.layoutDirection = direction })
        return text.split(separator: "\n").filter { $0.contains("Rectangle fill #3c3c434a") }.map(Self.frameText)
    }

    /// `(x, y) w×h` in a description line.
    static func frameText(_ line: Substring) -> String {
        let start = line.firstIndex(of: "(")!
        return line[start...].components(separatedBy: " ").prefix(3).joined(separator: " ")
    }

    /// The frame of the text `title`.
    func frame<V: View>(of title: String, in view: V, _ direction: LayoutDirection = .leftToRight) throws -> String {
        let lines = try describe(view, width: 320, height: 400, environment: scaleOne { $0.layoutDirection = direction }).split(separator: "\n")
        let index = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "\"\(title)\"" }!
        return Self.frameText(lines[index - 1])
    }

    @Test func aLabelsSeparatorStartsAtItsTitle() throws {
        let list = List {
            Label("Wi-Fi", systemImage: "wifi")
            Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
        }
        let title = try frame(of: "Wi-Fi", in: list)
        let x = title.dropFirst().prefix { $0 != "," }
        let lines = try separators(list)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("(\(x), ") == true, "\(lines) \(title)")
        // It still ends at the row's trailing edge (320 − 16 pt of inset grouping).
        let width = Double(lines.first!.split(separator: " ")[2].split(separator: "×")[0])!
        #expect(Double(x)! + width == 304)
    }

    @Test func aRowOfTextKeepsItsSeparatorAtTheContentsEdge() throws {
        let list = List { Text("One"); Text("Two") }
        let x = try frame(of: "One", in: list).dropFirst().prefix { $0 != "," }
        #expect(try separators(list).first?.hasPrefix("(\(x), ") == true)
        #expect(x == "32")
    }

    @Test func anImageBeforeTheTextIsSkipped() throws {
        let list = List {
            HStack { Color.orange.frame(width: 40, height: 40); Text("Ann") }
            HStack { Color.orange.frame(width: 40, height: 40); Text("Bob") }
        }
        let x = try frame(of: "Ann", in: list).dropFirst().prefix { $0 != "," }
        #expect(x == "80")
        #expect(try separators(list).first?.hasPrefix("(80, ") == true)
    }

    @Test func aControlsTitlesAreNotTheRows() throws {
        let list = List {
            Picker("Kind", selection: .constant(1)) { Text("All").tag(1); Text("Carbon").tag(2) }.pickerStyle(.segmented)
            Text("Row")
        }
        let lines = try separators(list)
        #expect(lines.first?.hasPrefix("(32, ") == true, "\(lines)")
    }

    @Test func rightToLeftTheSeparatorEndsAtTheTitle() throws {
        let list = List {
            Label("Wi-Fi", systemImage: "wifi")
            Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
        }
        let title = try frame(of: "Wi-Fi", in: list, .rightToLeft)
        let parts = title.dropFirst().split(separator: ",")
        let titleMaxX = Double(parts[0])! + Double(title.split(separator: " ")[2].split(separator: "×")[0])!
        let line = try separators(list, .rightToLeft).first!
        let lineX = Double(line.dropFirst().prefix { $0 != "," })!
        let lineWidth = Double(line.split(separator: " ")[2].split(separator: "×")[0])!
        #expect(lineX == 16)
        #expect(lineX + lineWidth == titleMaxX, "\(line) \(title)")
    }
}
