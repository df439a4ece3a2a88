// Status: supported — re-exports Foundation, as `import SwiftUI` does.

// SwiftUI re-exports Foundation: view files use `CGFloat`, `CGPoint`, `UUID`, `Date`, `URL`
// and `Locale` with `import SwiftUI` alone, so they must compile with `import ProofUI` alone.
@_exported import Foundation
// `@Observable` models and `@Bindable` come from the Observation module, as in SwiftUI.
@_exported import Observation
#if canImport(FoundationNetworking) && ProofUINetworking
// On Apple platforms URLSession and URLRequest are in Foundation; on Linux they are in
// FoundationNetworking. View files that load data name them with `import SwiftUI` alone.
// The `Networking` trait (on by default) turns this on; without it a process does not load
// libcurl and its libraries at start.
@_exported import FoundationNetworking
#endif
// `ObservableObject`, `@Published`, subjects and `AnyCancellable` come from Combine, as in
// SwiftUI: Apple's on Apple platforms, ProofCombine's declarations on Linux.
@_exported import ProofCombine
