import Contacts
import CoreML
import CoreSpotlight
import Foundation
import HealthKit
import Intents
import IntentsUI
import MapKit
import MobileCoreServices
import ProofUI
import Testing
import WatchConnectivity

/// The frameworks real app files import beside SwiftUI (Spotlight, Siri, Watch, Contacts,
/// Core ML, HealthKit), as their code uses them: what an app sets is read back, and every
/// system service answers as when it is unavailable.
@Suite struct AppleFrameworkAdditionsTests {
    @Test @MainActor func spotlightKeepsWhatIsSetAndIndexesNothing() throws {
        let attributes = CSSearchableItemAttributeSet(itemContentType: kUTTypeItem as String)
        attributes.title = "Sea bass"
        attributes.contentDescription = "Fish\nRiver"
        let item = CSSearchableItem(uniqueIdentifier: "fish#bass", domainIdentifier: "fish", attributeSet: attributes)
        #expect(item.attributeSet.title == "Sea bass" && attributes.contentType == "public.item")
        #expect(CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: attributes).uniqueIdentifier.count == 36)
        nonisolated(unsafe) var completed = false
        CSSearchableIndex.default().indexSearchableItems([item]) { error in completed = error == nil }
        #expect(completed && !CSSearchableIndex.isIndexingAvailable())
        #expect(CSSearchableItemAttributeSet(contentType: .png).contentType == "public.png")

        let activity = NSUserActivity(activityType: "com.example.add")
        activity.isEligibleForSearch = true
        activity.persistentIdentifier = NSUserActivityPersistentIdentifier("add")
        activity.contentAttributeSet = attributes
        activity.suggestedInvocationPhrase = "New event"
        activity.becomeCurrent()
        #expect(activity.contentAttributeSet === attributes && activity.suggestedInvocationPhrase == "New event")
        #expect(activity.isCurrent && activity.persistentIdentifier == "add" && activity.activityType == "com.example.add")
        activity.addUserInfoEntries(from: [CSSearchableItemActivityIdentifier: "fish#bass"])
        #expect(activity.userInfo?[CSSearchableItemActivityIdentifier] as? String == "fish#bass")
    }

    @Test @MainActor func siriShortcutsKeepTheirActivityAndNoOneRecordsAPhrase() {
        let activity = NSUserActivity(activityType: "com.example.settings")
        let shortcut = INShortcut(userActivity: activity)
        #expect(shortcut.userActivity === activity && shortcut.intent == nil)
        let intent = INIntent()
        #expect(INShortcut(intent: intent)?.intent === intent)
        #expect(INPreferences.siriAuthorizationStatus() == .notDetermined)
        nonisolated(unsafe) var donated = false
        INInteraction(intent: intent, response: nil).donate { error in donated = error == nil }
        #expect(donated)

        let button = INUIAddVoiceShortcutButton(style: .blackOutline)
        button.shortcut = shortcut
        #expect(button.style == .blackOutline && button.shortcut?.userActivity === activity)
        let add = INUIAddVoiceShortcutViewController(shortcut: shortcut)
        add.modalPresentationStyle = .formSheet
        #expect(add.modalPresentationStyle == .formSheet)
    }

