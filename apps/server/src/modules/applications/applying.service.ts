import { isLocale, passwordProblemCode } from "@launchpad/domain";
import type { LocalizedText, RoundType } from "@launchpad/domain/applications";
import { type Answers, type FormDefinition, localized } from "@launchpad/domain/forms";
import { emailSchema, personNameSchema } from "@launchpad/domain/user-profile";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { AppError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { sendValidationEmail, signedIn } from "../account/index.ts";
import { readCustomFieldValues } from "../custom-fields/index.ts";
import {
  answerForSubject,
  type FormResponseView,
  formForSubject,
  responsesOfSubjects,
} from "../forms/index.ts";
import { incubatorOf } from "../incubator/index.ts";
import { holds } from "../permissions/index.ts";
import { builtInRole } from "../roles/index.ts";
import { checkPassword, createUser, hashPassword, userByEmail, userById } from "../users/index.ts";
import { recordActivity } from "./activity.service.ts";
import { type ApplicationView, applicationView } from "./application-views.ts";
import { findApplication, insertApplication, openRound } from "./applications.repository.ts";
import type { ApplicationRow, FunnelRoundRow, FunnelRow } from "./applications.tables.ts";
import {
  type EarlierApplication,
  formOfRound,
  isFunnelOpen,
  type NextStep,
  nextStepOf,
  reapplyVerdict,
} from "./apply-rules.ts";
import {
  AccountExistsError,
  AlreadyAppliedError,
  CannotApplyError,
  EmailNotValidatedError,
  FunnelClosedError,
  NotADraftError,
  NotCurrentRoundError,
  ReapplyNotAllowedError,
  TooManyApplicationsError,
} from "./applying.errors.ts";
import { applicationsOfApplicant } from "./applying.repository.ts";
import { findFunnel, findFunnelBySlug, funnelsByIds, listFunnels, roundsOf } from "./funnels.repository.ts";
import { prefillAnswers } from "./prefill.ts";
import { applyEvent, type StatusContext } from "./status.service.ts";

/**
 * Applying (lane B, issue 17, docs/applying.md, decision 047): the public page's funnel, the
 * application with (signed out) the Applicant account, the applicant's drafts of each form
 * round (autosaved through the forms module, pre-filled: prefill.ts) and their submit, and
 * the applicant's own list. Only the applicant reads and writes here; staff read an
 * application's file (lane D).
 */

export type PublicRoundView = {
  id: string;
  position: number;
  type: RoundType;
  name: LocalizedText;
  hasForm: boolean;
};

export type PublicFunnelView = {
  id: string;
  slug: string;
  type: FunnelRow["type"];
  displayName: LocalizedText;
  deadline: string | null;
  open: boolean;
  rounds: PublicRoundView[];
};

export type RoundState = "done" | "current" | "upcoming";
/** A round as one application went through it: `id` is the application's and the round's (its state is this application's). */
export type MyRoundView = PublicRoundView & { roundId: string; state: RoundState };

export type MyApplicationView = {
  id: string;
  application: ApplicationView;
  funnel: PublicFunnelView;
  currentRound: MyRoundView | null;
  rounds: MyRoundView[];
  nextStep: NextStep;
};

export type RoundFormView = {
  application: MyApplicationView;
  round: MyRoundView;
  /** The round's form (null: a round without a form: the applicant just submits). */
  formId: string | null;
  title: string | null;
  versionNumber: number | null;
  definition: FormDefinition | null;
  answers: Answers;
  /** Questions whose answers came from earlier answers (never typed here yet). */
  prefilledQuestionIds: string[];
  responseStatus: "none" | "draft" | "submitted";
  updatedAt: string | null;
  /** The applicant may still change it: the current round, a draft, funnel open for round 1. */
  editable: boolean;
  emailValidated: boolean;
};

export type SubmittedFormView = {
  roundId: string | null;
  position: number | null;
  roundName: LocalizedText | null;
  formId: string;
  title: string;
  definition: FormDefinition;
  answers: Answers;
  submittedAt: string | null;
};

type ApplyContext = StatusContext & Pick<GraphQLContext, "request" | "tokens">;

// --- Funnels as the public sees them ---

function publicRound(round: FunnelRoundRow, funnel: FunnelRow): PublicRoundView {
  return {
    id: round.id,
    position: round.position,
    type: round.type,
    name: round.name,
    hasForm: formOfRound(round, funnel) !== null,
  };
}

function publicFunnelView(funnel: FunnelRow, rounds: readonly FunnelRoundRow[], now: Date): PublicFunnelView {
  return {
    id: funnel.id,
    slug: funnel.slug,
    type: funnel.type,
    displayName: funnel.displayName,
    deadline: funnel.deadline?.toISOString() ?? null,
    open: isFunnelOpen(funnel, now),
    rounds: rounds.map((r) => publicRound(r, funnel)),
  };
}

/** publicFunnel(slug): a published funnel (open or closed: the page says which); unpublished or unknown: null. */
export async function publicFunnel(ctx: ServiceContext, slug: string): Promise<PublicFunnelView | null> {
  const funnel =
    typeof slug === "string" && slug.length <= 120 ? await findFunnelBySlug(ctx.db, ctx.tenant, slug) : null;
  if (!funnel?.published) return null;
  return publicFunnelView(funnel, await roundsOf(ctx.db, ctx.tenant, funnel.id), ctx.clock.now());
}

/** openFunnels: what /application/new offers a signed-in applicant. */
export async function openFunnels(ctx: ServiceContext): Promise<PublicFunnelView[]> {
  const now = ctx.clock.now();
  const open = (await listFunnels(ctx.db, ctx.tenant, "ALL")).filter((f) => isFunnelOpen(f, now));
  return Promise.all(
    open.map(async (f) => publicFunnelView(f, await roundsOf(ctx.db, ctx.tenant, f.id), now)),
  );
}

// --- Applying ---

/**
 * Accounts asked for by applying, per organisation and address: 10 in 15 minutes, then wait.
 * Counted once the input is valid (a typo costs nothing), before the e-mail is looked up (so
 * that probing addresses is throttled too). One limiter per server (keyed by its services).
 */
export const APPLY_THROTTLE = { points: 10, durationSeconds: 15 * 60 } as const;
const limiters = new WeakMap<object, RateLimiterMemory>();

async function throttle(ctx: ApplyContext) {
  let limiter = limiters.get(ctx.mailer);
  if (!limiter) {
    limiter = new RateLimiterMemory({
      keyPrefix: "apply",
      points: APPLY_THROTTLE.points,
      duration: APPLY_THROTTLE.durationSeconds,
    });
    limiters.set(ctx.mailer, limiter);
  }
  try {
    await limiter.consume(`${ctx.tenant.id}:${ctx.request.ip}`);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw new TooManyApplicationsError();
    throw refusal;
  }
}

const startupName = z
  .string()
  .trim()
  .min(1, { message: "startupName is a required field" })
  .max(120, { message: "startupName must be at most 120 characters" });

const accountSchema = z.object({
  firstName: personNameSchema("firstName"),
  lastName: personNameSchema("lastName"),
  email: emailSchema(),
  password: z
    .string({ message: "password is a required field" })
    .min(1, { message: "password is a required field" })
    .max(200),
  language: z.string().nullish(),
});

export type ApplyInput = {
  slug: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  password?: string | null;
  language?: string | null;
  startupName?: string | null;
};

export type ApplyResult = {
  application: ApplicationView;
  roundPosition: number | null;
  token: string | null;
};

/** The funnel applied to: published (else not found) and open (else FUNNEL_CLOSED). */
async function funnelToApply(ctx: ServiceContext, slug: unknown) {
  const funnel =
    typeof slug === "string" && slug.length <= 120 ? await findFunnelBySlug(ctx.db, ctx.tenant, slug) : null;
  if (!funnel?.published) throw new NotFoundError("Funnel");
  if (!isFunnelOpen(funnel, ctx.clock.now())) throw new FunnelClosedError();
  return funnel;
}

function startupNameOf(funnel: FunnelRow, value: unknown): string | null {
  if (funnel.type !== "startup") return null;
  return parseInput(z.object({ startupName }), { startupName: value ?? "" }).startupName;
}

/**
 * applyToFunnel. Signed out: the account (first and last name, e-mail, password by the
 * app's policy, language) is created with the Applicant role, not validated; the validation
 * e-mail goes out; the visitor is signed in (the token) and lands on round 1's form. Signed
 * in: the viewer applies when their role holds APPLICATION_DRAFT:ACCESS, within the funnel's
 * re-apply rules. Either way the application starts as a draft in round 1.
 */
export async function applyToFunnel(ctx: ApplyContext, input: ApplyInput): Promise<ApplyResult> {
  const funnel = await funnelToApply(ctx, input.slug);
  // Signed out, the startup's name is checked with the account's fields: every refusal at once.
  const name = ctx.viewer ? startupNameOf(funnel, input.startupName) : null;
  const rounds = await roundsOf(ctx.db, ctx.tenant, funnel.id);
  const first = rounds[0] ?? null;
  if (ctx.viewer) {
    const viewer = ctx.viewer;
    if (!(await holds(ctx, "APPLICATION_DRAFT:ACCESS"))) throw new CannotApplyError();
    const earlier = await applicationsOfApplicant(ctx.db, ctx.tenant, viewer.id, funnel.id);
    const verdict = reapplyVerdict(funnel.reapply, earlier satisfies EarlierApplication[], ctx.clock.now());
    if (!verdict.ok && verdict.reason === "ALREADY_APPLIED")
      throw new AlreadyAppliedError(verdict.applicationId);
    if (!verdict.ok && verdict.reason === "REAPPLY_NOT_ALLOWED")
      throw new ReapplyNotAllowedError(verdict.allowedFrom);
    const row = await inTransaction(ctx.db, (tx) =>
      createApplication({ ...ctx, db: tx }, funnel, first, viewer.id, name),
    );
    return { application: applicationView(row), roundPosition: first?.position ?? null, token: null };
  }
  const withName = funnel.type === "startup" ? accountSchema.extend({ startupName }) : accountSchema;
  const account = parseInput(withName, {
    startupName: input.startupName ?? "",
    firstName: input.firstName ?? "",
    lastName: input.lastName ?? "",
    email: input.email ?? "",
    password: input.password ?? "",
    language: input.language,
  });
  const problem = checkPassword(account.password, account.email);
  if (problem)
    throw new ValidationError({ password: { message: problem, ...passwordProblemCode(problem) } }, problem);
  await throttle(ctx);
  if (await userByEmail(ctx, account.email)) throw new AccountExistsError();
  const role = await builtInRole(ctx, "Applicant");
  if (!role) throw new AppError("ForbiddenError", "This organisation has no Applicant role");
  const language = isLocale(account.language)
    ? account.language
    : ((await incubatorOf(ctx))?.defaultLanguage ?? "en");
  const passwordHash = await hashPassword(account.password);
  const { userId, row } = await inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    if (await userByEmail(txCtx, account.email)) throw new AccountExistsError();
    const id = await createUser(txCtx, {
      email: account.email,
      roleId: role.id,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      language,
      status: "pending" as const,
      validated: false,
    });
    const startup = "startupName" in account ? (account.startupName as string) : null;
    return { userId: id, row: await createApplication(txCtx, funnel, first, id, startup) };
  });
  await sendValidationEmail(ctx, userId, ctx.request.origin);
  const session = await signedIn(ctx, userId, ctx.request.userAgent);
  return { application: applicationView(row), roundPosition: first?.position ?? null, token: session.token };
}

