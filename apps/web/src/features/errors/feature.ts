import { defineFeature, page } from "../navigation/index.ts";

/** The public error pages (the not-found page closes the app's route frame, app/routes.tsx). */
export const errorsFeature = defineFeature({
  name: "errors",
  routes: {
    public: [
      { path: "incubator-not-found", lazy: page(() => import("./routes/incubator-not-found.route.tsx")) },
      { path: "error", lazy: page(() => import("./routes/error.route.tsx")) },
    ],
  },
});
