import { builder } from "../../graphql/builder.ts";
import { createFeedToken, feedStatus, revokeFeedToken } from "./feed-tokens.service.ts";

type Status = { active: boolean; createdAt: string | null; lastUsedAt: string | null };
type Address = { url: string; webcalUrl: string; createdAt: string };

const CalendarFeedRef = builder.objectRef<Status>("CalendarFeed").implement({
  description:
    "The viewer's personal calendar feed (decision 032): whether an address exists, not the address.",
  fields: (t) => ({
    active: t.exposeBoolean("active"),
    createdAt: t.exposeString("createdAt", { nullable: true }),
    lastUsedAt: t.exposeString("lastUsedAt", {
      nullable: true,
      description: "When a calendar app last read it (to the hour)",
    }),
  }),
});

const CalendarFeedAddressRef = builder.objectRef<Address>("CalendarFeedAddress").implement({
  description: "A new feed address, shown once: only its hash is kept.",
  fields: (t) => ({
    url: t.exposeString("url", { description: "https address (Google Calendar: From URL)" }),
    webcalUrl: t.exposeString("webcalUrl", {
      description: "webcal:// address (Apple Calendar subscribes in one click)",
    }),
    createdAt: t.exposeString("createdAt"),
  }),
});

builder.queryField("calendarFeed", (t) =>
  t.field({
    type: CalendarFeedRef,
    description: "Whether the viewer has a personal calendar feed address.",
    authScopes: { authenticated: true },
    resolve: (_r, _a, ctx) => feedStatus(ctx),
  }),
);

builder.mutationField("createCalendarFeed", (t) =>
  t.field({
    type: CalendarFeedAddressRef,
    description:
      "Makes the viewer's personal feed address of their meetings and registered events; any earlier address stops working at once.",
    authScopes: { authenticated: true },
    resolve: (_r, _a, ctx) => createFeedToken(ctx, ctx.request.origin),
  }),
);

builder.mutationField("revokeCalendarFeed", (t) =>
  t.boolean({
    description:
      "Deletes the viewer's feed address (true if there was one); calendar apps get 404 from then on.",
    authScopes: { authenticated: true },
    resolve: (_r, _a, ctx) => revokeFeedToken(ctx),
  }),
);
