import { defineFeature } from "../navigation/index.ts";

/**
 * The texts of the shared upload field (components/file-upload), used by every screen that
 * uploads (profile picture, event covers and attachments). Loaded with the signed-in area,
 * not on the public pages: nothing there uploads.
 */
export const uploadsFeature = defineFeature({
  name: "uploads",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    uploads: keyof typeof import("./locales/en.json");
  }
}