    @MainActor final class WatchDelegate: WCSessionDelegate {
        var states: [WCSessionActivationState] = []
        nonisolated func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
            MainActor.assumeIsolated { states.append(activationState) }
        }
    }

    @Test @MainActor func aWatchSessionActivatesButNoWatchIsReachable() throws {
        let session = WCSession()
        let delegate = WatchDelegate()
        session.delegate = delegate
        #expect(throws: WCError(.sessionNotActivated)) { try session.updateApplicationContext(["habits": 3]) }
        session.activate()
        #expect(delegate.states == [.activated] && session.activationState == .activated)
        try session.updateApplicationContext(["habits": 3])
        #expect(session.applicationContext["habits"] as? Int == 3)
        #expect(!WCSession.isSupported() && !session.isReachable && !session.isPaired)
        nonisolated(unsafe) var failure: (any Error)?
        session.sendMessage(["ping": true], replyHandler: nil) { failure = $0 }
        #expect((failure as? WCError)?.code == .notReachable)
    }

    @Test func contactsAreValuesAndTheAddressBookIsEmpty() throws {
        let contact = CNMutableContact()
        contact.givenName = "Ada"
        contact.familyName = "Lovelace"
        contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "(123) 456-7890"))]
        #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Ada Lovelace")
        #expect(contact.phoneNumbers.first?.value.stringValue == "(123) 456-7890")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        let keys: [CNKeyDescriptor] = [CNContactGivenNameKey as CNKeyDescriptor, CNContactPhoneNumbersKey as CNKeyDescriptor]
        var found: [CNContact] = []
        try CNContactStore().enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys)) { contact, _ in found.append(contact) }
        #expect(found.isEmpty)
    }

    @Test func coreMLFeaturesAreValuesAndNoModelRuns() throws {
        let input = try MLDictionaryFeatureProvider(dictionary: ["wake": 28_800.0, "coffee": 2, "name": "Ada"])
        #expect(input.featureNames == ["wake", "coffee", "name"])
        #expect(input.featureValue(for: "wake")?.doubleValue == 28_800 && input.featureValue(for: "coffee")?.int64Value == 2)
        #expect(input.featureValue(for: "name")?.type == .string)
        #expect(throws: MLModelError(.featureType)) { try MLDictionaryFeatureProvider(dictionary: ["date": Date()]) }
        #expect(throws: MLModelError(.io)) { try MLModel(contentsOf: URL(fileURLWithPath: "/nowhere.mlmodelc")) }
        #expect(throws: MLModelError(.io)) { try MLModel(configuration: MLModelConfiguration()).prediction(from: input) }
    }

    @Test func coreMLArraysImagesAndSequencesAreValuesAndPredictionsWithOptionsThrow() throws {
        let array = try MLMultiArray(shape: [2, 3], dataType: .float32)
        #expect(array.count == 6)
        #expect(array[4] == 0)
        #expect(MLMultiArrayDataType.float == .float32)
        #expect(throws: MLModelError(.generic)) { try MLMultiArray(shape: [2, -1], dataType: .double) }
        let arrayValue = MLFeatureValue(multiArray: array)
        #expect(arrayValue.type == .multiArray && arrayValue.multiArrayValue === array)
        let image = MLFeatureValue(pixelBuffer: CVPixelBuffer(width: 224, height: 224))
        #expect(image.type == .image && image.imageBufferValue?.width == 224)
        let weights = try MLFeatureValue(dictionary: ["cat": NSNumber(value: 0.75)])
        #expect(weights.type == .dictionary && weights.dictionaryValue["cat"] == NSNumber(value: 0.75))
        let labels = MLFeatureValue(sequence: MLSequence(strings: ["a", "b"]))
        #expect(labels.sequenceValue?.stringValues == ["a", "b"])
        let input = try MLDictionaryFeatureProvider(dictionary: ["wake": 8])
        #expect(throws: MLModelError(.io)) { try MLModel().prediction(from: input, options: MLPredictionOptions()) }
    }

    @Test func healthKitUnitsConvertAndTheStoreHasNoData() {
        let perMinute = HKUnit.count().unitDivided(by: .minute())
        #expect(perMinute == HKUnit(from: "count/min") && perMinute.unitString == "count/min")
        let rate = HKQuantity(unit: perMinute, doubleValue: 72)
        #expect(rate.doubleValue(for: perMinute) == 72)
        #expect(abs(rate.doubleValue(for: HKUnit.count().unitDivided(by: .second())) - 1.2) < 1e-12)
        let distance = HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 1.5)
        #expect(distance.doubleValue(for: .meter()) == 1500)
        #expect(abs(distance.doubleValue(for: .mile()) - 0.932056788) < 1e-9)
        #expect(distance == HKQuantity(unit: .meter(), doubleValue: 1500) && !distance.is(compatibleWith: .gram()))

        let steps = HKQuantityType(.stepCount)
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        let samples = [1200.0, 800, 2000].enumerated().map { index, count in
            HKQuantitySample(type: steps, quantity: HKQuantity(unit: .count(), doubleValue: count),
                             start: day.addingTimeInterval(Double(index) * 3600), end: day.addingTimeInterval(Double(index) * 3600 + 60))
        }
        let statistics = HKStatistics(quantityType: steps, startDate: day, endDate: day.addingTimeInterval(86_400), samples: samples)
        #expect(statistics.sumQuantity()?.doubleValue(for: .count()) == 4000)
        #expect(statistics.averageQuantity()?.doubleValue(for: .count()) == 4000.0 / 3)
        #expect(statistics.maximumQuantity()?.doubleValue(for: .count()) == 2000)

        let store = HKHealthStore()
        #expect(!HKHealthStore.isHealthDataAvailable() && store.authorizationStatus(for: steps) == .notDetermined)
        nonisolated(unsafe) var failure: (any Error)?
        let query = HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: HKQuery.predicateForSamples(withStart: day, end: nil),
                                      options: .cumulativeSum) { _, result, error in
            failure = result == nil ? error : nil
        }
        store.execute(query)
        #expect((failure as? HKError)?.code == .errorHealthDataUnavailable)
        let types: Set<HKObjectType> = [HKObjectType.quantityType(forIdentifier: .heartRate)!, HKObjectType.categoryType(forIdentifier: .sleepAnalysis)!]
        #expect(types.count == 2)
    }

    @Test @MainActor func navigationControllersKeepTheirStack() {
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.popViewController(animated: true) == nil && navigation.viewControllers.count == 1)
        root.addChild(detail)
        #expect(root.children.count == 1 && detail.parent === root && detail.navigationController === navigation)
        detail.removeFromParent()
        #expect(root.children.isEmpty && detail.parent == nil)
        // Appearance proxies keep their class's type (`UITableView.appearance().separatorStyle`).
        UIView.appearance().tintColor = .red
        let table: UITableView = UITableView.appearance()
        table.backgroundColor = .clear
        #expect(UITextView().returnKeyType == .default && UIView().endEditing(true))

        let alert = UIAlertController(title: "Delete?", message: "This event only", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(.init(title: "Delete", style: .destructive) { _ in })
        alert.addTextField { $0.placeholder = "Reason" }
        #expect(alert.title == "Delete?" && alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.textFields?.first?.placeholder == "Reason")

        let item = UITabBarItem.appearance()
        item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 18)], for: .selected)
        #expect(item.titleTextAttributes(for: .selected)?.count == 1 && item.titleTextAttributes(for: .normal) == nil)
        item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 10)
        #expect(item.titlePositionAdjustment.vertical == 10 && UITabBarItem().titlePositionAdjustment == .zero)
        let share = UIActivityViewController(activityItems: ["Turnips"], applicationActivities: [UIActivity]())
        share.excludedActivityTypes = [.airDrop]
        #expect(share.activityItems.count == 1 && share.applicationActivities?.isEmpty == true)
    }

    @Test @MainActor func aMapViewKeepsItsCameraAndConfiguration() {
        let map = MKMapView()
        let configuration = MKStandardMapConfiguration(elevationStyle: .realistic, emphasisStyle: .muted)
        configuration.pointOfInterestFilter = .excludingAll
        map.preferredConfiguration = configuration
        map.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        map.camera = MKMapCamera(lookingAtCenter: CLLocationCoordinate2D(latitude: 37.3357, longitude: -122.0133),
                                 fromDistance: 1200, pitch: 60, heading: 90)
        #expect(map.camera.centerCoordinateDistance == 1200 && map.camera.pitch == 60 && map.camera.heading == 90)
        #expect(map.preferredConfiguration.elevationStyle == .realistic && map.autoresizingMask.contains(.flexibleHeight))
    }

    @Test func foundationFormatsMeasurementsAsEnglishDoes() {
        #expect(Measurement(value: 21.5, unit: UnitTemperature.celsius).formatted() == "21.5°C")
        #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted() == "5 km")
        #expect(Measurement(value: 1.23456, unit: UnitMass.kilograms).formatted(.measurement(width: .narrow)) == "1.235kg")
        #expect(NSSortDescriptor(key: "date", ascending: false).ascending == false)
    }
}
