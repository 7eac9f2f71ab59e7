import { ROUND_LIMITS, type RoundType } from "@launchpad/domain/applications";
import { inTransaction } from "../../db/client.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { formSummary } from "../forms/index.ts";
import { peopleByIds } from "../users/index.ts";
import { mayOnFunnel } from "./access.ts";
import { type RoundEmailView, type RoundView, roundEmailView, roundView } from "./application-views.ts";
import type { FunnelRoundRow, FunnelRow } from "./applications.tables.ts";
import { type RoundEmailInput, type RoundInput, roundEmailInput, roundInput } from "./funnel-schema.ts";
import {
  RoundEmailExistsError,
  RoundFixedError,
  RoundInUseError,
  TooManyRoundsError,
} from "./funnels.errors.ts";
import {
  deleteRoundEmailRow,
  deleteRoundRow,
  findFunnel,
  findRound,
  findRoundEmail,
  insertRound,
  insertRoundEmail,
  renumberRounds,
  roundEmailsOf,
  roundInUse,
  roundsOf,
  updateFunnelRow,
  updateRoundEmailRow,
  updateRoundRow,
} from "./funnels.repository.ts";
import { HOST_ROLES, mayReadFunnel } from "./funnels.service.ts";
import { checkTemplate } from "./mail-templates.ts";

/**
 * A funnel's rounds and their e-mails (issue 17, docs/funnels.md). Rounds are numbered
 * 1..n; round 1 is the intake form round (it stays first, stays a form round, and its form is
 * the funnel's intake form). A form round takes an intake-kind form, an evaluation round an
 * evaluation-kind form, a meeting round its meeting (hosts from the team and the network).
 * Every change holds the funnel's row lock, so concurrent reorders cannot interleave.
 * E-mails: one per kind and round, but rejections (one per reason); their subjects and
 * bodies are liquid templates of merge tags only (`checkTemplate`). Rejection e-mails need
 * EMAIL_REJECTION:CREATE to create and EMAIL_REJECTION:EDIT to change or delete (or being
 * the funnel's admin, as every key here).
 */
async function editable(ctx: ServiceContext, funnelId: string): Promise<FunnelRow> {
  const funnel = await findFunnel(ctx.db, ctx.tenant, funnelId);
  if (!funnel || !(await mayReadFunnel(ctx, funnel.id))) throw new NotFoundError("Funnel");
  if (!(await mayOnFunnel(ctx, funnel.id, "FUNNEL:EDIT"))) throw new ForbiddenError();
  return funnel;
}

async function roundFor(ctx: ServiceContext, roundId: string): Promise<FunnelRoundRow> {
  const round = await findRound(ctx.db, ctx.tenant, roundId);
  if (!round) throw new NotFoundError("Round");
  await editable(ctx, round.funnelId);
  return round;
}

const FORM_KIND_OF: Partial<Record<RoundType, string>> = { form: "intake", evaluation: "evaluation" };

