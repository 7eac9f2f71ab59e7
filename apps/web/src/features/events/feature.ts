import { ACCESS, crumb, defineFeature, page, section } from "../navigation/index.ts";
import { unavailable } from "../unavailable/index.ts";

/** Events (spec-1 §2): the list; an event's page and its editor are not available yet. */
export const eventsFeature = defineFeature({
  name: "events",
  routes: {
    signedIn: [
      section("events", { crumbs: [crumb("nav.events")] }, [
        { index: true, lazy: page(() => import("./routes/events.route.tsx")) },
        unavailable(":id", { crumbs: [crumb("crumb.event")] }, [
          unavailable("edit", { access: ACCESS.eventEdit, crumbs: [crumb("crumb.edit")] }),
        ]),
      ]),
    ],
  },
  menu: {
    main: [
      {
        order: 20,
        key: "events",
        name: "nav.events",
        to: "/events",
        icon: "events",
        rule: { roles: "programme" },
      },
    ],
  },
});
