import { DECIDABLE, TRANSITIONS } from "@launchpad/domain/applications";
import type { ServiceContext } from "../../service-context.ts";
import { featureFlags } from "../feature-flags/index.ts";
import { type FormResponseView, responsesOfSubjects } from "../forms/index.ts";
import { holds } from "../permissions/index.ts";
import { type TagCard, tagCards } from "../tags/index.ts";
import { usersByIds } from "../users/index.ts";
import { type ApplicationReader, mayManage, readerOf } from "./application-access.ts";
import type { ApplicationView } from "./application-views.ts";
import {
  activitiesOf,
  applicationRoundsOf,
  commentsOf,
  emailsOf,
  tagIdsOfApplication,
} from "./applications.repository.ts";
import type {
  ApplicationActivityRow,
  ApplicationCommentRow,
  ApplicationEmailRow,
  ApplicationRoundRow,
  FunnelRoundRow,
} from "./applications.tables.ts";
import { blindFor } from "./blind.ts";
import { roundsOf } from "./funnels.repository.ts";

/**
 * What the application file reads (lane D, docs/application-file.md), field by field, each
 * for the viewer: `readerOf` (staff, applicant, evaluator; cached per request) decides, and
 * E's `blindFor` hides the applicant's identity and other reviewers' comments from an
 * evaluator still scoring a blind round. Any Application another query returns (overview,
 * my applications, evaluation queue) reads its fields through here too.
 */
type Ctx = ServiceContext;

const readers = new WeakMap<object, Map<string, Promise<ApplicationReader | null>>>();

/** How the viewer reads the application (cached per request). */
export function readerFor(ctx: Ctx, application: ApplicationView): Promise<ApplicationReader | null> {
  let perCtx = readers.get(ctx);
  if (!perCtx) {
    perCtx = new Map();
    readers.set(ctx, perCtx);
  }
  let reader = perCtx.get(application.id);
  if (!reader) {
    reader = readerOf(ctx, application);
    perCtx.set(application.id, reader);
  }
  return reader;
}

const anonymity = new WeakMap<object, Promise<boolean>>();

/** The anonymityApplications flag: evaluators never see who applied (organisation-wide). */
function anonymousToEvaluators(ctx: Ctx): Promise<boolean> {
  let on = anonymity.get(ctx);
  if (!on) {
    on = featureFlags(ctx).then((flags) => {
      const flag = flags.find((f) => f.name === "anonymityApplications");
      return Boolean(flag?.enabled && flag.activated);
    });
    anonymity.set(ctx, on);
  }
  return on;
}

/** Whether the viewer must not see who applied: blind round, or the anonymity flag for an evaluator. */
export async function identityHidden(ctx: Ctx, application: ApplicationView): Promise<boolean> {
  const reader = await readerFor(ctx, application);
  if (reader === null) return true;
  if (reader === "applicant") return false;
  if (await blindFor(ctx, application)) return true;
  return reader === "evaluator" && (await anonymousToEvaluators(ctx));
}

export type ApplicantCard = {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
};

export async function applicantCard(ctx: Ctx, application: ApplicationView): Promise<ApplicantCard | null> {
  if (await identityHidden(ctx, application)) return null;
  const [user] = await usersByIds(ctx, [application.applicantId]);
  if (!user) return null;
  return {
    id: user.id,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    avatar: user.avatar,
  };
}

export async function startupNameOf(ctx: Ctx, application: ApplicationView): Promise<string | null> {
  return (await identityHidden(ctx, application)) ? null : application.startupName;
}

export type RoundStep = ApplicationRoundRow & { round: FunnelRoundRow | null };

export async function roundPath(ctx: Ctx, application: ApplicationView): Promise<RoundStep[]> {
  if (!(await readerFor(ctx, application))) return [];
  const [steps, rounds] = await Promise.all([
    applicationRoundsOf(ctx.db, ctx.tenant, application.id),
    roundsOf(ctx.db, ctx.tenant, application.funnelId),
  ]);
  const byId = new Map(rounds.map((r) => [r.id, r]));
  return steps.map((s) => ({ ...s, round: byId.get(s.roundId) ?? null }));
}

export type AnswerSet = { round: FunnelRoundRow | null; response: FormResponseView };

/**
 * The applicant's answers by round and form version: their responses about the application,
 * placed in the round whose form they answer (the intake form in the first form round).
 * Evaluations are not here (E's applicationEvaluations). A blind reader sees no respondent name.
 */
