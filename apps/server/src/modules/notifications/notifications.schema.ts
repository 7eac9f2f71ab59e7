import { builder } from "../../graphql/builder.ts";
import type { NotificationView } from "./notification-view.ts";
import {
  markNotificationsRead,
  type NotificationPage,
  notificationsCreatedForViewer,
  notificationsPage,
  setNotificationsLastSeen,
  type Unseen,
  unseenNotifications,
} from "./notifications.service.ts";
import {
  notificationPreferences,
  type PreferencesView,
  type PreferenceView,
  updateNotificationPreferences,
} from "./preferences.service.ts";

/** GraphQL of spec-1 §7's notification calls; every field is the signed-in user's own. */
const ValuesRef = builder.objectRef<NotificationView["values"]>("NotificationValues").implement({
  description: "What the message shows and the link needs, as they were when it was made.",
  fields: (t) => ({
    actorName: t.exposeString("actorName", { nullable: true }),
    startupId: t.exposeString("startupId", { nullable: true }),
    startupName: t.exposeString("startupName", { nullable: true }),
    applicationId: t.exposeString("applicationId", { nullable: true }),
    applicantName: t.exposeString("applicantName", { nullable: true }),
    programName: t.exposeString("programName", { nullable: true }),
    meetingId: t.exposeString("meetingId", { nullable: true }),
    startsAt: t.exposeString("startsAt", { nullable: true, description: "ISO 8601" }),
    period: t.exposeString("period", { nullable: true }),
    status: t.exposeString("status", { nullable: true }),
    error: t.exposeString("error", { nullable: true }),
    eventId: t.exposeString("eventId", { nullable: true }),
    eventTitle: t.exposeString("eventTitle", { nullable: true }),
  }),
});

const NotificationRef = builder.objectRef<NotificationView>("Notification").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type", { description: "One of the 12 types of spec-1 §3 (docs/notifications.md)" }),
    isRead: t.exposeBoolean("isRead"),
    createdAt: t.string({ description: "ISO 8601", resolve: (n) => n.createdAt.toISOString() }),
    url: t.exposeString("url", { description: "Where clicking it goes" }),
    icon: t.exposeString("icon"),
    values: t.field({ type: ValuesRef, resolve: (n) => n.values }),
  }),
});

const PageRef = builder.objectRef<NotificationPage>("NotificationPage").implement({
  fields: (t) => ({
    items: t.field({ type: [NotificationRef], resolve: (p) => p.items }),
    nextCursor: t.exposeString("nextCursor", { nullable: true, description: "null on the last page" }),
    pageSize: t.exposeInt("pageSize"),
  }),
});

const UnseenRef = builder.objectRef<Unseen>("UnseenNotifications").implement({
  fields: (t) => ({
    count: t.exposeInt("count", { description: "Items since the panel was last opened, at most 100 (99+)" }),
    lastSeenTimestamp: t.string({
      nullable: true,
      description: "ISO 8601; null until the panel is first opened",
      resolve: (u) => u.lastSeenTimestamp?.toISOString() ?? null,
    }),
  }),
});

const PreferenceRef = builder.objectRef<PreferenceView>("NotificationPreference").implement({
  fields: (t) => ({
    type: t.exposeString("type"),
    inApp: t.exposeBoolean("inApp"),
    email: t.exposeBoolean("email"),
    critical: t.exposeBoolean("critical", { description: "Cannot be switched off (decision 018)" }),
    emailByProducer: t.exposeBoolean("emailByProducer", {
      description: "Its e-mail is the producer's own (the meeting invitation), not in the digest",
    }),
  }),
});

const PreferencesRef = builder.objectRef<PreferencesView>("NotificationPreferences").implement({
  fields: (t) => ({
    digestFrequency: t.exposeString("digestFrequency", { description: "IMMEDIATE or DAILY" }),
    types: t.field({ type: [PreferenceRef], resolve: (p) => p.types }),
  }),
});

const PreferenceInput = builder.inputType("NotificationPreferenceInput", {
  fields: (t) => ({
    type: t.string({ required: true }),
    inApp: t.boolean({ required: true }),
    email: t.boolean({ required: true }),
  }),
});

const PreferencesInput = builder.inputType("NotificationPreferencesInput", {
  fields: (t) => ({
    digestFrequency: t.string(),
    types: t.field({ type: [PreferenceInput] }),
  }),
});

builder.queryField("notifications", (t) =>
  t.field({
    type: PageRef,
    description:
      "The viewer's notifications, newest first, 16 a page; `after` is the previous page's nextCursor.",
    authScopes: { authenticated: true },
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_r, args, ctx) => notificationsPage(ctx, args),
  }),
);

builder.queryField("unseenNotifications", (t) =>
  t.field({
    type: UnseenRef,
    description: "The badge: items since the viewer last opened the panel (at most 100), and when that was.",
    authScopes: { authenticated: true },
    resolve: (_r, _a, ctx) => unseenNotifications(ctx),
  }),
);

builder.queryField("notificationPreferences", (t) =>
  t.field({
    type: PreferencesRef,
    description: "The viewer's type × channel grid and digest frequency.",
    authScopes: { authenticated: true },
    resolve: (_r, _a, ctx) => notificationPreferences(ctx),
  }),
);

builder.mutationField("markNotificationsRead", (t) =>
  t.field({
    type: [NotificationRef],
    description:
      "Marks the viewer's notifications read (ids of others' change nothing); a read item leaves the e-mail digest.",
    authScopes: { authenticated: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => markNotificationsRead(ctx, { ids: args.ids.map(String) }),
  }),
);

builder.mutationField("setNotificationsLastSeen", (t) =>
  t.field({
    type: UnseenRef,
    description:
      "Opening the panel: records the time (never later than the server's, never backwards); answers the unseen count.",
    authScopes: { authenticated: true },
    args: { timestamp: t.arg.string() },
    resolve: (_r, args, ctx) => setNotificationsLastSeen(ctx, args),
  }),
);

builder.mutationField("updateNotificationPreferences", (t) =>
  t.field({
    type: PreferencesRef,
    description:
      "Saves cells of the viewer's grid and the digest frequency; a critical type cannot be switched off.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: PreferencesInput, required: true }) },
    resolve: (_r, args, ctx) =>
      updateNotificationPreferences(ctx, args.input as Parameters<typeof updateNotificationPreferences>[1]),
  }),
);

builder.subscriptionField("notificationCreated", (t) =>
  t.field({
    type: NotificationRef,
    description: "Fires for each new notification of the signed-in user (on any server instance).",
    authScopes: { authenticated: true },
    subscribe: (_r, _a, ctx) => notificationsCreatedForViewer(ctx),
    resolve: (event: NotificationView) => event,
  }),
);
