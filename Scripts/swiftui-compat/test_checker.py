#!/usr/bin/env python3
"""Tests of the SwiftUI compatibility checker (check.py, projects.py): what it reproduces of
Xcode's build. Run after `swift build` (the compile tests use the package's modules):

    python3 Scripts/swiftui-compat/test_checker.py
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import check  # noqa: E402
import projects  # noqa: E402
import render  # noqa: E402

FIXTURE = os.path.join(HERE, "fixture")


def write(folder, path, text):
    full = os.path.join(folder, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as file:
        file.write(textwrap.dedent(text))
    return full


def write_bytes(folder, path, data):
    full = os.path.join(folder, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as file:
        file.write(data)
    return full


def typecheck(files):
    """swiftc's errors for `files` compiled as one module against the package's modules."""
    result = subprocess.run(["swiftc", "-typecheck", "-module-name", "StringsTest"] + check.flags() + files,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return [line for line in result.stdout.split("\n") if ": error: " in line]


def unit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


class StringCatalogSymbolTests(unittest.TestCase):
    def test_names_are_the_keys_words_in_lower_camel_case(self):
        cases = {"Close": "close", "Progress.Error.NotFound %lld": "progressErrorNotFound", "%.1f sec": "sec",
                 "WorkoutPreview.Title%lld": "workoutPreviewTitle", "OK": "ok", "Error.URL": "errorUrl",
                 "can't save": "cantSave", "1st place": "_1stPlace", "Default": "`default`", "%d min %d sec": "minSec",
                 "settings_title": "settingsTitle",
                 # As recorded in an Xcode 26 GeneratedStringSymbols_Localizable.swift of a public project.
                 "common.minutesShort %lld %lld": "commonMinutesShort", "notif.day3.body %lld": "notifDay3Body",
                 "game.encouragement.0": "gameEncouragement0", "parentGate.holdInstruction %@ %lld": "parentGateHoldInstruction",
                 "common.ok": "commonOk"}
        for key, name in cases.items():
            self.assertEqual(check.string_symbol_name(key), name, key)

    def catalogue(self, folder, name, strings):
        return write(folder, name, json.dumps({"sourceLanguage": "en", "version": "1.0", "strings": strings}))

    def test_manual_keys_become_members_of_localized_string_resource(self):
        with tempfile.TemporaryDirectory() as folder:
            localizable = self.catalogue(folder, "Localizable.xcstrings", {
                "Close": {"extractionState": "manual", "localizations": {"en": unit("Close")}},
                "Extracted from code": {"localizations": {"en": unit("Extracted from code")}},
                "Day %lld": {"extractionState": "manual", "localizations": {"en": unit("Day %1$(number)lld")}},
                "%d min %d sec": {"extractionState": "manual", "localizations": {"en": unit("%lld min %lld sec")}},
                "%.1f sec": {"extractionState": "manual", "localizations": {"en": unit("%.1f sec")}},
                "%lld sec": {"extractionState": "manual", "localizations": {"en": unit("%lld sec")}},
                "Greeting %@": {"extractionState": "manual", "localizations": {"en": unit("Hello, %@")}},
                "ageInYears": {"extractionState": "manual", "localizations": {"en": {"variations": {"plural": {
                    "one": unit("%lld year old"), "other": unit("%lld years old")}}}}},
                "Items": {"extractionState": "manual", "localizations": {"en": {
                    "stringUnit": {"state": "translated", "value": "%#@items@"},
                    "substitutions": {"items": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                        "one": unit("%arg item"), "other": unit("%arg items")}}}}}}},
            })
            onboarding = self.catalogue(folder, "Onboarding.xcstrings", {
                "welcome.title": {"extractionState": "manual", "localizations": {"en": unit("Welcome")}},
            })
            # An Interface Builder file's catalogue (in an .lproj) has no symbols.
            storyboard = self.catalogue(folder, "Base.lproj/Main.xcstrings", {
                "button.title": {"extractionState": "manual", "localizations": {"en": unit("Go")}},
            })
            generated = check.string_symbols([localizable, onboarding, storyboard])
            members = sorted(re.findall(r"static (?:var|func) (.*?)(?: ->|:) LocalizedStringResource", generated))
            self.assertEqual(members, sorted(["close", "day(number: Int)", "minSec(_ arg1: Int, _ arg2: Int)",
                                              "sec(_ arg1: Float)", "sec(_ arg1: Int)", "greeting(_ arg1: String)",
                                              "ageInYears(_ arg1: Int)", "items(items: Int)", "welcomeTitle"]))
            self.assertIn("enum Onboarding {", generated)
            self.assertNotIn("extractedFromCode", generated)
            self.assertNotIn("buttonTitle", generated)
            # Used as apps use them, it compiles against ProofUI's `LocalizedStringResource`.
            symbols = write(folder, "Symbols.swift", generated)
            use = write(folder, "Use.swift", """
                import SwiftUI

                let texts = [String(localized: .close), String(localized: .day(number: 3)),
                             String(localized: .minSec(2, 5)), String(localized: .sec(Float(1.5))), String(localized: .sec(4)),
                             String(localized: .greeting("Ada")), String(localized: .ageInYears(7)),
                             String(localized: .items(items: 2)), String(localized: .Onboarding.welcomeTitle)]
            """)
            self.assertEqual(typecheck([symbols, use]), [])

    def test_no_manual_key_no_file(self):
        with tempfile.TemporaryDirectory() as folder:
            extracted = self.catalogue(folder, "Localizable.xcstrings", {"Hello": {"localizations": {"en": unit("Hello")}}})
            self.assertEqual(check.string_symbols([extracted]), "")

    def test_xcode_targets_generate_them_only_where_the_setting_says_so(self):
        targets, _ = projects.find(FIXTURE)
        self.assertFalse(next(t for t in targets if t.name == "FixtureApp").string_symbols)
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Kit")])
            """)
            write(folder, "Sources/Kit/Kit.swift", "public let kit = 1\n")
            self.catalogue(folder, "Sources/Kit/Localizable.xcstrings", {})
            target = projects.find(folder)[0][0]
            # (Xcode builds a package's targets with the symbols on: no setting turns them off.)
            self.assertTrue(target.string_symbols)
            self.assertEqual([os.path.basename(r) for r in target.resources], ["Localizable.xcstrings"])


    def test_damaged_catalogues_give_what_can_be_read_and_no_crash(self):
        with tempfile.TemporaryDirectory() as folder:
            paths = [write(folder, "NotJSON.xcstrings", "{ not json"), write(folder, "List.xcstrings", "[1, 2]"),
                     write(folder, "StringsList.xcstrings", json.dumps({"strings": [1, 2]})),
                     write_bytes(folder, "Bytes.xcstrings", b"\xff\xfe\x00garbage"),
                     self.catalogue(folder, "Odd.xcstrings", {
                         "not an entry": "text", "Listed": {"extractionState": "manual", "localizations": [1]},
                         "Count %lld": {"extractionState": "manual", "localizations": {"en": {
                             "stringUnit": "text", "variations": [1], "substitutions": [2]}}},
                         "Bad substitution": {"extractionState": "manual", "localizations": {"en": {"substitutions": {
                             "n": {"argNum": "one", "formatSpecifier": 7}, "m": 5}}}},
                         "class": {"extractionState": "manual"}, "9 lives": {"extractionState": "manual"}})]
            generated = check.string_symbols(paths)
            members = sorted(re.findall(r"static (?:var|func) (.*?)(?: ->|:) LocalizedStringResource", generated))
            self.assertEqual(members, ["_9Lives", "`class`", "badSubstitution(n: Int)", "count(_ arg1: Int)", "listed"])
            self.assertEqual(typecheck([write(folder, "Symbols.swift", generated)]), [])


