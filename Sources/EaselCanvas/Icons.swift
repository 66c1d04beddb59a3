import EaselText
import Foundation

/// SF Symbol names drawn with an open icon set installed from Debian: Google's Material Icons
/// (`fonts-material-design-icons-iconfont`), glyph outlines read with FreeType. The names of the
/// icons come from the package's own codepoint table.
public final class IconSet: @unchecked Sendable {
    public static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    public static let codepointsPath = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"

    /// The set every canvas shares; `nil` when the package is not installed.
    public static let shared: IconSet? = IconSet()

    private let outlines: GlyphOutlines
    private let codepoints: [String: UInt32]

    init?() {
        guard let outlines = GlyphOutlines(fontPath: Self.fontPath),
              let table = try? String(contentsOfFile: Self.codepointsPath, encoding: .utf8) else { return nil }
        self.outlines = outlines
        codepoints = Self.codepoints(table)
    }

    /// The package's SCSS map, one `"name": hex,` entry a line. Read as bytes: the table has
    /// two thousand lines, and trimming each through Foundation's `CharacterSet` was a fifth of
    /// a one-shot `easel render`.
    static func codepoints(_ table: String) -> [String: UInt32] {
        var result: [String: UInt32] = [:]
        let nameEdges: [UInt8] = [0x09, 0x20, UInt8(ascii: "\"")], valueEdges: [UInt8] = [0x09, 0x0D, 0x20, UInt8(ascii: ",")]
        for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = trimmed(line[..<colon], of: nameEdges), value = trimmed(line[line.index(after: colon)...], of: valueEdges)
            if !name.isEmpty, let code = hexadecimal(value) { result[String(decoding: name, as: UTF8.self)] = code }
        }
        return result
    }

    private static func trimmed(_ bytes: Substring.UTF8View, of edges: [UInt8]) -> Substring.UTF8View {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, edges.contains(bytes[start]) { start = bytes.index(after: start) }
        while start < end, edges.contains(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return bytes[start..<end]
    }

    /// `e951`: hexadecimal digits only, at most eight (the table's form); nil otherwise.
    private static func hexadecimal(_ bytes: Substring.UTF8View) -> UInt32? {
        guard !bytes.isEmpty, bytes.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The Material icon standing for an SF Symbol.
    public func materialName(for symbol: String) -> String? {
        if let mapped = SymbolMap.material[symbol], codepoints[mapped] != nil { return mapped }
        // `x.fill` reads like `x`; `x.circle` like `x`.
        for suffix in [".fill", ".circle", ".circle.fill", ".square", ".square.fill"] where symbol.hasSuffix(suffix) {
            if let base = materialName(for: String(symbol.dropLast(suffix.count))) { return base }
        }
        return nil
    }

    /// Path data of the symbol in a 1 × 1 box, or `nil` when it has no mapping.
    public func path(for symbol: String) -> String? {
        guard let name = materialName(for: symbol), let code = codepoints[name] else { return nil }
        return outlines.path(code)
    }
}

/// SF Symbol → Material Icons names, for the symbols toolbar and tab code commonly uses.
enum SymbolMap {
    static let material: [String: String] = [
        "plus": "add", "minus": "remove", "xmark": "close", "checkmark": "check",
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "download", "square.and.pencil": "edit_note",
        "pencil": "edit", "pencil.and.outline": "draw", "trash": "delete", "folder": "folder", "folder.badge.plus": "create_new_folder", "doc": "description", "doc.text": "article",
        "bold": "format_bold", "italic": "format_italic", "underline": "format_underlined", "strikethrough": "format_strikethrough",
        "textformat": "text_format", "textformat.size": "format_size", "textformat.alt": "text_fields",
        "list.bullet": "format_list_bulleted", "list.number": "format_list_numbered", "paintbrush": "brush", "paintpalette": "palette",
        "house": "home", "gearshape": "settings", "gear": "settings", "square.grid.2x2": "grid_view", "magnifyingglass": "search",
        "star": "star_border", "star.fill": "star", "heart": "favorite_border", "heart.fill": "favorite",
        "bookmark": "bookmark_border", "bookmark.fill": "bookmark", "tray": "inbox", "tray.full": "inbox", "paperplane": "send",
        "envelope": "mail", "bell": "notifications", "person": "person", "person.2": "people", "person.crop.circle": "account_circle",
        "photo": "photo", "camera": "photo_camera", "play": "play_arrow", "play.fill": "play_arrow", "pause": "pause",
        "stop": "stop", "forward": "fast_forward", "backward": "fast_rewind", "shuffle": "shuffle", "repeat": "repeat",
        "chevron.left": "chevron_left", "chevron.right": "chevron_right", "chevron.up": "expand_less", "chevron.down": "expand_more",
        "chevron.up.chevron.down": "unfold_more",
        "arrow.backward": "arrow_back", "arrow.forward": "arrow_forward", "arrow.left": "arrow_back", "arrow.right": "arrow_forward",
        "arrow.up": "arrow_upward", "arrow.down": "arrow_downward", "arrow.up.arrow.down": "swap_vert", "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay",
        "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo", "rotate.left": "rotate_left", "rotate.right": "rotate_right",
        "crop": "crop", "wand.and.stars": "auto_fix_high", "slider.horizontal.3": "tune", "info": "info", "info.circle": "info",
        "questionmark": "help_outline", "exclamationmark.triangle": "warning", "flag": "flag", "pin": "push_pin", "link": "link",
        "book": "menu_book", "books.vertical": "library_books", "text.book.closed": "book", "bag": "shopping_bag", "cart": "shopping_cart",
        "headphones": "headphones", "music.note": "music_note", "mic": "mic", "phone": "phone", "message": "chat", "bubble.left": "chat_bubble",
        "calendar": "calendar_today", "clock": "schedule", "timer": "timer", "alarm": "alarm", "map": "map", "location": "place",
        "globe": "public", "cloud": "cloud", "sun.max": "wb_sunny", "moon": "nightlight", "thermometer": "thermostat",
        "drop": "water_drop", "wind": "air", "bolt": "bolt", "flame": "local_fire_department", "leaf": "eco", "bird": "flutter_dash", "bird.fill": "flutter_dash",
        "sidebar.left": "view_sidebar", "sidebar.right": "view_sidebar", "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz",
        "line.3.horizontal": "menu", "line.3.horizontal.decrease": "filter_list", "square.grid.3x3": "apps",
        "rectangle.stack": "layers", "square.on.square": "content_copy", "doc.on.doc": "content_copy", "scissors": "content_cut",
        "lock": "lock", "lock.open": "lock_open", "eye": "visibility", "eye.slash": "visibility_off", "checkmark.circle": "check_circle",
        "xmark.circle": "cancel", "plus.circle": "add_circle", "minus.circle": "remove_circle", "figure.run": "directions_run",
        "figure.walk": "directions_walk", "heart.text.square": "monitor_heart", "stopwatch": "timer", "film": "movie",
        "tv": "tv", "gamecontroller": "sports_esports", "printer": "print", "square.and.arrow.up.on.square": "ios_share",
        "archivebox": "archive", "paperclip": "attach_file", "tag": "sell", "flag.checkered": "sports_score",
        "1.circle": "looks_one", "2.circle": "looks_two", "3.circle": "looks_3",
        "bubble.left.and.bubble.right": "forum", "building.columns": "account_balance", "eraser": "auto_fix_normal",
        "figure.climbing": "hiking", "humidity": "water_drop", "lasso": "gesture", "ruler": "straighten",
        "thermometer.medium": "thermostat", "person.3": "groups",
        "envelope.open": "drafts", "airplane": "flight", "newspaper": "newspaper", "atom": "science",
        "plus.square.on.square": "library_add", "grid": "grid_on",
        // Symbols public apps use most (two Mastodon clients, a chat app, a Mac app).
        "arrow.2.squarepath": "repeat", "at": "alternate_email", "number": "tag", "checkmark.seal": "verified", "xmark.seal": "new_releases",
        "arrowshape.turn.up.left": "reply", "safari": "explore", "hand.raised": "pan_tool", "quote.bubble": "format_quote",
        "quote.opening": "format_quote", "person.crop.circle.badge.xmark": "person_remove", "person.badge.plus": "person_add",
        "person.fill.badge.plus": "person_add", "person.badge.minus": "person_remove", "person.fill.badge.minus": "person_remove",
        "pencil.line": "edit", "speaker.slash": "volume_off", "speaker": "volume_mute", "speaker.wave.1": "volume_down", "speaker.wave.3": "volume_up", "speaker.fill": "volume_mute", "speaker.wave.2": "volume_up",
        "photo.on.rectangle.angled": "photo_library", "photo.on.rectangle": "photo_library", "photo.badge.plus": "add_photo_alternate",
        "line.horizontal.3": "menu", "exclamationmark.bubble": "feedback", "chart.bar": "bar_chart", "captions.bubble": "closed_caption",
        "bubble.left.and.text.bubble.right": "forum", "bell.badge": "notifications_active", "text.bubble": "chat", "server.rack": "dns",
        "rectangle.portrait.and.arrow.forward": "logout", "network": "public", "keyboard": "keyboard", "checkmark.shield": "verified_user",
        "character.book.closed": "translate", "arrow.triangle.2.circlepath": "sync", "waveform.path": "graphic_eq",
        "text.magnifyingglass": "manage_search", "wifi.exclamationmark": "wifi_off", "nosign": "block", "xmark.octagon": "block",
        "square": "crop_square", "speedometer": "speed", "suitcase": "work", "rectangle.on.rectangle": "filter_none", "party.popper": "celebration",
        "lock.rotation": "screen_lock_rotation", "dot.radiowaves.right": "rss_feed", "list.bullet.rectangle.portrait": "list_alt",
        "pencil.and.list.clipboard": "assignment",
        // Symbols of Apple's sample apps (a food truck, a bird feeder) and a Mac app.
        "chevron.forward": "chevron_right", "chevron.backward": "chevron_left", "fork.knife": "restaurant", "box.truck": "local_shipping",
        "shippingbox": "inventory_2", "wallet.pass": "wallet", "cup.and.saucer": "local_cafe", "line.horizontal.3.decrease": "filter_list",
        "line.3.horizontal.decrease.circle": "filter_list", "trophy": "emoji_events", "building.2": "apartment", "face.smiling": "sentiment_satisfied",
        "hand.thumbsup": "thumb_up", "hand.thumbsdown": "thumb_down", "sparkles": "auto_awesome", "storefront": "storefront",
        "cloud.sun": "wb_cloudy", "sun.min": "wb_sunny", "sunrise": "wb_twilight", "sunset": "wb_twilight", "zzz": "bedtime",
        "circle": "radio_button_unchecked", "circle.fill": "circle", "key": "key", "iphone": "smartphone", "ipad": "tablet_mac", "laptopcomputer": "laptop",
        "macbook": "laptop_mac", "desktopcomputer": "desktop_mac", "cube": "view_in_ar", "book.closed": "book", "doc.plaintext": "description",
        "bubble.right": "chat_bubble_outline", "arrowshape.turn.up.right": "forward", "chart.line.uptrend.xyaxis": "show_chart",
        "internaldrive": "storage", "hifispeaker": "speaker", "antenna.radiowaves.left.and.right": "cell_tower", "scalemass": "scale",
        "camera.viewfinder": "document_scanner", "arrow.left.arrow.right": "swap_horiz", "plus.bubble": "add_comment", "hand.draw": "gesture",
        "chevron.left.forwardslash.chevron.right": "code", "square.stack": "layers",
        "wrench": "build", "iphone.homebutton": "smartphone", "ipad.homebutton": "tablet_mac", "macmini": "desktop_windows",
        "ipad.and.iphone": "devices", "faxmachine": "fax", "gobackward": "replay", "goforward": "refresh", "arrow.uturn.right": "redo",
        "pause.rectangle": "pause_presentation", "person.3.sequence": "groups", "cylinder.split.1x2": "storage",
    ]
}
