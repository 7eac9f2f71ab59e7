import type { RoundType } from "./statuses.ts";

/**
 * Funnels and rounds (issue 17, spec-1 §2 /setup/funnels, spec-2 §3 Meeting details): the
 * shapes both sides share. Zod-free (the first pages may import it); the schemas that check
 * input are in funnel-schema.ts.
 */
export const FUNNEL_TYPES = ["startup", "community"] as const;
export type FunnelType = (typeof FUNNEL_TYPES)[number];

/**
 * Re-apply rules: may someone whose application to this funnel was rejected (or accepted)
 * apply again? `never`; `after_rejection` (a rejected applicant, after `cooldownDays`);
 * `always` (one open application at a time, whatever happened before).
 */
export const REAPPLY_RULES = ["never", "after_rejection", "always"] as const;
export type ReapplyRule = (typeof REAPPLY_RULES)[number];
export type Reapply = { rule: ReapplyRule; cooldownDays: number };

/** A round's e-mails: each kind may be sent now, scheduled (after `delayHours`), or not at all. */
export const ROUND_EMAIL_KINDS = ["invitation", "reminder", "acceptance", "rejection"] as const;
export type RoundEmailKind = (typeof ROUND_EMAIL_KINDS)[number];
export const EMAIL_TIMINGS = ["now", "scheduled", "never"] as const;
export type EmailTiming = (typeof EMAIL_TIMINGS)[number];

/**
 * The merge tags an admin may write in a round e-mail's subject and body (liquidjs,
 * `{{ applicant.firstName }}`). The server renders them with liquidjs (no JavaScript runs);
 * an unknown tag is refused when the e-mail is saved.
 */
export const MERGE_TAGS = [
  "applicant.firstName",
  "applicant.lastName",
  "applicant.fullName",
  "applicant.email",
  "funnel.name",
  "funnel.displayName",
  "round.name",
  "organisation.name",
  "application.link",
  "meeting.link",
  "reviewerComments",
] as const;
export type MergeTag = (typeof MERGE_TAGS)[number];

/** Localised text: language → text (the organisation's languages; English or its default first). */
export type LocalizedText = Record<string, string>;

export type RoundEmail = {
  id: string;
  kind: RoundEmailKind;
  /** A rejection e-mail's reason (its label in the reject dialog); null for the other kinds. */
  reason: LocalizedText | null;
  subject: LocalizedText;
  body: LocalizedText;
  timing: EmailTiming;
  /** With timing "scheduled": hours after the trigger (decision, invitation). */
  delayHours: number;
};

/** A meeting round's meeting (spec-1 §3 Application meeting details). */
export type RoundMeeting = {
  durationMinutes: number;
  /** The slot increment; null: the slot engine's default (spec-1 §9). */
  incrementMinutes: number | null;
  location: string | null;
  mode: "online" | "in_person";
  /** Who the applicant meets (hosts whose availability is offered). */
  hostIds: string[];
};

export type Round = {
  id: string;
  position: number;
  type: RoundType;
  name: LocalizedText;
  /** Form rounds: an intake-kind form; evaluation rounds: an evaluation-kind form. */
  formId: string | null;
  /** Evaluation rounds: evaluators see no other score and no applicant identity until they submit. */
  blind: boolean;
  /** Evaluation rounds: how many evaluators an application should get. */
  evaluatorsPerApplication: number;
  meeting: RoundMeeting | null;
};

export const ROUND_LIMITS = {
  maxRounds: 10,
  maxEvaluatorsPerApplication: 10,
  maxDurationMinutes: 480,
} as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const APPLICATIONS_PAGE_SIZE = 25;
/** spec-1 §4: the application batch progress card closes 5 s after an overall success. */
export const APPLICATION_BATCH_DISMISS_MS = 5000;
