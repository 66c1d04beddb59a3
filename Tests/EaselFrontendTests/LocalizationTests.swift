@testable import EaselFrontend
import EaselIR
import Foundation
import Testing

/// Issue 31, "Languages": a project's String Catalogs, `.strings` and `.stringsdict` files show
/// the development language's text by default (never the keys), `--locale` another language with
/// Apple's fallback, plural variations by CLDR category, Swift's rule for what is localized (a
/// literal where SwiftUI takes a `LocalizedStringKey`; a `String` value is verbatim), and Xcode's
/// pseudolanguages on any project.
@Suite("Localization")
struct LocalizationTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Eintrag" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Einträge" } } } } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } }
          }
        },
        "Archive" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Archivieren" } } } },
        "inbox.title" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Posteingang" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Inbox" } } } },
        "config.winVersion" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Windows version" } } } },
        "Settings" : { }
      },
      "version" : "1.0"
    }
    """

    static let inbox = """
    import SwiftUI
    struct InboxView: View {
        let one = 1
        let three = 3
        let key = "inbox.title"
        var body: some View {
            NavigationStack {
                VStack {
                    Text("\\(one) items")
                    Text("\\(three) items")
                    Text("config.winVersion")
                    Text(key)
                    Text(verbatim: "inbox.title")
                }
                .navigationTitle("inbox.title")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Archive", systemImage: "archivebox") { } }
                    ToolbarItem(placement: .secondaryAction) { Button("Settings") { } }
                }
            }
        }
    }
    """

    static func evaluate(_ source: String, tables: [(String, String)] = [("Localizable.xcstrings", catalog)], locale: String? = nil,
                         platform: Platform = .ipados) -> IRDocument {
        let localizations = Localizations(files: tables.map { LocalizationFile(path: $0.0, contents: Data($0.1.utf8)) })
        let program = Frontend.compile(files: [SourceFile(path: "InboxView.swift", text: source)], platform: platform, localizations: localizations)
        return program.evaluate(options: EvaluationOptions(platform: platform, locale: locale)).document
    }

    /// Every `Text`'s text, `Text(verbatim:)`'s too.
    static func texts(_ d: IRDocument) -> [String] {
        nodes(d).filter { $0.kind == "Text" }.compactMap { ($0.argument("content") ?? $0.argument("verbatim"))?.stringValue }
    }

    static func title(_ d: IRDocument) -> String? { d.presentations.first { $0.kind == "window" }?.navigationTitle }

    @Test("issue 31: by default the development language's text, never the keys; a String variable and Text(verbatim:) stay as written")
    func developmentLanguageByDefault() {
        let d = Self.evaluate(Self.inbox)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(Self.texts(d) == ["1 item", "3 items", "Windows version", "inbox.title", "inbox.title"])
        #expect(Self.title(d) == "Inbox")
        #expect(itemLabels(d, onScreen: true) == ["Archive", "Settings"])
        #expect(d.locale == LocaleDecl(identifier: "en", language: "en", layoutDirection: "leftToRight"))
    }

    @Test("issue 31: --locale de shows German, a plural by its category (1 Eintrag, 3 Einträge), a missing German string in the development language")
    func german() {
        let d = Self.evaluate(Self.inbox, locale: "de")
        #expect(Self.texts(d) == ["1 Eintrag", "3 Einträge", "Windows version", "inbox.title", "inbox.title"])
        #expect(Self.title(d) == "Posteingang")
        #expect(itemLabels(d, onScreen: true) == ["Archivieren", "Settings"])
        #expect(d.locale?.language == "de")
    }

    @Test("issue 31: a choice between literals (isOn ? \"Archive\" : \"inbox.title\") is a key as a literal is; a choice of a String value is not")
    func ternaryOfLiterals() {
        let source = """
        import SwiftUI
        struct Choice: View {
            let archived = true
            let name = "Archive"
            var body: some View {
                VStack {
                    Text(archived ? "Archive" : "inbox.title")
                    Text(!archived ? "Archive" : ("inbox.title"))
                    Text(archived ? name : "inbox.title")
                }
                .navigationTitle(archived ? "inbox.title" : "Archive")
            }
        }
        """
        let d = Self.evaluate(source, locale: "de")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(Self.texts(d) == ["Archivieren", "Posteingang", "Archive"])
        #expect(Self.title(d) == "Posteingang")
    }

    @Test("issue 31: de-CH falls back to de, then to the development language; an unknown language shows the development language")
    func fallback() {
        let swiss = Self.evaluate(Self.inbox, locale: "de-CH")
        #expect(Self.title(swiss) == "Posteingang")
        #expect(Self.texts(swiss).prefix(3) == ["1 Eintrag", "3 Einträge", "Windows version"])
        #expect(swiss.locale == LocaleDecl(identifier: "de-CH", language: "de", layoutDirection: "leftToRight"))
        let japanese = Self.evaluate(Self.inbox, locale: "ja")
        #expect(Self.title(japanese) == "Inbox")
        #expect(japanese.locale?.language == "en")
    }

    @Test("issue 31: .strings files in .lproj folders, comments and escapes; Base.lproj is the development language")
    func stringsFiles() {
        let english = """
        /* The inbox's title */
        "inbox.title" = "Inbox";
        // a line comment
        "Archive" = "Archive \\"all\\"";
        """
        let german = "\"inbox.title\" = \"Posteingang\";\n\"Archive\" = \"Archivieren\";\n"
        let tables = [("App/en.lproj/Localizable.strings", english), ("App/de.lproj/Localizable.strings", german)]
        let en = Self.evaluate(Self.inbox, tables: tables)
        #expect(Self.title(en) == "Inbox")
        #expect(itemLabels(en, onScreen: true).first == "Archive \"all\"")
        let de = Self.evaluate(Self.inbox, tables: tables, locale: "de")
        #expect(Self.title(de) == "Posteingang")
        #expect(itemLabels(de, onScreen: true).first == "Archivieren")
        let base = Self.evaluate(Self.inbox, tables: [("Base.lproj/Localizable.strings", english)])
        #expect(Self.title(base) == "Inbox")
    }

    @Test("issue 31: a .stringsdict plural (%#@items@) chooses one or other by the number")
    func stringsdict() {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>%lld items</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
            <key>items</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>%lld Eintrag</string>
              <key>other</key><string>%lld Einträge</string>
            </dict>
          </dict>
        </dict></plist>
        """
        let d = Self.evaluate(Self.inbox, tables: [("de.lproj/Localizable.stringsdict", plist)], locale: "de")
        #expect(Self.texts(d).prefix(2) == ["1 Eintrag", "3 Einträge"])
    }

    @Test("issue 31: String(localized:), LocalizedStringKey(…) (of a literal or a String value), Text(_:tableName:), tab titles and an app's own LocalizedStringKey property are localized")
    func otherLocalizedForms() {
        let settings = """
        { "sourceLanguage" : "en", "strings" : { "title" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Preferences" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } } } } }
        """
        let source = """
        import SwiftUI
        struct Tabs: View {
            let archive = String(localized: "Archive")
            let key = "inbox.title"
            var body: some View {
                TabView {
                    Tab("inbox.title", systemImage: "tray") {
                        VStack {
                            Text(archive)
                            Text(LocalizedStringKey("inbox.title"))
                            Text("title", tableName: "Settings")
                            Text(LocalizedStringKey(key))
                            Row(title: "Archive", detail: "Archive")
                        }
                    }
                }
            }
        }
        struct Row: View {
            let title: LocalizedStringKey
            let detail: String
            var body: some View { HStack { Text(title); Text(detail) } }
        }
        """
        let d = Self.evaluate(source, tables: [("Localizable.xcstrings", Self.catalog), ("Settings.xcstrings", settings)], locale: "de")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        // The app's own `title: LocalizedStringKey` takes the literal as a key; its `detail: String` does not.
        #expect(Self.texts(d) == ["Archivieren", "Posteingang", "Einstellungen", "Posteingang", "Archivieren", "Archive"])
        #expect(d.tabViews.first?.tabs.first?.title == "Posteingang")
    }

    @Test("issue 31: device variations follow the platform; substitutions name their argument")
    func deviceAndSubstitutions() {
        let catalog = """
        { "sourceLanguage" : "en", "strings" : {
          "Tap" : { "localizations" : { "en" : { "variations" : { "device" : {
            "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
            "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Select" } } } } } } },
          "%@ has %lld files" : { "localizations" : { "en" : {
            "stringUnit" : { "state" : "translated", "value" : "%1$@ has %#@files@" },
            "substitutions" : { "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } } } } } }
        """
        let source = view("""
            VStack {
                Text("Tap")
                Text("\\(name) has \\(one) files")
                Text("\\(name) has \\(many) files")
            }
            """, members: "let name = \"Ada\"\nlet one = 1\nlet many = 12")
        #expect(Self.texts(Self.evaluate(source, tables: [("Localizable.xcstrings", catalog)], platform: .ios)) == ["Tap", "Ada has 1 file", "Ada has 12 files"])
        #expect(Self.texts(Self.evaluate(source, tables: [("Localizable.xcstrings", catalog)], platform: .macos)).first == "Click")
        #expect(Self.texts(Self.evaluate(source, tables: [("Localizable.xcstrings", catalog)], platform: .tvos)).first == "Select")
    }

    @Test("issue 31: pseudolanguages on a project without a catalog: double-length doubles a toolbar button's label and the navigation title")
    func pseudoLanguages() {
        func run(_ locale: String) -> IRDocument { Self.evaluate(Self.inbox, tables: [], locale: locale) }
        let double = run("double-length")
        #expect(Self.title(double) == "inbox.title inbox.title")
        #expect(itemLabels(double, onScreen: true) == ["Archive Archive", "Settings Settings"])
        #expect(Self.texts(double).suffix(2) == ["inbox.title", "inbox.title"], "a String variable and Text(verbatim:) are not localized")
        #expect(itemLabels(run("accented"), onScreen: true).first == "Àŕçĥîṽé")
        #expect(Self.texts(run("accented")).first == "1 îţéɱš", "the number substituted is not accented")
        #expect(itemLabels(run("bounded"), onScreen: true).first == "[# Archive #]")
        let rtl = run("right-to-left")
        #expect(itemLabels(rtl, onScreen: true).first == "Archive")
        #expect(rtl.locale == LocaleDecl(identifier: "right-to-left", language: "en", pseudoLanguage: "right-to-left", layoutDirection: "rightToLeft"))
        // With a catalog, a pseudolanguage changes the development language's text.
        #expect(Self.title(Self.evaluate(Self.inbox, locale: "bounded")) == "[# Inbox #]")
        #expect(Self.evaluate(Self.inbox, locale: "ar").locale?.isRightToLeft == true)
        #expect(Self.evaluate(Self.inbox, locale: "he-IL").locale?.isRightToLeft == true)
        #expect(Self.evaluate(Self.inbox, locale: "de").locale?.isRightToLeft == false)
    }

    @Test("issue 31: without tables or a locale, nothing changes (no locale in the IR)")
    func untouchedWithoutTables() {
        let d = ir(view("Text(\"config.winVersion\")"))
        #expect(Self.texts(d) == ["config.winVersion"])
        #expect(d.locale == nil)
    }

    @Test("issue 31: a malformed catalog is a warning naming its file, not a crash; the other tables still work")
    func malformedCatalog() throws {
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Archive\" : { oops }\n  }\n}\n"
        let d = Self.evaluate(Self.inbox, tables: [("Broken.xcstrings", broken), ("Localizable.xcstrings", Self.catalog),
                                                   ("de.lproj/Bad.strings", "\"a\" = \"b\"\n\"c\" = \"d\";")], locale: "de")
        let warnings = diagnostics(d, code: "localization-file")
        #expect(warnings.count == 2, "\(warnings)")
        let catalogWarning = try #require(warnings.first { $0.file == "Broken.xcstrings" })
        #expect(catalogWarning.severity == .warning)
        #expect(catalogWarning.line == 4, "\(catalogWarning)")
        let stringsWarning = try #require(warnings.first { $0.file == "de.lproj/Bad.strings" })
        #expect(stringsWarning.line == 2 && stringsWarning.message.contains("';'"), "\(stringsWarning)")
        #expect(Self.title(d) == "Posteingang")
        // Not JSON at all, a catalog that is not an object, binary junk: warnings, never a crash.
        for junk in ["", "[1, 2]", "{\"strings\": 3}", "\u{0}\u{1}\u{FFFF}"] {
            let l = Localizations(files: [LocalizationFile(path: "X.xcstrings", contents: Data(junk.utf8)),
                                          LocalizationFile(path: "X.stringsdict", contents: Data(junk.utf8)),
                                          LocalizationFile(path: "x.lproj/X.strings", contents: Data(junk.utf8))])
            #expect(l.diagnostics.allSatisfy { $0.severity == .warning })
        }
    }

    @Test("issue 31: CLDR plural categories for a handful of languages", arguments: [
        ("en", 1.0, "one"), ("en", 0, "other"), ("en", 2, "other"), ("de", 1, "one"), ("de", 5, "other"),
        ("fr", 0, "one"), ("fr", 1, "one"), ("fr", 1.5, "one"), ("fr", 2, "other"),
        ("ru", 1, "one"), ("ru", 21, "one"), ("ru", 11, "many"), ("ru", 3, "few"), ("ru", 13, "many"), ("ru", 5, "many"),
        ("pl", 1, "one"), ("pl", 22, "few"), ("pl", 21, "many"), ("pl", 12, "many"),
        ("ar", 0, "zero"), ("ar", 2, "two"), ("ar", 3, "few"), ("ar", 11, "many"), ("ar", 100, "other"),
        ("ja", 1, "other"), ("xx", 1, "other"),
    ] as [(String, Double, String)])
    func pluralRules(_ language: String, _ n: Double, _ category: String) {
        #expect(PluralRules.category(of: n, language: language) == category)
    }

    @Test("issue 31: formats as a localized format reads: positions, %lf, %.1f, %%")
    func formatting() {
        #expect(Localizer.format("%2$@ %1$@", [.text("a"), .text("b")]) == "b a")
        #expect(Localizer.format("%lld%% of %lf", [.int(5), .double(2)]) == "5% of 2.000000")
        #expect(Localizer.format("%.1f km", [.double(3.14159)]) == "3.1 km")
    }
}
