import type { IncubatorBrandingFragment } from "../../gql/graphql.ts";

/** For tests: an organisation's whole branding, as IncubatorBranding selects it. */
export const brandedIncubator = {
  __typename: "Incubator" as const,
  id: "1",
  name: "Demo Accelerator",
  slug: "demo",
  logo: null,
  whiteLogo: null,
  defaultLanguage: "en",
  incubatorSeo: { __typename: "IncubatorSeo" as const, active: false, seoTitle: null, seoDescription: null },
  brandPalette: {
    __typename: "BrandPalette" as const,
    sidebar: {
      __typename: "SidebarPalette" as const,
      backgroundColor: "#1d2b4f",
      textColor: "#ffffff",
      activeItemBackgroundColor: "#2f6fed",
      activeItemTextColor: "#ffffff",
      activeSubItemTextColor: "#8fb3ff",
      logoType: "WHITE",
    },
    login: { __typename: "LoginPalette" as const, logoType: "DEFAULT" },
  },
  startupNameAlternative: { __typename: "StartupNameAlternative" as const, active: false, label: [] },
} satisfies IncubatorBrandingFragment;
