import { crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * The signed-in user's profile picture and cover image (/profile/settings/picture), uploaded
 * through POST /api/users/file (docs/attachments.md).
 */
export const profileImagesFeature = defineFeature({
  name: "profile-images",
  routes: {
    profileSettings: [
      {
        path: "picture",
        handle: { crumbs: [crumb("profileImages.crumb")] },
        lazy: page(() => import("./routes/profile-images.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    profileImages: keyof typeof import("./locales/en.json");
  }
}