class AssetSymbolTests(unittest.TestCase):
    """What Xcode generates from asset catalogues (GeneratedAssetSymbols.swift), as recorded in
    generated files of public projects."""

    def test_names_as_xcode_generates_them(self):
        cases = {("AccentColor", "Color"): "accent", ("Blue Theme", "Color"): "blueTheme", ("1", "Image"): "_1",
                 ("diary-filled", "Image"): "diaryFilled", ("A220-300", "Image"): "A_220_300", ("A318", "Image"): "A_318",
                 ("A319neo", "Image"): "a319Neo", ("MuseumMap-8k", "Image"): "museumMap8K",
                 ("myFirstFloor_v03-metric", "Image"): "myFirstFloorV03Metric", ("292C38", "Color"): "_292_C_38",
                 ("ECEAFB", "Color"): "ECEAFB", ("FFE05D", "Color"): "FFE_05_D", ("c50000", "Color"): "c50000",
                 ("AvatarTintA", "Color"): "avatarTintA", ("default", "Image"): "`default`", ("---", "Image"): None}
        for (name, kind), symbol in cases.items():
            self.assertEqual(check.asset_symbol_name(name, kind), symbol, name)

    def catalogue(self, folder):
        def colorset(path):
            write(folder, path + "/Contents.json", json.dumps({"colors": [{"color": {"color-space": "srgb", "components": {
                "red": "0.2", "green": "0.6", "blue": "0.3", "alpha": "1.000"}}, "idiom": "universal"}],
                "info": {"author": "xcode", "version": 1}}))
        catalogue = os.path.join(folder, "Assets.xcassets")
        write(folder, "Assets.xcassets/Contents.json", json.dumps({"info": {"author": "xcode", "version": 1}}))
        colorset("Assets.xcassets/Brand.colorset")
        write(folder, "Assets.xcassets/GrocyColors/Contents.json", json.dumps({"properties": {"provides-namespace": True}}))
        colorset("Assets.xcassets/GrocyColors/grocyGreen.colorset")
        colorset("Assets.xcassets/GrocyColors/black.colorset")
        write(folder, "Assets.xcassets/GrocyColors/Dark/Contents.json", json.dumps({"properties": {"provides-namespace": True}}))
        colorset("Assets.xcassets/GrocyColors/Dark/grocy-green.colorset")
        write(folder, "Assets.xcassets/Icons/Contents.json", json.dumps({"properties": {"provides-namespace": True}}))
        write(folder, "Assets.xcassets/Icons/star.imageset/Contents.json", json.dumps({"images": [], "info": {"version": 1}}))
        # A folder whose Contents.json is damaged, or says no, provides no namespace.
        write(folder, "Assets.xcassets/Damaged/Contents.json", '{"properties": {"provides-namespace": true')
        colorset("Assets.xcassets/Damaged/inDamaged.colorset")
        write(folder, "Assets.xcassets/Plain/Contents.json", json.dumps({"properties": {"provides-namespace": "yes"}}))
        colorset("Assets.xcassets/Plain/inPlain.colorset")
        colorset("Assets.xcassets/Type/Contents.json".replace("/Contents.json", "") + "/x.colorset")
        write(folder, "Assets.xcassets/Type/Contents.json", json.dumps({"properties": {"provides-namespace": True}}))
        colorset("Assets.xcassets/%%%.colorset")
        return catalogue

    def test_namespace_folders_nest_the_resources_and_with_extensions_the_colours_and_images(self):
        with tempfile.TemporaryDirectory() as folder:
            catalogue = self.catalogue(folder)
            entries = check.catalogue_entries(catalogue)
            self.assertIn(((), "inDamaged", "Color"), entries)
            self.assertIn(((), "inPlain", "Color"), entries)
            self.assertIn((("GrocyColors", "Dark"), "grocy-green", "Color"), entries)
            without = check.asset_symbols(None, [catalogue], [], False)
            self.assertIn('static let grocyGreen = ColorResource(name: "GrocyColors/grocyGreen"', without)
            self.assertNotIn("extension Color.GrocyColors", without)
            generated = check.asset_symbols(None, [catalogue], [], True)
            symbols = write(folder, "Symbols.swift", generated)
            use = write(folder, "Use.swift", """
                import SwiftUI
                import UIKit

                let colors: [Color] = [Color(.GrocyColors.grocyGreen), Color.GrocyColors.grocyGreen, .GrocyColors.black,
                                       Color.GrocyColors.Dark.grocyGreen, .brand, Color(.inDamaged), Color.inPlain]
                let glass = Glass.regular.tint(.GrocyColors.grocyGreen)
                let uiColor: UIColor = .GrocyColors.grocyGreen
                let images = [Image(.Icons.star)]
                let uiImage: UIImage = UIImage.Icons.star
                let styled = Text("a").foregroundStyle(.brand)
            """)
            self.assertEqual(typecheck([symbols, use]), [])
            # A folder named as Swift's metatype cannot be a nested type: its sets are left out.
            self.assertNotIn("Type", generated)
            # Inside a namespace nothing clashes with the system's colours: `black` is generated.
            self.assertIn("static var black: Color", generated)
            # A namespace type the app declares itself is left to it.
            app = write(folder, "App.swift", "import SwiftUI\nextension Color {\n    enum GrocyColors {}\n}\n")
            self.assertNotIn("extension Color.GrocyColors {", check.asset_symbols(None, [catalogue], [app], True))


class BuildSettingTests(unittest.TestCase):
    def test_xcconfig_includes_conditions_and_inherited_values(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Base.xcconfig", """
                // comment
                SWIFT_ACTIVE_COMPILATION_CONDITIONS = BASE
                SDKROOT = iphoneos
            """)
            main = write(folder, "App.xcconfig", """
                #include "Base.xcconfig"
                #include? "Missing.xcconfig"
                SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) APP // trailing comment
                OTHER_SWIFT_FLAGS[sdk=iphoneos*] = -D PHONE
                OTHER_SWIFT_FLAGS[sdk=macosx*] = -D MAC
                OTHER_SWIFT_FLAGS[config=Release] = -D RELEASE
                PRODUCT_MODULE_NAME = $(PRODUCT_NAME:c99extidentifier)App
            """)
            settings = projects.xcconfig_settings(main)
            self.assertEqual(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"], "BASE APP")
            self.assertEqual(settings["OTHER_SWIFT_FLAGS"], "-D PHONE")
            self.assertEqual(settings["SDKROOT"], "iphoneos")
            layered = projects.layer(settings, {"PRODUCT_NAME": "Hello Skip", "OTHER_SWIFT_FLAGS": "$(inherited) -DTARGET"})
            self.assertEqual(projects.expand(layered["PRODUCT_MODULE_NAME"], layered), "Hello_SkipApp")
            self.assertEqual(projects.compilation_conditions(layered), ["APP", "BASE", "PHONE", "TARGET"])

    def test_fixture_target_reads_its_xcconfig(self):
        targets, _ = projects.find(FIXTURE)
        app = next(t for t in targets if t.name == "FixtureApp")
        self.assertEqual(app.conditions, ["FIXTURE_CONFIGURED", "FIXTURE_SHARED"])
        self.assertEqual(app.module, "FixtureApp")

    def test_package_defines(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [
                    .target(name: "Kit", swiftSettings: [.define("MOCK"), .define("FAST", .when(configuration: .release)),
                                                         .define("MAC_ONLY", .when(platforms: [.macOS]))])
                ])
            """)
            write(folder, "Sources/Kit/Kit.swift", "public let kit = 1\n")
            self.assertEqual(projects.find(folder)[0][0].conditions, ["MOCK"])



