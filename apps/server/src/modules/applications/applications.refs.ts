import {
  APPLICATION_STATUSES,
  EMAIL_TIMINGS,
  FUNNEL_TYPES,
  REAPPLY_RULES,
  ROUND_EMAIL_KINDS,
  ROUND_TYPES,
} from "@launchpad/domain/applications";
import { builder } from "../../graphql/builder.ts";
import type { ApplicationView, FunnelView, RoundEmailView, RoundView } from "./application-views.ts";

/**
 * The applications module's GraphQL types, declared once here and implemented by their
 * owners (docs/applications.md): Funnel, Round and RoundEmail in funnels.schema.ts,
 * Application's core fields in application.schema.ts. Other files add fields with
 * `builder.objectFields(ApplicationRef, (t) => ({ … }))`.
 */
export const ApplicationStatusRef = builder.enumType("ApplicationStatus", { values: APPLICATION_STATUSES });
export const RoundTypeRef = builder.enumType("RoundType", { values: ROUND_TYPES });
export const FunnelTypeRef = builder.enumType("FunnelType", { values: FUNNEL_TYPES });
export const ReapplyRuleRef = builder.enumType("ReapplyRule", { values: REAPPLY_RULES });
export const RoundEmailKindRef = builder.enumType("RoundEmailKind", { values: ROUND_EMAIL_KINDS });
export const EmailTimingRef = builder.enumType("EmailTiming", { values: EMAIL_TIMINGS });

const ReapplyRef = builder.objectRef<FunnelView["reapply"]>("Reapply").implement({
  fields: (t) => ({
    rule: t.field({ type: ReapplyRuleRef, resolve: (r) => r.rule }),
    cooldownDays: t.exposeInt("cooldownDays"),
  }),
});

const MeetingModeRef = builder.enumType("MeetingMode", { values: ["online", "in_person"] as const });
type Meeting = NonNullable<RoundView["meeting"]>;
export const RoundMeetingRef = builder.objectRef<Meeting>("RoundMeeting").implement({
  description: "A meeting round's meeting (spec-1 §3 Application meeting details).",
  fields: (t) => ({
    durationMinutes: t.exposeInt("durationMinutes"),
    incrementMinutes: t.exposeInt("incrementMinutes", { nullable: true }),
    location: t.exposeString("location", { nullable: true }),
    mode: t.field({ type: MeetingModeRef, resolve: (m) => m.mode }),
    hostIds: t.exposeIDList("hostIds"),
  }),
});

/** Localised text as the API gives it: language → text. */
const localized = { type: "JSON", description: "Localised text: { language: text }" } as const;
const iso = { description: "ISO 8601" } as const;

/** Staff's view of a funnel; the public page reads `PublicFunnel` (applying.schema.ts). */
export const FunnelRef = builder.objectRef<FunnelView>("Funnel").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.field({ type: FunnelTypeRef, resolve: (f) => f.type }),
    name: t.exposeString("name"),
    displayName: t.field({ ...localized, resolve: (f) => f.displayName }),
    slug: t.exposeString("slug"),
    intakeFormId: t.exposeID("intakeFormId", { nullable: true }),
    deadline: t.exposeString("deadline", { nullable: true, ...iso }),
    closedAt: t.exposeString("closedAt", { nullable: true, ...iso }),
    reapply: t.field({ type: ReapplyRef, resolve: (f) => f.reapply }),
    acceptedRoleId: t.exposeID("acceptedRoleId", { nullable: true }),
    published: t.exposeBoolean("published"),
    createdAt: t.exposeString("createdAt", iso),
    updatedAt: t.exposeString("updatedAt", iso),
  }),
});

export const RoundRef = builder.objectRef<RoundView>("Round").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    funnelId: t.exposeID("funnelId"),
    position: t.exposeInt("position"),
    type: t.field({ type: RoundTypeRef, resolve: (r) => r.type }),
    name: t.field({ ...localized, resolve: (r) => r.name }),
    formId: t.exposeID("formId", { nullable: true }),
    blind: t.exposeBoolean("blind"),
    evaluatorsPerApplication: t.exposeInt("evaluatorsPerApplication"),
    meeting: t.field({ type: RoundMeetingRef, nullable: true, resolve: (r) => r.meeting }),
  }),
});

export const RoundEmailRef = builder.objectRef<RoundEmailView>("RoundEmail").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    roundId: t.exposeID("roundId"),
    kind: t.field({ type: RoundEmailKindRef, resolve: (e) => e.kind }),
    reason: t.field({ ...localized, nullable: true, resolve: (e) => e.reason }),
    subject: t.field({ ...localized, resolve: (e) => e.subject }),
    body: t.field({ ...localized, resolve: (e) => e.body }),
    timing: t.field({ type: EmailTimingRef, resolve: (e) => e.timing }),
    delayHours: t.exposeInt("delayHours"),
  }),
});

/**
 * An application. Who may read it is decided before it is returned (the service's
 * `readableApplication`); fields a blind evaluator must not see (applicant, scores) check
 * `blindFor` in their own resolvers (docs/applications.md).
 */
export const ApplicationRef = builder.objectRef<ApplicationView>("Application").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    funnelId: t.exposeID("funnelId"),
    roundId: t.exposeID("roundId", { nullable: true }),
    status: t.field({ type: ApplicationStatusRef, resolve: (a) => a.status }),
    archivedAt: t.exposeString("archivedAt", { nullable: true, ...iso }),
    submittedAt: t.exposeString("submittedAt", { nullable: true, ...iso }),
    decidedAt: t.exposeString("decidedAt", { nullable: true, ...iso }),
    startupId: t.exposeID("startupId", { nullable: true }),
    createdAt: t.exposeString("createdAt", iso),
    updatedAt: t.exposeString("updatedAt", iso),
  }),
});
