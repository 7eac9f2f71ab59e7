import { ADMIN_GROUP, type PermissionCases } from "../../test/matrix.ts";

const settingsInput = {
  name: "",
  currency: "USD",
  timezone: "UTC",
  defaultLanguage: "en",
  allowUserSelfDelete: false,
  customLogin: { active: false },
};
const badPalette = {
  sidebar: {
    backgroundColor: "#12345",
    textColor: "#fff",
    activeItemBackgroundColor: "#fff",
    activeItemTextColor: "#fff",
    activeSubItemTextColor: "#fff",
    logoType: "WHITE",
  },
  login: { logoType: "DEFAULT" },
};

/** incubator: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  incubator: { rule: { public: true }, query: "{ incubator { id } }" },
  incubatorSettings: { rule: { roles: ADMIN_GROUP }, query: "{ incubatorSettings { name } }" },
  updateIncubatorSettings: {
    rule: { roles: ADMIN_GROUP },
    query: "mutation M($i: IncubatorSettingsInput!) { updateIncubatorSettings(input: $i) { id } }",
    variables: () => ({ i: settingsInput }),
  },
  updateIncubatorBranding: {
    rule: { roles: ADMIN_GROUP },
    query: "mutation M($i: IncubatorBrandingInput!) { updateIncubatorBranding(input: $i) { id } }",
    variables: () => ({
      i: {
        brandPalette: badPalette,
        seo: { active: false },
        startupNameAlternative: { active: false, label: [] },
      },
    }),
  },
};