def minimal_project(folder, project_settings, target_settings, name="App", files=()):
    """An Xcode project with one app target: the project's and the target's Debug settings as
    given (and a Release configuration that must not count), its Sources phase `files` (paths
    beside the project)."""
    def settings(values):
        return "".join(f"{key} = {json.dumps(value)}; " for key, value in values.items())
    references = "".join(f"R{i} = {{ isa = PBXFileReference; path = {json.dumps(f)}; sourceTree = \"<group>\"; }}; "
                         f"B{i} = {{ isa = PBXBuildFile; fileRef = R{i}; }}; " for i, f in enumerate(files))
    write(folder, f"{name}.xcodeproj/project.pbxproj", f"""
        // !$*UTF8*$!
        {{ archiveVersion = 1; objectVersion = 56; rootObject = P1;
          objects = {{
            P1 = {{ isa = PBXProject; buildConfigurationList = L1; mainGroup = G1; targets = (T1); }};
            G1 = {{ isa = PBXGroup; children = ({"".join(f"R{i}, " for i in range(len(files)))}); sourceTree = "<group>"; }};
            S1 = {{ isa = PBXSourcesBuildPhase; files = ({"".join(f"B{i}, " for i in range(len(files)))}); }};
            {references}
            L1 = {{ isa = XCConfigurationList; buildConfigurations = (C1, C2); }};
            C1 = {{ isa = XCBuildConfiguration; name = Debug; buildSettings = {{ {settings(project_settings)} }}; }};
            C2 = {{ isa = XCBuildConfiguration; name = Release; buildSettings = {{ SWIFT_VERSION = 4.2; }}; }};
            T1 = {{ isa = PBXNativeTarget; name = {name}; buildConfigurationList = L2; buildPhases = (S1); productType = "com.apple.product-type.application"; }};
            L2 = {{ isa = XCConfigurationList; buildConfigurations = (C3); }};
            C3 = {{ isa = XCBuildConfiguration; name = Debug; buildSettings = {{ {settings(target_settings)} }}; }};
          }};
        }}
    """)
    return os.path.join(folder, f"{name}.xcodeproj")


