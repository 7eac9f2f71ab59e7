import { builder } from "../../graphql/builder.ts";
import type { CoachingMeetingSettings } from "../users/index.ts";
import { availability, updateAvailability } from "./availability.service.ts";

type Range = { startMinute: number; endMinute: number };

const MinuteRangeRef = builder.objectRef<Range>("MinuteRange").implement({
  fields: (t) => ({ startMinute: t.exposeInt("startMinute"), endMinute: t.exposeInt("endMinute") }),
});

const WeeklyRangeRef = builder.objectRef<Range & { weekday: number }>("WeeklyRange").implement({
  fields: (t) => ({
    weekday: t.exposeInt("weekday", { description: "0 = Sunday … 6 = Saturday" }),
    startMinute: t.exposeInt("startMinute", { description: "Minutes after local midnight" }),
    endMinute: t.exposeInt("endMinute"),
  }),
});

const DateOverrideRef = builder.objectRef<{ date: string; ranges: Range[] }>("DateOverride").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "YYYY-MM-DD in the host's zone" }),
    ranges: t.field({ type: [MinuteRangeRef], description: "Empty: a day off", resolve: (o) => o.ranges }),
  }),
});

export const CoachingMeetingSettingsRef = builder
  .objectRef<CoachingMeetingSettings>("CoachingMeetingSettings")
  .implement({
    fields: (t) => ({
      enabled: t.exposeBoolean("enabled"),
      availableDurationsInMins: t.exposeIntList("availableDurationsInMins"),
      defaultMeetingLocation: t.exposeString("defaultMeetingLocation", { nullable: true }),
      timeslotIncrement: t.exposeInt("timeslotIncrement", { nullable: true }),
      minimumNoticeHours: t.exposeInt("minimumNoticeHours"),
    }),
  });

type Feed = NonNullable<Awaited<ReturnType<typeof availability>>["icsFeed"]>;

const IcsFeedStatusRef = builder.objectRef<Feed>("IcsFeedStatus").implement({
  description: "The external calendar feed's last load (its events are busy time).",
  fields: (t) => ({
    url: t.exposeString("url"),
    status: t.exposeString("status", { description: "OK | FAILING | UNCHECKED" }),
    error: t.exposeString("error", { nullable: true, description: "Why the last load failed (English)" }),
    errorCode: t.exposeString("errorCode", {
      nullable: true,
      description:
        "The kind of failure, for a message in the reader's language: invalidUrl notHttps credentials blocked unknownHost unreachable certificate redirectNotHttps tooManyRedirects invalidIcs tooComplex timeout tooLarge http",
    }),
    checkedAt: t.exposeInt("checkedAt", { nullable: true, description: "Seconds since the epoch" }),
    eventCount: t.exposeInt("eventCount", { nullable: true }),
  }),
});

const HostAvailabilityRef = builder
  .objectRef<Awaited<ReturnType<typeof availability>>>("HostAvailability")
  .implement({
    fields: (t) => ({
      userId: t.exposeID("userId"),
      timezone: t.exposeString("timezone"),
      weeklyHours: t.field({ type: [WeeklyRangeRef], resolve: (a) => a.weeklyHours }),
      overrides: t.field({ type: [DateOverrideRef], resolve: (a) => a.overrides }),
      coachingMeetingSettings: t.field({
        type: CoachingMeetingSettingsRef,
        resolve: (a) => a.coachingMeetingSettings,
      }),
      icsFeedUrl: t.exposeString("icsFeedUrl", { nullable: true }),
      icsFeed: t.field({ type: IcsFeedStatusRef, nullable: true, resolve: (a) => a.icsFeed }),
    }),
  });

const MinuteRangeInput = builder.inputType("MinuteRangeInput", {
  fields: (t) => ({ startMinute: t.int({ required: true }), endMinute: t.int({ required: true }) }),
});
const WeeklyRangeInput = builder.inputType("WeeklyRangeInput", {
  fields: (t) => ({
    weekday: t.int({ required: true }),
    startMinute: t.int({ required: true }),
    endMinute: t.int({ required: true }),
  }),
});
const DateOverrideInput = builder.inputType("DateOverrideInput", {
  fields: (t) => ({
    date: t.string({ required: true }),
    ranges: t.field({ type: [MinuteRangeInput], required: true }),
  }),
});
const CoachingMeetingSettingsInput = builder.inputType("CoachingMeetingSettingsInput", {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    availableDurationsInMins: t.intList({ required: true }),
    defaultMeetingLocation: t.string(),
    timeslotIncrement: t.int(),
    minimumNoticeHours: t.int({ required: true }),
  }),
});
const AvailabilityInput = builder.inputType("AvailabilityInput", {
  fields: (t) => ({
    timezone: t.string({ required: true }),
    weeklyHours: t.field({ type: [WeeklyRangeInput], required: true }),
    overrides: t.field({ type: [DateOverrideInput], required: true }),
    coachingMeetingSettings: t.field({ type: CoachingMeetingSettingsInput, required: true }),
    icsFeedUrl: t.string(),
  }),
});

builder.queryField("availability", (t) =>
  t.field({
    type: HostAvailabilityRef,
    description: "A host's availability: your own, or another user's with AVAILABILITY:EDIT.",
    authScopes: { authenticated: true },
    args: { userId: t.arg.id() },
    resolve: (_r, args, ctx) => availability(ctx, args.userId == null ? null : String(args.userId)),
  }),
);

builder.mutationField("updateAvailability", (t) =>
  t.field({
    type: HostAvailabilityRef,
    description: "Saves the whole availability page: your own, or another user's with AVAILABILITY:EDIT.",
    authScopes: { authenticated: true },
    args: { userId: t.arg.id(), input: t.arg({ type: AvailabilityInput, required: true }) },
    resolve: (_r, args, ctx) =>
      updateAvailability(ctx, args.userId == null ? null : String(args.userId), args.input),
  }),
);
