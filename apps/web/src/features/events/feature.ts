import { crumb, defineFeature, page, section } from "../navigation/index.ts";

/**
 * Incubator events (issue 15; spec-2 §2 event routes, §3 IncubatorEvent): the list where
 * staff, founders and community members land, an event's page, and its editor. Who may
 * edit one event (EVENT:EDIT, or the event's editPermission user) is the event's own
 * `viewerCanEdit`, so /events/:id/edit decides on the page, not by a route rule
 * (decision 029).
 */
export const eventsFeature = defineFeature({
  name: "events",
  routes: {
    signedIn: [
      section("events", { crumbs: [crumb("nav.events", { to: "/events" })] }, [
        { index: true, lazy: page(() => import("./routes/events.route.tsx")) },
        {
          path: "new",
          handle: { access: { permission: "EVENT:CREATE" }, crumbs: [crumb("events.form.newTitle")] },
          lazy: page(() => import("./routes/event-new.route.tsx")),
        },
        {
          path: ":id",
          handle: { crumbs: [crumb("crumb.event")] },
          children: [
            { index: true, lazy: page(() => import("./routes/event.route.tsx")) },
            {
              path: "edit",
              handle: { crumbs: [crumb("crumb.edit")] },
              lazy: page(() => import("./routes/event-edit.route.tsx")),
            },
          ],
        },
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
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    events: keyof typeof import("./locales/en.json");
    /** The editor's texts, loaded with it (lib/editor-messages.ts). */
    eventsEditor: keyof typeof import("./editor-locales/en.json");
  }
}