class LanguageModeTests(unittest.TestCase):
    """Each target's Swift language mode and concurrency settings, as Xcode and SwiftPM pass them."""

    def test_language_mode_values(self):
        self.assertEqual([projects.language_mode(v) for v in ("5.0", "4.2", "4.0", "6.0", "6", "v5", "v4_2", "3.0", "")],
                         ["5", "4.2", "4", "6", "6", "5", "4.2", None, None])

    def test_xcode_settings_the_targets_over_the_projects(self):
        with tempfile.TemporaryDirectory() as folder:
            project = minimal_project(folder, {"SWIFT_VERSION": "6.0", "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"},
                                      {"SWIFT_VERSION": "5.0", "SWIFT_STRICT_CONCURRENCY": "complete",
                                       "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
                                       "SWIFT_UPCOMING_FEATURE_INFER_ISOLATED_CONFORMANCES": "NO",
                                       "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY": "YES",
                                       "SWIFT_UPCOMING_FEATURE_IMPORT_OBJC_FORWARD_DECLS": "YES",
                                       "OTHER_SWIFT_FLAGS": "$(inherited) -Xfrontend -enable-experimental-feature -Xfrontend StrictConcurrency"})
            targets, _ = projects.xcode_targets(project)
            self.assertEqual(targets[0].language, "5")
            self.assertEqual(targets[0].language_flags, [
                "-default-isolation", "MainActor", "-strict-concurrency=complete",
                # Approachable Concurrency's features less the one turned off, and the others set.
                "-enable-upcoming-feature", "DisableOutwardActorInference",
                "-enable-upcoming-feature", "GlobalActorIsolatedTypesUsability",
                "-enable-upcoming-feature", "ImportObjcForwardDeclarations",
                "-enable-upcoming-feature", "InferSendableFromCaptures",
                "-enable-upcoming-feature", "MemberImportVisibility",
                "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                "-enable-experimental-feature", "StrictConcurrency"])

    def test_xcode_project_level_mode_and_the_default(self):
        with tempfile.TemporaryDirectory() as folder:
            targets, _ = projects.xcode_targets(minimal_project(folder, {"SWIFT_VERSION": "6.0", "SWIFT_STRICT_CONCURRENCY": "minimal"}, {}))
            # (Swift 6 checks concurrency completely: no `-strict-concurrency`.)
            self.assertEqual((targets[0].language, targets[0].language_flags), ("6", []))
        with tempfile.TemporaryDirectory() as folder:
            targets, _ = projects.xcode_targets(minimal_project(folder, {}, {}))
            self.assertEqual((targets[0].language, targets[0].language_flags), ("5", []))

    def test_package_modes_from_tools_version_package_and_target(self):
        cases = [
            ("6.0", "", "", "6", []),
            ("5.9", "", "", "5", []),
            ("6.0", "swiftLanguageModes: [.v5],", "", "5", []),
            ("6.0", "swiftLanguageModes: [.v5, .v6],", "", "6", []),
            ("6.2", "", "swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self), .enableUpcomingFeature(\"ExistentialAny\")]",
             "5", ["-default-isolation", "MainActor", "-enable-upcoming-feature", "ExistentialAny"]),
        ]
        for tools, package_argument, settings, mode, flags in cases:
            for evaluate in (True, False):
                with self.subTest(tools=tools, package=package_argument, settings=settings, evaluate=evaluate), \
                        tempfile.TemporaryDirectory() as folder:
                    # (The tools version must be the manifest's first line.)
                    write(folder, "Package.swift", f"// swift-tools-version:{tools}\n" + textwrap.dedent(f"""
                        import PackageDescription
                        let package = Package(name: "Kit", targets: [.target(name: "Kit"{", " + settings if settings else ""})],
                                              {package_argument})
                    """))
                    write(folder, "Sources/Kit/Kit.swift", "public let kit = 1\n")
                    del projects.TEXT_READ_MANIFESTS[:]
                    targets, _, _, _ = projects.package_targets(folder, evaluate=evaluate)
                    self.assertEqual(len(projects.TEXT_READ_MANIFESTS), 0 if evaluate else 1)
                    self.assertEqual((targets[0].language, targets[0].language_flags), (mode, flags))

    def test_the_checker_compiles_each_target_in_its_mode(self):
        """A global mutable variable is an error in Swift 6 mode only, and a nonisolated helper
        reading a main-actor property compiles only where the default isolation is MainActor."""
        def run(tools, package_argument, settings):
            with tempfile.TemporaryDirectory() as folder:
                write(folder, "Package.swift", f"// swift-tools-version:{tools}\n" + textwrap.dedent(f"""
                    import PackageDescription
                    let package = Package(name: "Kit", targets: [.target(name: "Kit", swiftSettings: [{settings}])], {package_argument})
                """))
                write(folder, "Sources/Kit/Counter.swift", """
                    import SwiftUI
                    var launches = 0
                    struct Counter: View { var body: some View { Text("\\(launches)") } }
                """)
                write(folder, "Sources/Kit/Helper.swift", """
                    import SwiftUI
                    @MainActor final class Store: ObservableObject { var count = 0 }
                    struct Helper { func read(_ store: Store) -> Int { store.count } }
                """)
                output = subprocess.run([sys.executable, os.path.join(HERE, "check.py"), folder, "--list"],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
                return sorted(re.sub(r":\d+: .*", "", line) for line in output.split("\n") if line.startswith("FAIL")), output

        failures, output = run("6.0", "", "")
        self.assertEqual(failures, ["FAIL Sources/Kit/Counter.swift", "FAIL Sources/Kit/Helper.swift"], output)
        failures, output = run("6.0", "swiftLanguageModes: [.v5]", "")
        self.assertEqual(failures, ["FAIL Sources/Kit/Helper.swift"], output)
        failures, output = run("6.2", "swiftLanguageModes: [.v5]", ".defaultIsolation(MainActor.self)")
        self.assertEqual(failures, [], output)


class MissingFileTests(unittest.TestCase):
    """Files a project names that the repository lacks (kept out of git for their secrets)."""

    def test_a_name_only_a_missing_file_can_declare(self):
        missing = ["/a/Helpers/Constants.swift", "/a/Views/Theme+Colors.swift"]
        compiled = ["import SwiftUI\nstruct Player: View { let url = Constants.apiURL }\n"]
        self.assertEqual(check.missing_file_declaration("cannot find 'Constants' in scope", compiled, missing),
                         ("Constants", "/a/Helpers/Constants.swift"))
        self.assertEqual(check.missing_file_declaration("cannot find type 'Theme' in scope", compiled, missing),
                         ("Theme", "/a/Views/Theme+Colors.swift"))
        # A name no missing file is named after (a type ProofUI lacks), one a file of the target
        # declares, another error, or a target missing nothing: not classified.
        self.assertIsNone(check.missing_file_declaration("cannot find type 'UIDocumentPickerViewController' in scope", compiled, missing))
        self.assertIsNone(check.missing_file_declaration("cannot find 'Constants' in scope",
                                                         compiled + ["enum Constants { static let apiURL = \"\" }\n"], missing))
        self.assertIsNone(check.missing_file_declaration("value of type 'Player' has no member 'Constants'", compiled, missing))
        self.assertIsNone(check.missing_file_declaration("cannot find 'Constants' in scope", compiled, []))

    def test_the_checker_names_the_missing_files_and_counts_their_users_apart(self):
        with tempfile.TemporaryDirectory() as folder:
            minimal_project(folder, {"SWIFT_VERSION": "5.0"}, {}, name="Videos",
                            files=["Player.swift", "Other.swift", "Helpers/Constants.swift"])
            write(folder, "Player.swift", """
                import SwiftUI
                struct Player: View { var body: some View { Text(Constants.apiURL) } }
            """)
            write(folder, "Other.swift", """
                import SwiftUI
                struct Other: View { var body: some View { Text(Settings.name) } }
            """)
            output = subprocess.run([sys.executable, os.path.join(HERE, "check.py"), folder, "--list"],
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
            self.assertEqual([line for line in output.split("\n") if line.startswith("MISSING")],
                             ["MISSING Player.swift: 'Constants' is declared in no file of target Videos; its project names "
                              "Helpers/Constants.swift, which is not in the repository"], output)
            self.assertIn("missing from the repository: the project names 1 files of target Videos that are not in the "
                          "repository (Helpers/Constants.swift)", output)
            self.assertIn("0 of 1 view files typecheck that are not blocked by a third-party package (0%; 0 more files fail "
                          "only through one; 1 only through files missing from the repository)", output)
            self.assertEqual(output.strip().split("\n")[-1], "0 of 2 view files typecheck (0%)")


def write_app_with_packages(folder, packages):
    """An Xcode project with one iOS app target using a product of each remote package
    (`[(repository URL, product name)]`)."""
    references = "".join(f'K{i} = {{ isa = XCRemoteSwiftPackageReference; repositoryURL = "{url}"; }};\n'
                         f'D{i} = {{ isa = XCSwiftPackageProductDependency; package = K{i}; productName = {product}; }};\n'
                         for i, (url, product) in enumerate(packages))
    dependencies = ", ".join(f"D{i}" for i in range(len(packages)))
    write(folder, "App.xcodeproj/project.pbxproj", f"""
        // !$*UTF8*$!
        {{ archiveVersion = 1; objectVersion = 56; rootObject = P1;
          objects = {{
            P1 = {{ isa = PBXProject; buildConfigurationList = L1; mainGroup = G1; targets = (T1); }};
            G1 = {{ isa = PBXGroup; children = (); sourceTree = "<group>"; }};
            {references}
            L1 = {{ isa = XCConfigurationList; buildConfigurations = (C1); }};
            C1 = {{ isa = XCBuildConfiguration; name = Debug; buildSettings = {{ SDKROOT = iphoneos; }}; }};
            T1 = {{ isa = PBXNativeTarget; name = App; buildConfigurationList = L1; buildPhases = ();
                   packageProductDependencies = ({dependencies}); productType = "com.apple.product-type.application"; }};
          }};
        }}
    """)

class PlatformFilterTests(unittest.TestCase):
    """Files a multiplatform target builds only for macOS (or Mac Catalyst) are not in its
    iPhone build: a synchronized folder's `platformFiltersByRelativePath` and a build file's
    `platformFilters` (Xcode 11's `platformFilter`)."""

    def test_files_filtered_to_other_platforms_are_left_out(self):
        self.assertTrue(projects.builds_for_ios(None))
        self.assertTrue(projects.builds_for_ios(["ios", "macos"]))
        self.assertFalse(projects.builds_for_ios(["macos"]))
        self.assertFalse(projects.builds_for_ios("maccatalyst"))
        with tempfile.TemporaryDirectory() as folder:
            for path in ("App/iOS/Row.swift", "App/macOS/Row.swift", "App/Shared/Model.swift", "Mac.swift", "Phone.swift", "Both.swift"):
                write(folder, path, "import SwiftUI\n")
            write(folder, "App.xcodeproj/project.pbxproj", """
                // !$*UTF8*$!
                { archiveVersion = 1; objectVersion = 77; rootObject = P1;
                  objects = {
                    P1 = { isa = PBXProject; buildConfigurationList = L1; mainGroup = G1; targets = (T1); };
                    G1 = { isa = PBXGroup; children = (F1, R1, R2, R3); sourceTree = "<group>"; };
                    F1 = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = App; sourceTree = "<group>"; };
                    E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (); target = T1;
                           platformFiltersByRelativePath = { macOS/Row.swift = (macos, ); iOS/Row.swift = (ios, ); }; };
                    R1 = { isa = PBXFileReference; path = Mac.swift; sourceTree = "<group>"; };
                    R2 = { isa = PBXFileReference; path = Phone.swift; sourceTree = "<group>"; };
                    R3 = { isa = PBXFileReference; path = Both.swift; sourceTree = "<group>"; };
                    B1 = { isa = PBXBuildFile; fileRef = R1; platformFilters = (macos, ); };
                    B2 = { isa = PBXBuildFile; fileRef = R2; platformFilter = ios; };
                    B3 = { isa = PBXBuildFile; fileRef = R3; platformFilters = (ios, macos, ); };
                    S1 = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
                    L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
                    T1 = { isa = PBXNativeTarget; name = App; buildConfigurationList = L1; buildPhases = (S1);
                           fileSystemSynchronizedGroups = (F1); productType = "com.apple.product-type.application"; };
                  };
                }
            """)
            targets, _ = projects.xcode_targets(os.path.join(folder, "App.xcodeproj"))
            self.assertEqual([os.path.relpath(s, folder) for s in targets[0].sources],
                             ["App/Shared/Model.swift", "App/iOS/Row.swift", "Both.swift", "Phone.swift"])

    def test_a_localized_intent_definition_named_without_a_path_is_found(self):
        """Xcode names a variant group without a path: it is in its parent's folder, and its
        localizations (`en.lproj/Widget.intentdefinition`) are its children."""
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Widget/Intent/en.lproj/Widget.intentdefinition", "<plist version=\"1.0\"><dict/></plist>\n")
            write(folder, "App.xcodeproj/project.pbxproj", """
                // !$*UTF8*$!
                { archiveVersion = 1; objectVersion = 56; rootObject = P1;
                  objects = {
                    P1 = { isa = PBXProject; buildConfigurationList = L1; mainGroup = G1; targets = (T1); };
                    G1 = { isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
                    G2 = { isa = PBXGroup; children = (V1); path = Widget/Intent; sourceTree = "<group>"; };
                    V1 = { isa = PBXVariantGroup; children = (R1); name = Widget.intentdefinition; sourceTree = "<group>"; };
                    R1 = { isa = PBXFileReference; name = en; path = en.lproj/Widget.intentdefinition; sourceTree = "<group>"; };
                    B1 = { isa = PBXBuildFile; fileRef = V1; };
                    S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
                    L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
                    T1 = { isa = PBXNativeTarget; name = App; buildConfigurationList = L1; buildPhases = (S1);
                           productType = "com.apple.product-type.app-extension"; };
                  };
                }
            """)
            targets, _ = projects.xcode_targets(os.path.join(folder, "App.xcodeproj"))
            self.assertEqual([os.path.relpath(r, folder) for r in targets[0].resources],
                             ["Widget/Intent/en.lproj/Widget.intentdefinition"])

    def test_a_product_with_a_dot_is_imported_as_its_c99_module(self):
        with tempfile.TemporaryDirectory() as folder:
            write_app_with_packages(folder, [("https://github.com/someone/Core.git", "Core.FileSystem")])
            targets, third_party = projects.xcode_targets(os.path.join(folder, "App.xcodeproj"))
            self.assertIn("Core_FileSystem", targets[0].third_party)
            self.assertIn("Core_FileSystem", third_party)

    def test_a_packages_modules_beside_its_products_are_third_party(self):
        # Firebase's products are FirebaseAnalytics…, and apps import FirebaseCore, a module
        # of the same package that the project does not list; a missing Apple framework whose
        # name shares nothing with a package stays the checker's to count.
        with tempfile.TemporaryDirectory() as folder:
            write_app_with_packages(folder, [("https://github.com/firebase/firebase-ios-sdk", "FirebaseAnalytics"),
                                             ("https://github.com/someone/core-helpers", "CoreHelpers")])
            write(folder, "App/AppDelegate.swift", "import FirebaseCore\nimport CoreNFC\nimport Firebaseish\n")
            _, third_party = projects.find(folder)
            self.assertIn("FirebaseCore", third_party)
            self.assertIn("FirebaseAnalytics", third_party)
            self.assertNotIn("CoreNFC", third_party)
            self.assertNotIn("Firebaseish", third_party, "a family's word ends where a new word starts")


class CoreDataTests(unittest.TestCase):
    def test_each_entity_as_its_code_generation_says(self):
        model = os.path.join(FIXTURE, "FixtureApp", "Fixture.xcdatamodeld")
        generated = check.core_data_classes(None, [model])
        self.assertIn("public class Note: NSManagedObject {}", generated)      # class definition
        self.assertIn("extension Tag {", generated)                             # category: properties only,
        self.assertNotIn("class Tag:", generated)                               # the class is the app's
        self.assertIn("@NSManaged public var notes: NSSet?", generated)
        self.assertNotIn("Folder", generated)                                   # manual: nothing


class IntentDefinitionTests(unittest.TestCase):
    def test_intents_enums_and_types_as_xcode_generates_them(self):
        import plistlib
        definition = {
            "INEnums": [{"INEnumName": "Theme", "INEnumValues": [
                {"INEnumValueName": "unknown", "INEnumValueIndex": 0}, {"INEnumValueName": "dark", "INEnumValueIndex": 2},
                {"INEnumValueName": "light", "INEnumValueIndex": 1}]}],
            "INTypes": [{"INTypeName": "Calendar", "INTypeProperties": [{"INTypePropertyName": "colorHex", "INTypePropertyType": "String"}]}],
            "INIntents": [{"INIntentName": "Configuration", "INIntentParameters": [
                {"INIntentParameterName": "theme", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "Theme"},
                {"INIntentParameterName": "calendars", "INIntentParameterType": "Object", "INIntentParameterObjectType": "Calendar",
                 "INIntentParameterSupportsMultipleValues": True},
                {"INIntentParameterName": "showsWeekends", "INIntentParameterType": "Boolean"},
                {"INIntentParameterName": "contact", "INIntentParameterType": "Person"}],
                "INIntentResponse": {"INIntentResponseCodes": [{"INIntentResponseCodeName": "success"}, {"INIntentResponseCodeName": "noCalendar"}]}}],
        }
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "Widget.intentdefinition")
            with open(path, "wb") as handle:
                plistlib.dump(definition, handle)
            generated = check.intent_classes([path])
            self.assertIn("public enum Theme: Int, Sendable {\n    case unknown = 0\n    case light = 1\n    case dark = 2\n}", generated)
            self.assertIn("public class Calendar: INObject, @unchecked Sendable {\n    public var colorHex: String?\n}", generated)
            self.assertIn("public var theme: Theme = .unknown", generated)
            self.assertIn("public var calendars: [Calendar]?", generated)
            self.assertIn("public var showsWeekends: NSNumber?", generated)
            self.assertNotIn("contact", generated)                      # INPerson is not declared here
            self.assertIn("case noCalendar = 7", generated)             # after Xcode's standard codes
            # It compiles as a widget's provider uses it.
            provider = write(folder, "Provider.swift", """
                import Intents
                func theme(_ configuration: ConfigurationIntent) -> Theme { configuration.theme }
                let response = ConfigurationIntentResponse(code: .noCalendar, userActivity: nil)
                """)
            generated_file = write(folder, "Generated.swift", generated)
            self.assertEqual(typecheck([generated_file, provider]), [])
        self.assertEqual(check.intent_classes([]), "")


class RenderTests(unittest.TestCase):
    def test_apps_are_the_projects_targets_with_their_packages(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Kit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [
                    .target(name: "Kit", dependencies: ["Base"], swiftSettings: [.define("KIT")]), .target(name: "Base"),
                    .testTarget(name: "KitTests", dependencies: ["Kit"])])
            """)
            write(folder, "Kit/Sources/Base/Base.swift", "public let base = 1\n")
            write(folder, "Kit/Sources/Kit/Badge.swift", "import SwiftUI\nimport Base\npublic struct Badge: View { public var body: some View { Text(\"\\(base)\") } }\n")
            write(folder, "Kit/Tests/KitTests/KitTests.swift", "import SwiftUI\nimport Kit\n")
            write(folder, "App/Screen.swift", "import SwiftUI\nimport Kit\n@main struct Screen: App { var body: some Scene { WindowGroup { Badge() } } }\n")
            apps = {app.module: app for _, app in render.find_apps(folder)}
            self.assertEqual(sorted(apps), ["App", "Base", "Kit"])  # no test target
            self.assertEqual([d.module for d in apps["App"].dependencies], ["Base", "Kit"])
            self.assertEqual([d.module for d in apps["Kit"].dependencies], ["Base"])
            self.assertEqual(apps["Kit"].conditions, ["KIT"])
            # (The package's manifest is no app's file, though the app's folder holds it.)
            self.assertEqual([os.path.relpath(s, folder) for s in apps["App"].texts], ["App/Screen.swift"])
        targets, _ = projects.find(FIXTURE)
        fixture = next(app for _, app in render.find_apps(FIXTURE) if app.module == "FixtureApp")
        self.assertEqual([name for name, _ in fixture.generated], ["CoreDataClasses"])
        self.assertEqual(fixture.conditions, ["FIXTURE_CONFIGURED", "FIXTURE_SHARED"])
        self.assertNotIn(os.path.join(FIXTURE, "FixtureApp", "Drafts", "Constants.swift"), fixture.texts)

    def test_an_apps_resources_sit_beside_its_binary_as_in_its_bundle(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "App/Screen.swift", "import SwiftUI\n")
            write(folder, "App/Data/menu.json", "[]")
            write(folder, "App/Other/menu.json", "[1]")  # a name found twice keeps its first file
            write(folder, "App/en.lproj/Localizable.strings", '"a" = "b";')
            write(folder, "App/Info.plist", "<plist/>")
            write(folder, "App/Assets.xcassets/Contents.json", "{}")
            write(folder, "App/App.entitlements", "<plist/>")
            app = next(app for _, app in render.find_apps(folder))
            out = os.path.join(folder, "run")
            os.makedirs(out)
            self.assertEqual(render.copy_resources(app, out), 2)
            found = sorted(os.path.relpath(os.path.join(d, f), out) for d, _, fs in os.walk(out) for f in fs)
            self.assertEqual(found, ["en.lproj/Localizable.strings", "menu.json"])
            self.assertEqual(open(os.path.join(out, "menu.json")).read(), "[]")


def protobuf(*fields):
    """A protocol buffer message of (field number, int or bytes) pairs."""
    def varint(value):
        out = b""
        while True:
            byte, value = value & 0x7F, value >> 7
            out += bytes([byte | (0x80 if value else 0)])
            if not value:
                return out
    message = b""
    for number, value in fields:
        if isinstance(value, int):
            message += varint(number << 3) + varint(value)
        else:
            message += varint(number << 3 | 2) + varint(len(value)) + value
    return message


def feature(name, kind, detail=b""):
    """A Core ML FeatureDescription: name (1) and type (3) with one of FeatureType's cases."""
    return protobuf((1, name.encode()), (3, protobuf((kind, detail))))


class CoreMLClassTests(unittest.TestCase):
    """What Xcode generates for a `.mlmodel`: the model, its input and its output classes."""

    def model(self, folder, name, inputs, outputs):
        description = protobuf(*[(1, f) for f in inputs], *[(10, f) for f in outputs])
        return write_bytes(folder, name, protobuf((1, 4), (2, description)))

    def test_classes_from_the_models_features(self):
        with tempfile.TemporaryDirectory() as folder:
            path = self.model(folder, "SleepCalculator.mlmodel",
                              [feature("wake", 1), feature("estimatedSleep", 2), feature("note", 3)],
                              [feature("actualSleep", 2), feature("labelProbs", 6, protobuf((2, b""))), feature("labels", 7, protobuf((3, b"")))])
            generated = check.core_ml_classes([path])
            self.assertIn("func prediction(wake: Int64, estimatedSleep: Double, note: String) throws -> SleepCalculatorOutput", generated)
            self.assertIn("var labelProbs: [String : Double]", generated)
            self.assertIn("var labels: [String]", generated)
            classes = write(folder, "Classes.swift", generated)
            use = write(folder, "Use.swift", """
                import CoreML

                func sleep() -> Double {
                    do {
                        let model = try SleepCalculator(configuration: MLModelConfiguration())
                        return try model.prediction(wake: 8, estimatedSleep: 7.5, note: "").actualSleep
                    } catch {
                        return 0
                    }
                }
            """)
            self.assertEqual(typecheck([classes, use]), [])

    def test_a_damaged_model_generates_nothing(self):
        with tempfile.TemporaryDirectory() as folder:
            whole = protobuf((1, 4), (2, protobuf((1, feature("wake", 1)))))
            truncated = write_bytes(folder, "Truncated.mlmodel", whole[:-3])
            not_a_model = write_bytes(folder, "Text.mlmodel", b"not a protocol buffer \xff\xff\xff")
            self.assertEqual(check.core_ml_classes([truncated, not_a_model]), "")
            # The weights after the description are not read: a file cut off there still has
            # its classes (a model of hundreds of megabytes is read by its start).
            weights_cut_off = write_bytes(folder, "Large.mlmodel", whole + protobuf((3, b"w" * 100))[:40])
            self.assertIn("func prediction(wake: Int64) throws -> LargeOutput", check.core_ml_classes([weights_cut_off]))


class MacroErrorTests(unittest.TestCase):
    """An error in a macro's expansion is the error of the file the expansion comes from."""

    def test_an_expansion_error_is_its_files(self):
        output = ("macro expansion #Predicate:2:26: error: type 'PredicateExpressions' has no member 'build_localizedStandardContains'\n"
                  "`- /tmp/app/Search.swift:4:59: note: expanded code originates here\n"
                  "2 | struct T { var name: String }\n")
        self.assertEqual(check.with_macro_errors_in_their_files(output).split("\n")[0],
                         "/tmp/app/Search.swift:4:59: error: type 'PredicateExpressions' has no member 'build_localizedStandardContains'")
        plain = "/tmp/app/View.swift:3:5: error: cannot find 'x' in scope\n"
        self.assertEqual(check.with_macro_errors_in_their_files(plain), plain)


class CheckerRunTests(unittest.TestCase):
    """check.py on a small package: what it reports, file by file."""

    def test_view_files_are_judged_and_only_they(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Screens", targets: [.target(name: "Screens", swiftSettings: [.define("SCREENS")])])
            """)
            # A model file whose body does not compile: no view file fails for it (it is not
            # judged), and a view file that uses its declaration compiles.
            write(folder, "Sources/Screens/Model.swift", """
                struct Model { var title: String { undefinedHelper() } }
            """)
            write(folder, "Sources/Screens/Good.swift", """
                import SwiftUI
                #if SWIFT_PACKAGE && SCREENS
                struct Good: View { let model: Model; var body: some View { Text(model.title) } }
                #endif
            """)
            write(folder, "Sources/Screens/Bad.swift", """
                import SwiftUI
                struct Bad: View { var body: some View { Text(missingValue) } }
            """)
            # A submodule import is read as its module's (the import-line edit Linux needs).
            write(folder, "Sources/Screens/Submodule.swift", """
                import SwiftUI
                import UIKit.UIImage
                struct Submodule: View { var body: some View { Image(uiImage: UIImage()) } }
            """)
            output = subprocess.run([sys.executable, os.path.join(HERE, "check.py"), folder, "--list"],
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
            failures = sorted(line for line in output.split("\n") if line.startswith("FAIL"))
            self.assertEqual(failures, ["FAIL Sources/Screens/Bad.swift:3: cannot find 'missingValue' in scope"], output)
            self.assertIn("2 of 3 view files typecheck (67%)", output)

    def test_files_compile_unchanged_as_with_apples_foundation(self):
        """`import SwiftUI` stays (module-qualified names compile), and a Foundation-only model
        sees Combine's API, Observation, Security's keychain and the Foundation API Linux's lacks
        (`RelativeDateTimeFormatter`, `ListFormatter`, security-scoped URLs), as on iOS; `--linux-foundation`
        shows what Linux's Foundation alone gives."""
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Models", targets: [.target(name: "Models")])
            """)
            write(folder, "Sources/Models/Counter.swift", """
                import Foundation
                final class Counter: ObservableObject { @Published var count = 0 }
                @Observable final class Settings { var name = "" }
            """)
            write(folder, "Sources/Models/Token.swift", """
                import Foundation
                func saveToken(_ token: String) -> Bool {
                    let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                                kSecAttrAccount as String: "token", kSecValueData as String: Data(token.utf8)]
                    SecItemDelete(query as CFDictionary)
                    return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
                }
            """)
            write(folder, "Sources/Models/Formatters.swift", """
                import Foundation
                enum Formatters {
                    static let relative = RelativeDateTimeFormatter()
                    static let list = ListFormatter()
                    static func ago(_ date: Date) -> String { relative.localizedString(for: date, relativeTo: .now) }
                    static func open(_ url: URL) -> Bool { url.startAccessingSecurityScopedResource() }
                }
            """)
            write(folder, "Sources/Models/CounterView.swift", """
                import SwiftUI
                struct CounterView: View {
                    @ObservedObject var counter: Counter
                    let settings: Settings
                    var body: some View { SwiftUI.Text("\\(counter.count) \\(settings.name)") }
                }
            """)
            def run(*extra):
                output = subprocess.run([sys.executable, os.path.join(HERE, "check.py"), folder, "--list", *extra],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
                return output, sorted(line for line in output.split("\n") if line.startswith("FAIL"))

            output, failures = run()
            self.assertEqual(failures, [], output)
            self.assertIn("1 of 1 view files typecheck (100%)", output)
            self.assertNotIn("with errors", output)
            output, failures = run("--linux-foundation")
            self.assertEqual(len(failures), 1, output)
            self.assertIn("Counter", failures[0])


class ManifestTests(unittest.TestCase):
    """Package manifests as SwiftPM evaluates them, and Tuist project manifests."""

    def test_targets_made_in_code_are_read_by_evaluating_the_manifest(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Library/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                enum Module: String, CaseIterable { case configuration = "Configuration", scrum = "Scrum" }
                let package = Package(
                    name: "Library",
                    products: [.library(name: "App", targets: Module.allCases.map(\\.rawValue))],
                    dependencies: [.package(path: "../Models"), .package(url: "https://github.com/x/Remote.git", from: "1.0.0")],
                    targets: Module.allCases.map {
                        .target(name: $0.rawValue, dependencies: [.product(name: "Models", package: "Models"),
                                                                  .product(name: "RemoteKit", package: "Remote")],
                                swiftSettings: [.define("IN_CODE")])
                    }
                )
            """)
            write(folder, "Library/Sources/Configuration/Configuration.swift", "public let configuration = 1\n")
            write(folder, "Library/Sources/Scrum/Scrum.swift", "public let scrum = 1\n")
            write(folder, "Models/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Models", products: [.library(name: "Models", targets: ["Model"])],
                                      targets: [.target(name: "Model")])
            """)
            write(folder, "Models/Sources/Model/Model.swift", "public struct Model {}\n")
            del projects.TEXT_READ_MANIFESTS[:]
            targets, third_party = projects.find(folder)
            self.assertEqual(projects.TEXT_READ_MANIFESTS, [])
            by_name = {t.name: t for t in targets}
            self.assertEqual(sorted(by_name), ["Configuration", "Model", "Scrum"])
            self.assertEqual(by_name["Scrum"].sources, [os.path.join(folder, "Library/Sources/Scrum/Scrum.swift")])
            self.assertEqual(by_name["Scrum"].conditions, ["IN_CODE"])
            # The local product stands for its target's module; the remote one is third-party.
            self.assertEqual(by_name["Scrum"].dependencies, {"Models", "Model"})
            self.assertEqual(by_name["Scrum"].third_party, {"RemoteKit"})
            self.assertIn("RemoteKit", third_party)
            self.assertNotIn("Models", third_party)

    def test_package_declarations_are_visible_across_a_packages_targets(self):
        """SwiftPM's `-package-name`: a `package` declaration of one target is used by another."""
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Symbols"), .target(name: "Screens", dependencies: ["Symbols"])])
            """)
            write(folder, "Sources/Symbols/Symbol.swift", "package enum Symbol { case plus }\n")
            write(folder, "Sources/Screens/Screen.swift", """
                import SwiftUI
                import Symbols
                struct Screen: View { let symbol = Symbol.plus; var body: some View { Text("a") } }
            """)
            output = subprocess.run([sys.executable, os.path.join(HERE, "check.py"), folder, "--list"],
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
            self.assertEqual(output.strip().split("\n")[-1], "1 of 1 view files typecheck (100%)", output)

    def test_a_manifest_the_toolchain_cannot_evaluate_is_read_as_text_and_said(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Kit")])
                this does not compile
            """)
            write(folder, "Sources/Kit/Kit.swift", "public let kit = 1\n")
            del projects.TEXT_READ_MANIFESTS[:]
            targets, _ = projects.find(folder)
            self.assertEqual([t.name for t in targets], ["Kit"])
            self.assertEqual([f for f, _ in projects.TEXT_READ_MANIFESTS], [folder])

    def test_tuist_targets_literal_and_from_helper_templates(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Project.swift", """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(name: "Shop", targets: [
                    .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "a.b",
                            sources: ["App/Sources/**"], resources: ["App/Resources/**"],
                            dependencies: [.target(name: "Core"), .external(name: "Alamofire")]),
                ] + Module.all.flatMap(\\.targets))
            """)
            write(folder, "Tuist/ProjectDescriptionHelpers/Module.swift", """
                import ProjectDescription
                public struct Module {
                    let name: String
                    var targets: [Target] {
                        var resources: ResourceFileElements? = nil
                        resources = ["Modules/\\(name)/Resources/**"]
                        return [
                            Target.target(name: name, destinations: .iOS, product: .framework, bundleId: "a.\\(name)",
                                          sources: ["Modules/\\(name)/Sources/**"], resources: resources,
                                          dependencies: [.package(product: "Kingfisher")]),
                            .target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "t",
                                    sources: .sourceFilesList(globs: ["Modules/\\(name)/Tests/**"]),
                                    dependencies: [.target(name: name)]),
                        ]
                    }
                }
            """)
            write(folder, "Widget/Project.swift", """
                import ProjectDescription
                let project = Project(name: "Widget", targets: [
                    .target(name: "Widget", destinations: .iOS, product: .appExtension, productName: "ShopWidget",
                            bundleId: "a.w", buildableFolders: ["Sources", .folder("Assets")]),
                ])
            """)
            write(folder, "Widget/Sources/Widget.swift", "import SwiftUI\n")
            write(folder, "Widget/Assets/Extra.swift", "import SwiftUI\n")
            write(folder, "App/Sources/ShopApp.swift", "import SwiftUI\n")
            write(folder, "Modules/Core/Sources/Theme/Theme.swift", "public let theme = 1\n")
            write(folder, "Modules/Core/Tests/CoreTests.swift", "import XCTest\n")
            write(folder, "Modules/Core/Resources/Assets.xcassets/Contents.json", "{}")
            write(folder, "Modules/Core/Resources/Assets.xcassets/red500.colorset/Contents.json", "{}")
            write(folder, "Modules/Cart/Sources/Cart.swift", "public let cart = 1\n")
            del projects.TUIST_UNREAD[:]
            targets, third_party = projects.find(folder)
            by_name = {t.name: t for t in targets}
            self.assertEqual(sorted(by_name), ["Cart", "Core", "CoreTests", "Shop", "Widget"])
            self.assertEqual(by_name["Widget"].module, "ShopWidget")
            self.assertEqual(by_name["Widget"].sources, [os.path.join(folder, "Widget/Assets/Extra.swift"),
                                                         os.path.join(folder, "Widget/Sources/Widget.swift")])
            self.assertEqual(by_name["Core"].sources, [os.path.join(folder, "Modules/Core/Sources/Theme/Theme.swift")])
            self.assertEqual(by_name["Core"].resources, [os.path.join(folder, "Modules/Core/Resources/Assets.xcassets")])
            self.assertEqual((by_name["Core"].kind, by_name["Core"].tuist), ("app", "framework"))
            self.assertEqual((by_name["CoreTests"].kind, by_name["Shop"].tuist), ("test", "app"))
            self.assertEqual(third_party, {"Alamofire", "Kingfisher"})
            self.assertEqual(projects.TUIST_UNREAD, [])
            # The manifests are no app's files.
            self.assertTrue(check.is_manifest(os.path.join(folder, "Tuist/ProjectDescriptionHelpers/Module.swift")))

    def test_tuist_glob_patterns(self):
        pattern, names = projects.tuist_glob_pattern("Targets/\\(name)/Sources/**")
        self.assertEqual(names, ["name"])
        self.assertEqual(pattern.match("Targets/Core/Sources/A/B.swift").group("name"), "Core")
        self.assertIsNone(pattern.match("Targets/Core/Tests/B.swift"))
        pattern, _ = projects.tuist_glob_pattern("Sources/**/*.swift")
        self.assertTrue(pattern.match("Sources/A.swift") and pattern.match("Sources/x/y/A.swift"))
        self.assertIsNone(pattern.match("Sources/A.m"))


class TuistAccessorTests(unittest.TestCase):
    def test_names_as_swiftgens_pretty_identifiers_with_the_first_word_lowered(self):
        cases = {"red500": "red500", "system-white": "systemWhite", "URLChooser": "urlChooser", "RED": "red",
                 "Primary Color": "primaryColor", "1st": "_1st", "default": "`default`", "snake_case": "snakeCase"}
        for name, symbol in cases.items():
            self.assertEqual(check.swiftgen_identifier(name), symbol, name)
        self.assertEqual(check.swiftgen_identifier("my-folder", lower_first=False), "MyFolder")

    def test_accessors_compile_and_are_used_as_tuist_apps_use_them(self):
        with tempfile.TemporaryDirectory() as folder:
            catalogue = os.path.join(folder, "Assets.xcassets")
            write(folder, "Assets.xcassets/red500.colorset/Contents.json", "{}")
            write(folder, "Assets.xcassets/Icons/Contents.json", '{"properties": {"provides-namespace": true}}')
            write(folder, "Assets.xcassets/Icons/logo.imageset/Contents.json", "{}")
            generated = check.tuist_asset_accessors("Core", [catalogue])
            self.assertIn('public static let red500 = CoreColors(name: "red500")', generated)
            self.assertIn('public static let logo = CoreImages(name: "Icons/logo")', generated)
            files = [write(folder, "Assets.swift", generated), write(folder, "Bundle.swift", check.tuist_bundle_accessor("Core")),
                     write(folder, "Use.swift", """
                         import SwiftUI
                         let color: Color = CoreAsset.red500.swiftUIColor
                         let image: Image = CoreAsset.Icons.logo.swiftUIImage
                         let ui: UIColor = CoreAsset.red500.color
                     """)]
            self.assertEqual(typecheck(files), [])


class BlockedByThirdPartyTests(unittest.TestCase):
    """The rule that counts a file apart when it fails only through a third-party package."""

    def test_a_name_declared_only_in_a_left_out_file(self):
        left_out = {"/a/Snippet.swift": ("import CodeEditor\n@Model\nfinal class Snippet {\n    var title = \"\"\n}\n", "CodeEditor")}
        compiled = ["import SwiftUI\nstruct Row: View { let snippet: Snippet }\n"]
        self.assertEqual(check.left_out_declaration("cannot find type 'Snippet' in scope", compiled, left_out),
                         ("Snippet", "/a/Snippet.swift", "CodeEditor"))
        self.assertEqual(check.left_out_declaration("cannot call value of non-function type 'module<Snippet>'", compiled, left_out),
                         ("Snippet", "/a/Snippet.swift", "CodeEditor"))
        # Another error, a name also declared in a compiled file, or one the left-out file
        # declares only inside a type: not classified.
        self.assertIsNone(check.left_out_declaration("value of type 'Row' has no member 'x'", compiled, left_out))
        self.assertIsNone(check.left_out_declaration("cannot find type 'Snippet' in scope",
                                                     compiled + ["extension Row {\n    struct Snippet {}\n}\n"], left_out))
        self.assertIsNone(check.left_out_declaration("cannot find 'title' in scope", compiled, left_out))

    def test_a_module_not_emitted_leads_to_its_third_party_root(self):
        third_party = {"alamofire"}
        reasons = {"Core": ["Alamofire"], "CommonUI": ["Core"], "Maps": ["MapKitExtras"], "Mixed": ["Core", "Speech"]}
        missing = {"Core", "CommonUI", "Maps", "Mixed"}
        self.assertEqual(check.third_party_root("Alamofire", third_party, missing, reasons), "Alamofire")
        self.assertEqual(check.third_party_root("CommonUI", third_party, missing, reasons), "Alamofire")
        self.assertIsNone(check.third_party_root("Maps", third_party, missing, reasons))
        self.assertIsNone(check.third_party_root("Mixed", third_party, missing, reasons))
        self.assertIsNone(check.third_party_root("Speech", third_party, missing, reasons))

    def test_the_checker_lists_and_counts_them(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Box", dependencies: [.package(url: "https://github.com/x/CodeEditor.git", from: "1.0.0")],
                                      targets: [.target(name: "Box", dependencies: [.product(name: "CodeEditor", package: "CodeEditor")])])
            """)
            write(folder, "Sources/Box/Snippet.swift", """
                import SwiftUI
                import CodeEditor
                struct Snippet { var title = "" }
            """)
            write(folder, "Sources/Box/Row.swift", """
                import SwiftUI
                struct Row: View { let snippet: Snippet; var body: some View { Text(snippet.title) } }
            """)
            write(folder, "Sources/Box/Other.swift", """
                import SwiftUI
                struct Other: View { var body: some View { Text(missingValue) } }
            """)
            write(folder, "Sources/Box/Good.swift", """
                import SwiftUI
                struct Good: View { var body: some View { Text("a") } }
            """)
            output = subprocess.run([sys.executable, os.path.join(HERE, "check.py"), folder, "--list"],
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
            blocked = [line for line in output.split("\n") if line.startswith("BLOCKED")]
            self.assertEqual(blocked, ["BLOCKED Sources/Box/Row.swift: 'Snippet' is declared only in Sources/Box/Snippet.swift, "
                                       "which imports CodeEditor"], output)
            self.assertIn("1 of 3 view files typecheck that import no third-party package (33%; 1 files import one: CodeEditor)", output)
            self.assertIn("1 of 2 view files typecheck that are not blocked by a third-party package (50%; "
                          "1 more files fail only through one: CodeEditor)", output)
            self.assertEqual(output.strip().split("\n")[-1], "1 of 4 view files typecheck (25%)")

    def test_a_name_declared_only_in_another_modules_third_party_files_blocks_its_users(self):
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Box", dependencies: [.package(url: "https://github.com/x/Shimmer.git", from: "1.0.0")],
                                      targets: [.target(name: "Kit", dependencies: [.product(name: "Shimmer", package: "Shimmer")]),
                                                .target(name: "Box", dependencies: ["Kit"])])
            """)
            write(folder, "Sources/Kit/Placeholder.swift", """
                import SwiftUI
                import Shimmer
                public enum Placeholder { public static let rows = 3 }
            """)
            write(folder, "Sources/Kit/Card.swift", """
                import SwiftUI
                public struct Card: View { public init() {}; public var body: some View { Text("card") } }
                public enum Shared { public static let title = "t" }
            """)
            write(folder, "Sources/Kit/Twice.swift", """
                import SwiftUI
                import Shimmer
                public enum Shared2 {}
            """)
            write(folder, "Sources/Box/Loading.swift", """
                import SwiftUI
                import Kit
                struct Loading: View { var body: some View { Text("\\(Placeholder.rows)") } }
            """)
            write(folder, "Sources/Box/Broken.swift", """
                import SwiftUI
                import Kit
                struct Broken: View { var body: some View { Text(undeclaredAnywhere) } }
            """)
            write(folder, "Sources/Box/Fine.swift", """
                import SwiftUI
                import Kit
                struct Fine: View { var body: some View { Card() } }
            """)
            output = subprocess.run([sys.executable, os.path.join(HERE, "check.py"), folder, "--list"],
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
            blocked = [line for line in output.split("\n") if line.startswith("BLOCKED")]
            self.assertEqual(blocked, ["BLOCKED Sources/Box/Loading.swift: 'Placeholder' is declared only in "
                                       "Sources/Kit/Placeholder.swift, which imports Shimmer or is blocked by it"], output)
            self.assertIn("2 of 3 view files typecheck that are not blocked by a third-party package (67%; "
                          "1 more files fail only through one: Shimmer)", output)


if __name__ == "__main__":
    unittest.main()
