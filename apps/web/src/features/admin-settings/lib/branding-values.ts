import { LOCALES, LOGO_TYPES, type Locale, SIDEBAR_COLORS, type SidebarColor } from "@launchpad/domain";
import type { IncubatorSettings, LogoType } from "./incubator-settings.ts";

/**
 * The branding form (spec-2 §3 Incubator: logos, brandPalette, incubatorSeo,
 * startupNameAlternative). The word for startup has one row per interface language; only
 * rows with a word are sent, so a server path "startupNameAlternative.label.0.value" names
 * the first row sent, which `brandingFieldPath` turns back into its row.
 */
export { SIDEBAR_COLORS, type SidebarColor };

export type StartupNameRow = { language: Locale; value: string; plural: string };

export type BrandingValues = {
  /** "" when there is none; else an https address or a data: URL. */
  logo: string;
  whiteLogo: string;
  brandPalette: {
    sidebar: Record<SidebarColor, string> & { logoType: LogoType };
    login: { logoType: LogoType };
  };
  seo: { active: boolean; seoTitle: string; seoDescription: string };
  startupNameAlternative: { active: boolean; label: StartupNameRow[] };
};

export type BrandingInput = {
  logo: string | null;
  whiteLogo: string | null;
  brandPalette: {
    sidebar: Record<SidebarColor, string> & { logoType: LogoType };
    login: { logoType: LogoType };
  };
  seo: { active: boolean; seoTitle: string | null; seoDescription: string | null };
  startupNameAlternative: {
    active: boolean;
    label: { language: Locale; value: string; plural: string | null }[];
  };
};

/** English first: a language without its own word uses the English one. */
export const LABEL_LANGUAGES: readonly Locale[] = ["en", ...LOCALES.filter((locale) => locale !== "en")];

const toLogoType = (value: string): LogoType =>
  (LOGO_TYPES as readonly string[]).includes(value) ? (value as LogoType) : LOGO_TYPES[0];

export function toBrandingValues(settings: IncubatorSettings): BrandingValues {
  const { sidebar, login } = settings.brandPalette;
  const labels = settings.startupNameAlternative.label;
  return {
    logo: settings.logo ?? "",
    whiteLogo: settings.whiteLogo ?? "",
    brandPalette: {
      sidebar: {
        backgroundColor: sidebar.backgroundColor,
        textColor: sidebar.textColor,
        activeItemBackgroundColor: sidebar.activeItemBackgroundColor,
        activeItemTextColor: sidebar.activeItemTextColor,
        activeSubItemTextColor: sidebar.activeSubItemTextColor,
        logoType: toLogoType(sidebar.logoType),
      },
      login: { logoType: toLogoType(login.logoType) },
    },
    seo: {
      active: settings.seo.active,
      seoTitle: settings.seo.seoTitle ?? "",
      seoDescription: settings.seo.seoDescription ?? "",
    },
    startupNameAlternative: {
      active: settings.startupNameAlternative.active,
      label: LABEL_LANGUAGES.map((language) => {
        const label = labels.find((entry) => entry.language === language);
        return { language, value: label?.value ?? "", plural: label?.plural ?? "" };
      }),
    },
  };
}

const optional = (value: string): string | null => value.trim() || null;

export function toBrandingInput(values: BrandingValues): BrandingInput {
  const { sidebar, login } = values.brandPalette;
  return {
    logo: optional(values.logo),
    whiteLogo: optional(values.whiteLogo),
    brandPalette: {
      sidebar: {
        backgroundColor: sidebar.backgroundColor.trim(),
        textColor: sidebar.textColor.trim(),
        activeItemBackgroundColor: sidebar.activeItemBackgroundColor.trim(),
        activeItemTextColor: sidebar.activeItemTextColor.trim(),
        activeSubItemTextColor: sidebar.activeSubItemTextColor.trim(),
        logoType: sidebar.logoType,
      },
      login: { logoType: login.logoType },
    },
    seo: {
      active: values.seo.active,
      seoTitle: optional(values.seo.seoTitle),
      seoDescription: optional(values.seo.seoDescription),
    },
    startupNameAlternative: {
      active: values.startupNameAlternative.active,
      label: sentRows(values).map(({ row }) => ({
        language: row.language,
        value: row.value.trim(),
        plural: optional(row.plural),
      })),
    },
  };
}

/** The rows that have a word, with their place in the form. */
function sentRows(values: BrandingValues): { row: StartupNameRow; index: number }[] {
  return values.startupNameAlternative.label
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.value.trim());
}

/** A server field path of the sent input, as the form names the field. */
export function brandingFieldPath(values: BrandingValues): (path: string) => string {
  const rows = sentRows(values).map(({ index }) => index);
  return (path) =>
    path.replace(
      /^startupNameAlternative\.label\.(\d+)/,
      (_whole, sent: string) => `startupNameAlternative.label.${rows[Number(sent)] ?? sent}`,
    );
}
