import { builder } from "../../graphql/builder.ts";
import { ForbiddenError } from "../../graphql/errors.ts";
import type { SessionEndedEvent } from "../../graphql/pubsub.ts";
import { logoutSession, upsertSession } from "./sessions.service.ts";

const SessionRef = builder.objectRef<{ id: string; status: string }>("Session").implement({
  fields: (t) => ({ id: t.exposeID("id"), status: t.exposeString("status") }),
});

const SessionLoggedOutRef = builder.objectRef<SessionEndedEvent>("SessionLoggedOut").implement({
  fields: (t) => ({ sessionId: t.exposeID("sessionId"), reason: t.exposeString("reason") }),
});

builder.mutationField("upsertSession", (t) =>
  t.field({
    type: SessionRef,
    description:
      "Activates (or refreshes) the session of the token. At the incubator's limit it fails with 'Maximum number of sessions reached' unless `takeover` ends the oldest.",
    authScopes: { session: true },
    args: { sessionId: t.arg.id(), takeover: t.arg.boolean() },
    resolve: (_root, args, ctx) => upsertSession(ctx, ctx.auth, { takeover: args.takeover }),
  }),
);

builder.mutationField("logoutSession", (t) =>
  t.field({
    type: "Boolean",
    authScopes: { session: true },
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => logoutSession(ctx, ctx.auth, String(args.sessionId)),
  }),
);

builder.subscriptionField("sessionLoggedOut", (t) =>
  t.field({
    type: SessionLoggedOutRef,
    description: "Fires when this session ends elsewhere (takeover, password reset, deactivation).",
    authScopes: { session: true },
    args: { sessionId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => {
      if (String(args.sessionId) !== ctx.auth?.sessionId) throw new ForbiddenError("Not your session");
      return ctx.pubsub.subscribe("session:ended", String(args.sessionId));
    },
    resolve: (event: SessionEndedEvent) => event,
  }),
);