async function checkRound(ctx: ServiceContext, input: RoundInput): Promise<void> {
  const fields: Record<string, string> = {};
  const kind = FORM_KIND_OF[input.type];
  if (kind && input.formId) {
    const form = await formSummary(ctx, input.formId);
    if (!form) throw new NotFoundError("Form");
    if (form.kind !== kind)
      fields.formId = kind === "intake" ? "Choose an application (intake) form" : "Choose an evaluation form";
  }
  if (input.type === "form" && !input.formId) fields.formId = "A form round needs its form";
  if (input.meeting) {
    const hosts = await peopleByIds(ctx, input.meeting.hostIds);
    const allowed = new Set(hosts.filter((p) => HOST_ROLES.includes(p.role.type)).map((p) => p.user.id));
    if (input.meeting.hostIds.some((id) => !allowed.has(id)))
      fields["meeting.hostIds"] = "Hosts are members of the team or the network";
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

/** The columns a round's input sets (a meeting round has no form; only evaluation rounds are blind). */
function roundValues(input: RoundInput) {
  return {
    type: input.type,
    name: input.name,
    formId: input.type === "meeting" ? null : input.formId,
    blind: input.type === "evaluation" ? input.blind : false,
    evaluatorsPerApplication: input.evaluatorsPerApplication,
    meeting: input.type === "meeting" ? input.meeting : null,
  };
}

/** Creates (no id) or updates a round; a new round goes last. Returns the funnel's rounds. */
export async function saveRound(ctx: ServiceContext, funnelId: string, input: unknown): Promise<RoundView[]> {
  const values = parseInput(roundInput, input);
  const funnel = await editable(ctx, funnelId);
  const intakeRound = values.id ? (await findRound(ctx.db, ctx.tenant, values.id))?.position === 1 : false;
  // Round 1's form may be unset while the funnel has no intake form yet.
  if (!(intakeRound && values.type === "form" && !values.formId)) await checkRound(ctx, values);
  await inTransaction(ctx.db, async (db) => {
    const locked = await findFunnel(db, ctx.tenant, funnel.id, true);
    if (!locked) throw new NotFoundError("Funnel");
    const rounds = await roundsOf(db, ctx.tenant, locked.id);
    if (!values.id) {
      if (rounds.length >= ROUND_LIMITS.maxRounds) throw new TooManyRoundsError();
      await insertRound(db, ctx.tenant, {
        funnelId: locked.id,
        position: rounds.length + 1,
        ...roundValues(values),
        createdAt: ctx.clock.now(),
      });
      return;
    }
    const current = rounds.find((r) => r.id === values.id);
    if (!current) throw new NotFoundError("Round");
    if (current.position === 1 && values.type !== "form") throw new RoundFixedError();
    if (current.type !== values.type && (await roundInUse(db, ctx.tenant, current.id)))
      throw new RoundInUseError();
    await updateRoundRow(db, ctx.tenant, current.id, roundValues(values));
    if (current.position === 1 && values.formId !== locked.intakeFormId)
      await updateFunnelRow(db, ctx.tenant, locked.id, {
        intakeFormId: values.formId,
        updatedAt: ctx.clock.now(),
      });
  });
  return (await roundsOf(ctx.db, ctx.tenant, funnel.id)).map(roundView);
}

/** Deletes a round no application is in or went through; the rounds after it move up. */
export async function deleteRound(ctx: ServiceContext, roundId: string): Promise<RoundView[]> {
  const round = await roundFor(ctx, roundId);
  if (round.position === 1) throw new RoundFixedError();
  await inTransaction(ctx.db, async (db) => {
    await findFunnel(db, ctx.tenant, round.funnelId, true);
    if (await roundInUse(db, ctx.tenant, round.id)) throw new RoundInUseError();
    await deleteRoundRow(db, ctx.tenant, round.id);
    const rest = await roundsOf(db, ctx.tenant, round.funnelId);
    await renumberRounds(
      db,
      ctx.tenant,
      rest.map((r) => r.id),
    );
  });
  return (await roundsOf(ctx.db, ctx.tenant, round.funnelId)).map(roundView);
}

/** Moves a round to a position (2..n: round 1 stays first); the others shift; 1..n again. */
export async function moveRound(
  ctx: ServiceContext,
  roundId: string,
  position: number,
): Promise<RoundView[]> {
  const round = await roundFor(ctx, roundId);
  if (!Number.isInteger(position)) throw new ValidationError({ position: "A whole number" });
  if (round.position === 1 || position < 2) throw new RoundFixedError();
  await inTransaction(ctx.db, async (db) => {
    await findFunnel(db, ctx.tenant, round.funnelId, true);
    const rounds = await roundsOf(db, ctx.tenant, round.funnelId);
    const others = rounds.filter((r) => r.id !== round.id).map((r) => r.id);
    const to = Math.min(position, rounds.length);
    others.splice(to - 1, 0, round.id);
    await renumberRounds(db, ctx.tenant, others);
  });
  return (await roundsOf(ctx.db, ctx.tenant, round.funnelId)).map(roundView);
}

/** Per-language template problems of a subject and body, as field errors. */
function templateProblems(email: RoundEmailInput): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of ["subject", "body"] as const) {
    for (const [language, text] of Object.entries(email[part])) {
      const problem = checkTemplate(text ?? "");
      if (problem) fields[`${part}.${language}`] = problem;
    }
  }
  return fields;
}

async function mayOnRejection(ctx: ServiceContext, funnelId: string, key: string): Promise<void> {
  if (!(await mayOnFunnel(ctx, funnelId, key))) throw new ForbiddenError();
}

/** Creates (no id) or updates a round's e-mail. Returns the round's e-mails. */
export async function saveRoundEmail(
  ctx: ServiceContext,
  roundId: string,
  input: unknown,
): Promise<RoundEmailView[]> {
  const values = parseInput(roundEmailInput, input);
  const round = await roundFor(ctx, roundId);
  const existing = values.id ? await findRoundEmail(ctx.db, ctx.tenant, values.id) : null;
  if (values.id && existing?.roundId !== round.id) throw new NotFoundError("RoundEmail");
  if (existing && existing.kind !== values.kind)
    throw new ValidationError({ kind: "An e-mail keeps its kind" });
  if (values.kind === "rejection")
    await mayOnRejection(ctx, round.funnelId, existing ? "EMAIL_REJECTION:EDIT" : "EMAIL_REJECTION:CREATE");
  const problems = templateProblems(values);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  const columns = {
    kind: values.kind,
    reason: values.kind === "rejection" ? values.reason : null,
    subject: values.subject,
    body: values.body,
    timing: values.timing,
    delayHours: values.timing === "scheduled" ? values.delayHours : 0,
  };
  await inTransaction(ctx.db, async (db) => {
    await findFunnel(db, ctx.tenant, round.funnelId, true);
    if (existing) {
      await updateRoundEmailRow(db, ctx.tenant, existing.id, columns);
      return;
    }
    const same = (await roundEmailsOf(db, ctx.tenant, round.id)).filter((e) => e.kind === values.kind);
    if (values.kind !== "rejection" && same.length > 0) throw new RoundEmailExistsError();
    await insertRoundEmail(db, ctx.tenant, { roundId: round.id, ...columns, createdAt: ctx.clock.now() });
  });
  return (await roundEmailsOf(ctx.db, ctx.tenant, round.id)).map(roundEmailView);
}

export async function deleteRoundEmail(ctx: ServiceContext, id: string): Promise<RoundEmailView[]> {
  const email = await findRoundEmail(ctx.db, ctx.tenant, id);
  if (!email) throw new NotFoundError("RoundEmail");
  const round = await roundFor(ctx, email.roundId);
  if (email.kind === "rejection") await mayOnRejection(ctx, round.funnelId, "EMAIL_REJECTION:EDIT");
  await deleteRoundEmailRow(ctx.db, ctx.tenant, email.id);
  return (await roundEmailsOf(ctx.db, ctx.tenant, round.id)).map(roundEmailView);
}