export async function answersOf(ctx: Ctx, application: ApplicationView): Promise<AnswerSet[]> {
  if (!(await readerFor(ctx, application))) return [];
  const rounds = await roundsOf(ctx.db, ctx.tenant, application.funnelId);
  const responses = (await responsesOfSubjects(ctx, "application", [application.id])).filter(
    (r) => r.respondent.id === application.applicantId,
  );
  const hidden = await identityHidden(ctx, application);
  const roundOfForm = new Map<string, FunnelRoundRow>();
  for (const round of rounds) {
    if (round.type !== "evaluation" && round.formId && !roundOfForm.has(round.formId)) {
      roundOfForm.set(round.formId, round);
    }
  }
  const sets = responses.map((response) => ({
    round: roundOfForm.get(response.formId) ?? rounds.find((r) => r.type === "form") ?? null,
    response: hidden ? { ...response, respondent: { id: "", name: "" } } : response,
  }));
  return sets.sort(
    (a, b) =>
      (a.round?.position ?? 0) - (b.round?.position ?? 0) ||
      a.response.version.number - b.response.version.number,
  );
}

export type ActivityItem = ApplicationActivityRow & { actorName: string | null };

/** The file's activity, newest first: staff only. */
export async function activityOf(ctx: Ctx, application: ApplicationView): Promise<ActivityItem[]> {
  if ((await readerFor(ctx, application)) !== "staff") return [];
  const rows = await activitiesOf(ctx.db, ctx.tenant, application.id);
  const names = await namesOf(
    ctx,
    rows.map((r) => r.actorId),
  );
  return rows.map((r) => ({ ...r, actorName: r.actorId ? (names.get(r.actorId) ?? null) : null }));
}

export type CommentItem = ApplicationCommentRow & { authorName: string | null };

/**
 * The comments, newest first: staff read all; an evaluator all but, while blind, only their
 * own; the applicant only those marked for them.
 */
export async function commentsFor(ctx: Ctx, application: ApplicationView): Promise<CommentItem[]> {
  const reader = await readerFor(ctx, application);
  if (!reader) return [];
  let rows = await commentsOf(ctx.db, ctx.tenant, application.id);
  if (reader === "applicant") rows = rows.filter((c) => c.forApplicant);
  else if (reader === "evaluator" && (await blindFor(ctx, application))) {
    rows = rows.filter((c) => c.authorId === ctx.viewer?.id);
  }
  const names = await namesOf(
    ctx,
    rows.map((r) => r.authorId),
  );
  return rows.map((r) => ({ ...r, authorName: r.authorId ? (names.get(r.authorId) ?? null) : null }));
}

/** The round e-mails sent or scheduled about it, newest first: staff only. */
export async function emailsFor(ctx: Ctx, application: ApplicationView): Promise<ApplicationEmailRow[]> {
  if ((await readerFor(ctx, application)) !== "staff") return [];
  return emailsOf(ctx.db, ctx.tenant, application.id);
}

/** Its tags: staff holding TAGS:APPLICATION:VIEW. */
export async function tagsFor(ctx: Ctx, application: ApplicationView): Promise<TagCard[]> {
  if ((await readerFor(ctx, application)) !== "staff") return [];
  if (!(await holds(ctx, "TAGS:APPLICATION:VIEW"))) return [];
  const ids = await tagIdsOfApplication(ctx.db, ctx.tenant, application.id);
  return ids.length > 0 ? tagCards(ctx, ids) : [];
}

export const APPLICATION_ACTIONS = [
  "ACCEPT",
  "REJECT",
  "MOVE_TO_ROUND",
  "MOVE_TO_FUNNEL",
  "RESET",
  "DELETE",
  "DOWNLOAD_PDF",
  "COMMENT",
  "TAG",
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/**
 * What the viewer may do with the application now: the state machine's events for its status
 * (TRANSITIONS) crossed with the viewer's keys on its funnel. The server checks each again.
 */
export async function allowedActions(ctx: Ctx, application: ApplicationView): Promise<ApplicationAction[]> {
  const reader = await readerFor(ctx, application);
  if (reader === "evaluator") return ["COMMENT"];
  if (reader !== "staff") return [];
  const events = TRANSITIONS[application.status];
  const [decide, edit, remove, pdf, tag] = await Promise.all([
    mayManage(ctx, application, "APPLICATION/DECIDE_ROUND:VIEW"),
    mayManage(ctx, application, "APPLICATION_FLOW:EDIT"),
    mayManage(ctx, application, "APPLICATION:DELETE"),
    mayManage(ctx, application, "APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW"),
    holds(ctx, "TAGS:APPLICATION:VIEW"),
  ]);
  const actions: ApplicationAction[] = [];
  if (decide && DECIDABLE.includes(application.status) && application.roundId) actions.push("ACCEPT");
  if (decide && events.includes("REJECT")) actions.push("REJECT");
  if (edit && events.includes("ENTER_ROUND")) actions.push("MOVE_TO_ROUND");
  if (edit && events.includes("REJECT")) actions.push("MOVE_TO_FUNNEL");
  if (edit && events.includes("RESET")) actions.push("RESET");
  if (remove) actions.push("DELETE");
  if (pdf) actions.push("DOWNLOAD_PDF");
  actions.push("COMMENT");
  if (edit && tag) actions.push("TAG");
  return actions;
}

async function namesOf(ctx: Ctx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await usersByIds(ctx, wanted);
  return new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
}
