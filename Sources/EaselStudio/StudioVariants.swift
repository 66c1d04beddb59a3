import EaselFrontend
import EaselIR
import EaselToolbars

/// The variant options a render or an interaction may name, as the CLI's `--locale`,
/// `--layout-direction`, `--orientation` and `--dynamic-type` (CLI contract, "Variants").
protocol VariantOptions {
    var locale: String? { get }
    var layoutDirection: LayoutDirection? { get }
    var orientation: Orientation? { get }
    var dynamicType: DynamicTypeSize? { get }
}

extension VariantOptions {
    /// What is not named is the base: left-to-right, `large`, the platform's orientation.
    var variant: Variant {
        Variant(locale: locale, layoutDirection: layoutDirection ?? .leftToRight, orientation: orientation, dynamicType: dynamicType ?? .large)
    }

    /// The window a request draws in: the platform's size in the variant's orientation unless a
    /// width or height is named, with the variant.
    func windowContext(platform: Platform, width: Double?, height: Double?, os: OSRelease?) -> ToolbarContext {
        let size = platform.defaultSize(orientation)
        var context = ToolbarContext(platform: platform, width: width ?? size.width, height: height ?? size.height, os: os ?? .current)
        context.variant = variant
        return context
    }

    func validateVariant() throws {
        if let locale, !Localizations.isLocaleCode(locale) {
            throw StudioFailure.badRequest("locale is a language code (de, de-CH, pt-BR) or a pseudolanguage: "
                                           + PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }
}
