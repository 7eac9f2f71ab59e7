import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";
import { formFillPublicRoutes } from "./public-routes.ts";

/**
 * Filling forms (issue 16, decision 041): the one renderer (FormRenderer, used by the
 * builder's preview and the profiles too), /survey/:id (a feedback form, flag
 * feedbackForms), and the public /share/forms/:uuid and /download/forms/:id. Its texts load
 * with the renderer and its pages (lib/messages.ts), not with the signed-in area.
 */
export const formFillFeature = defineFeature({
  name: "form-fill",
  routes: {
    public: formFillPublicRoutes,
    signedIn: [
      {
        path: "survey/:id",
        handle: { access: ACCESS.survey, crumbs: [crumb("crumb.survey")] },
        lazy: page(() => import("./routes/survey.route.tsx")),
      },
    ],
  },
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    formFill: keyof typeof import("./locales/en.json");
  }
}