/** In the caller's transaction: the draft in round 1, its path's first entry, "created". */
async function createApplication(
  ctx: StatusContext,
  funnel: FunnelRow,
  first: FunnelRoundRow | null,
  applicantId: string,
  startupName: string | null,
): Promise<ApplicationRow> {
  const now = ctx.clock.now();
  let row: ApplicationRow;
  try {
    row = await ctx.db.transaction(async (savepoint) =>
      insertApplication(savepoint as never, ctx.tenant, {
        funnelId: funnel.id,
        applicantId,
        roundId: first?.id ?? null,
        status: "draft",
        startupName,
      }),
    );
  } catch (error) {
    // Two applies at once: the one-open index lets one through.
    if (isUniqueViolation(error)) {
      const open = (await applicationsOfApplicant(ctx.db, ctx.tenant, applicantId, funnel.id))[0];
      throw new AlreadyAppliedError(open?.id ?? "");
    }
    throw error;
  }
  if (first) await openRound(ctx.db, ctx.tenant, row.id, first.id, now);
  await recordActivity(ctx, row.id, "created", { funnelId: funnel.id }, applicantId);
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

// --- The applicant's applications ---

function roundStates(rounds: readonly PublicRoundView[], application: ApplicationRow): MyRoundView[] {
  const current = rounds.find((r) => r.id === application.roundId)?.position ?? 0;
  const finished = application.status === "accepted";
  return rounds.map((r) => ({
    ...r,
    id: `${application.id}:${r.id}`,
    roundId: r.id,
    state: finished || r.position < current ? "done" : r.position === current ? "current" : "upcoming",
  }));
}

async function myView(
  ctx: ServiceContext,
  application: ApplicationRow,
  funnel: FunnelRow,
): Promise<MyApplicationView> {
  const rounds = await roundsOf(ctx.db, ctx.tenant, funnel.id);
  const view = publicFunnelView(funnel, rounds, ctx.clock.now());
  const mine = roundStates(view.rounds, application);
  const current = mine.find((r) => r.state === "current") ?? null;
  return {
    id: application.id,
    application: applicationView(application),
    funnel: view,
    currentRound: current,
    rounds: mine,
    nextStep: nextStepOf(application, current?.type ?? null),
  };
}

/** myApplications: the viewer's own applications, newest first. */
export async function myApplications(ctx: ServiceContext): Promise<MyApplicationView[]> {
  if (!ctx.viewer) return [];
  const rows = await applicationsOfApplicant(ctx.db, ctx.tenant, ctx.viewer.id);
  const funnels = new Map(
    (
      await funnelsByIds(
        ctx.db,
        ctx.tenant,
        rows.map((r) => r.funnelId),
      )
    ).map((f) => [f.id, f]),
  );
  const views: MyApplicationView[] = [];
  for (const row of rows) {
    const funnel = funnels.get(row.funnelId);
    if (funnel) views.push(await myView(ctx, row, funnel));
  }
  return views;
}

/** The viewer's own application and its funnel; anyone else's reads as not found. */
async function ownApplication(ctx: ServiceContext, applicationId: string, forUpdate = false) {
  const row = await findApplication(ctx.db, ctx.tenant, applicationId, forUpdate);
  if (!row || !ctx.viewer || row.applicantId !== ctx.viewer.id) throw new NotFoundError("Application");
  const funnel = await findFunnel(ctx.db, ctx.tenant, row.funnelId);
  if (!funnel) throw new NotFoundError("Application");
  return { row, funnel };
}

export async function myApplication(ctx: ServiceContext, applicationId: string): Promise<MyApplicationView> {
  const { row, funnel } = await ownApplication(ctx, applicationId);
  return myView(ctx, row, funnel);
}

/** Whether the applicant may still change the round's answers (and submit). */
function editableIn(row: ApplicationRow, funnel: FunnelRow, round: FunnelRoundRow, now: Date): boolean {
  if (row.status !== "draft" || row.archivedAt !== null || row.roundId !== round.id) return false;
  // The deadline closes applying: the first round's draft; later rounds are staff's business.
  return round.position !== 1 || isFunnelOpen(funnel, now);
}

async function roundOf(ctx: ServiceContext, funnel: FunnelRow, roundId: string) {
  const round = (await roundsOf(ctx.db, ctx.tenant, funnel.id)).find((r) => r.id === roundId);
  if (!round) throw new NotFoundError("Round");
  return round;
}

/** Earlier answers of the applicant: this application's other forms and their earlier applications (newest first). */
async function prefillSources(ctx: ServiceContext, applicantId: string, formId: string) {
  const mine = await applicationsOfApplicant(ctx.db, ctx.tenant, applicantId);
  const responses = await responsesOfSubjects(
    ctx,
    "application",
    mine.map((a) => a.id),
  );
  return responses
    .filter((r) => r.respondent.id === applicantId && Object.keys(r.answers).length > 0)
    .filter((r) => r.formId !== formId || r.status === "submitted")
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((r) => ({ formId: r.formId, definition: r.version.definition, answers: r.answers }));
}

/**
 * applicationRoundForm: a round's form with the applicant's answers — their draft, or (before
 * their first save) what they answered before (prefill.ts), or the submitted answers.
 */
export async function applicationRoundForm(
  ctx: ServiceContext,
  applicationId: string,
  roundId: string,
): Promise<RoundFormView> {
  const { row, funnel } = await ownApplication(ctx, applicationId);
  const round = await roundOf(ctx, funnel, roundId);
  const application = await myView(ctx, row, funnel);
  const mine = application.rounds.find((r) => r.roundId === round.id) as MyRoundView;
  const user = ctx.viewer ? await userById(ctx, ctx.viewer.id) : null;
  const editable = editableIn(row, funnel, round, ctx.clock.now());
  const base = {
    application,
    round: mine,
    editable,
    emailValidated: user?.validated === true,
  };
  const formId = formOfRound(round, funnel);
  if (!formId) {
    return {
      ...base,
      formId: null,
      title: null,
      versionNumber: null,
      definition: null,
      answers: {},
      prefilledQuestionIds: [],
      responseStatus: "none",
      updatedAt: null,
    };
  }
  const form = await formForSubject(ctx, formId, { type: "application", id: row.id });
  const response = form.response;
  let answers: Answers = response?.answers ?? {};
  let prefilled: string[] = [];
  if (!response && editable && ctx.viewer) {
    const profile = await readCustomFieldValues(ctx, "user", ctx.viewer.id).catch(() => ({}));
    answers = prefillAnswers(
      { formId, definition: form.version.definition },
      await prefillSources(ctx, ctx.viewer.id, formId),
      profile,
    );
    prefilled = Object.keys(answers);
  }
  return {
    ...base,
    formId,
    title: form.title,
    versionNumber: form.version.number,
    definition: form.version.definition,
    answers,
    prefilledQuestionIds: prefilled,
    responseStatus: response?.status ?? "none",
    updatedAt: response?.updatedAt ?? null,
  };
}

/**
 * saveApplicationAnswers: the applicant's autosave (submit false) or submit of the current
 * round's form, while the application is a draft (APPLICATION_DRAFT:ACCESS). Submitting
 * needs a confirmed e-mail address; it submits the answers and moves the application on
 * (SUBMIT: under review, or waiting for the meeting invitation) in one transaction.
 */
export async function saveApplicationAnswers(
  ctx: StatusContext,
  input: { applicationId: string; roundId: string; answers: unknown; submit: boolean },
): Promise<{ application: MyApplicationView; response: FormResponseView | null }> {
  const { row, funnel } = await ownApplication(ctx, input.applicationId);
  if (row.roundId !== input.roundId) throw new NotCurrentRoundError();
  const round = await roundOf(ctx, funnel, input.roundId);
  if (row.status !== "draft" || row.archivedAt !== null) throw new NotADraftError();
  if (!editableIn(row, funnel, round, ctx.clock.now())) throw new FunnelClosedError();
  if (input.submit && !(await userById(ctx, row.applicantId))?.validated) throw new EmailNotValidatedError();
  const formId = formOfRound(round, funnel);
  const subject = { type: "application" as const, id: row.id };
  const result = await inTransaction(ctx.db, async (tx) => {
    const txCtx: StatusContext = { ...ctx, db: tx };
    // Locked: a submit and an autosave of the same application wait for each other.
    const locked = await findApplication(tx, ctx.tenant, row.id, true);
    if (locked?.status !== "draft" || locked.roundId !== round.id) throw new NotADraftError();
    let response: FormResponseView | null = null;
    if (formId) {
      const existing = (await formForSubject(txCtx, formId, subject)).response;
      // The same form answered in an earlier round: its submitted answers stand for this one.
      response =
        existing?.status === "submitted"
          ? existing
          : await answerForSubject(txCtx, {
              formId,
              subject,
              answers: input.answers,
              mode: input.submit ? "submit" : "draft",
            });
    }
    if (!input.submit) return { row: locked, response };
    const after = await applyEvent(txCtx, row.id, { type: "SUBMIT", roundType: round.type });
    await recordActivity(txCtx, row.id, "submitted", { roundId: round.id });
    return { row: after, response };
  });
  return { application: await myView(ctx, result.row, funnel), response: result.response };
}

/** The applicant's submitted answers of an application, by round (/application/review). */
export async function submittedForms(
  ctx: ServiceContext,
  view: MyApplicationView,
): Promise<SubmittedFormView[]> {
  if (!ctx.viewer || view.application.applicantId !== ctx.viewer.id) return [];
  const funnel = await findFunnel(ctx.db, ctx.tenant, view.funnel.id);
  if (!funnel) return [];
  const rounds = await roundsOf(ctx.db, ctx.tenant, funnel.id);
  const responses = (await responsesOfSubjects(ctx, "application", [view.id])).filter(
    (r) => r.respondent.id === ctx.viewer?.id && r.status === "submitted",
  );
  return responses.map((r) => {
    const round = rounds.find((x) => formOfRound(x, funnel) === r.formId) ?? null;
    const def = r.version.definition;
    return {
      roundId: round?.id ?? null,
      position: round?.position ?? null,
      roundName: round?.name ?? null,
      formId: r.formId,
      title: localized(def.title, def.locales[0] ?? "en", def.locales),
      definition: def,
      answers: r.answers,
      submittedAt: r.submittedAt,
    };
  });
}
