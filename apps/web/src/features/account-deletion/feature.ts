import { crumb, defineFeature, page } from "../navigation/index.ts";

/** Deleting one's own account (/profile/settings/accountDeletion). */
export const accountDeletionFeature = defineFeature({
  name: "account-deletion",
  routes: {
    profileSettings: [
      {
        path: "accountDeletion",
        handle: { crumbs: [crumb("crumb.accountDeletion")] },
        lazy: page(() => import("./routes/account-deletion.route.tsx")),
      },
    ],
  },
});
