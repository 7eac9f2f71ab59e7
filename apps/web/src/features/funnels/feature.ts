import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * The funnel setup (issue 17; spec-2 §2 /setup/funnels FUNNELS:VIEW:LIST and
 * /setup/funnel/:id FUNNEL:EDIT, docs/funnels.md). The editor is full screen (no top bar).
 * Funnel admins keep their rights on their funnels without the keys: the server decides per
 * funnel. The texts load with the pages (funnel-locales, MessagesGate), not with the
 * signed-in area: the menu entry and crumbs use the shared catalogue.
 */
export const funnelsFeature = defineFeature({
  name: "funnels",
  routes: {
    setup: [
      {
        path: "funnels",
        handle: { access: ACCESS.funnels, crumbs: [crumb("nav.setup.funnels")] },
        lazy: page(() => import("./routes/funnels.route.tsx")),
      },
      {
        path: "funnel/:id",
        handle: {
          access: ACCESS.funnelEdit,
          fullScreen: true,
          crumbs: [crumb("nav.setup.funnels", { to: "/setup/funnels" }), crumb("crumb.funnel")],
        },
        lazy: page(() => import("./routes/funnel.route.tsx")),
      },
    ],
  },
  menu: {
    setup: [
      {
        order: 10,
        key: "setup.funnels",
        name: "nav.setup.funnels",
        to: "/setup/funnels",
        rule: ACCESS.funnels,
      },
    ],
  },
});
