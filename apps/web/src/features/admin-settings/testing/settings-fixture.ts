import type { IncubatorSettings } from "../lib/incubator-settings.ts";

/** The demo organisation's settings as the server answers them (for the page tests). */
export function settingsFixture(overrides: Partial<IncubatorSettings> = {}): IncubatorSettings {
  return {
    __typename: "IncubatorSettings",
    id: "inc-1",
    name: "Demo Accelerator",
    slug: "demo",
    description: "Pre-seed programmes",
    currency: "USD",
    timezone: "Europe/Paris",
    defaultLanguage: "en",
    allowUserSelfDelete: false,
    termsUrl: "https://demo.example/terms",
    supportEmail: "support@demo.example",
    generalEmail: null,
    customLogin: {
      __typename: "CustomLoginTextAndLink",
      active: true,
      text: "Apply now",
      url: "https://demo.example/apply",
      buttonBackgroundColor: "#ff8800",
      buttonTextColor: "#111111",
    },
    logo: "https://demo.example/logo.png",
    whiteLogo: null,
    brandPalette: {
      __typename: "BrandPalette",
      sidebar: {
        __typename: "SidebarPalette",
        backgroundColor: "#1d2b4f",
        textColor: "#c9d3ea",
        activeItemBackgroundColor: "#2f6fed",
        activeItemTextColor: "#ffffff",
        activeSubItemTextColor: "#8fb3ff",
        logoType: "WHITE",
      },
      login: { __typename: "LoginPalette", logoType: "DEFAULT" },
    },
    seo: { __typename: "IncubatorSeo", active: false, seoTitle: null, seoDescription: null },
    startupNameAlternative: {
      __typename: "StartupNameAlternative",
      active: true,
      label: [
        { __typename: "StartupNameLabel", language: "en", value: "Venture", plural: "Ventures" },
        { __typename: "StartupNameLabel", language: "fr", value: "projet", plural: null },
      ],
    },
    ...overrides,
  };
}
