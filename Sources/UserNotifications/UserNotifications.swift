// `import UserNotifications` on Linux, for SwiftUI apps' files that write it. On iOS, UIKit's
// headers import UserNotifications (UIKit extends `UNNotificationResponse` with `targetScene`
// and names it in `UIScene.ConnectionOptions.notificationResponse`), so `import SwiftUI` or
// `import UIKit` alone brings its names: they are declared in ProofUI
// (Sources/ProofUI/UIKit/UserNotifications.swift), and this module brings ProofUI. Opt-in,
// through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// UserNotifications is used.
@_exported import Foundation
@_exported import ProofUI
