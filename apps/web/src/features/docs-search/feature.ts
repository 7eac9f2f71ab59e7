import { defineFeature, page } from "../navigation/index.ts";

/** The user docs, read inside the shell (/docs/:slug); the search itself sits in the top bar. */
export const docsSearchFeature = defineFeature({
  name: "docs-search",
  routes: {
    signedIn: [
      {
        path: "docs/:slug",
        handle: { crumbs: [{ labelId: "docs.title", to: null }] },
        lazy: page(() => import("./routes/doc-page.route.tsx")),
      },
    ],
  },
});
