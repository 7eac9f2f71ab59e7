import { defineFeature } from "../navigation/index.ts";

/**
 * The names of roles, shared by every screen that shows one (the account menu, the
 * community, the portfolio, booking, user management, the roles and permissions pages).
 */
export const roleNamesFeature = defineFeature({
  name: "role-names",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "role-names": keyof typeof import("./locales/en.json");
  }
}
