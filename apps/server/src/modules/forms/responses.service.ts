import { englishFieldMessage, type FieldError } from "@launchpad/domain";
import {
  type Answers,
  answersSchema,
  evaluateForm,
  type FormDefinition,
  keptAnswers,
  localized,
} from "@launchpad/domain/forms";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import { isUuid } from "../../db/tenant-scope.ts";
import { coded, ForbiddenError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { attachmentsFor, claimAttachments, removeAttachments } from "../attachments/index.ts";
import { startupExists } from "../startups/index.ts";
import { userById, userNames } from "../users/index.ts";
import { writeThroughCustomFields } from "./custom-field-answers.ts";
import {
  claimsOf,
  FORM_RESPONSE_FILES,
  FORM_RESPONSE_VIDEOS,
  fileUrlsOf,
  withStoredFiles,
} from "./file-answers.ts";
import { type FormVersionView, titleOf, versionView } from "./form-views.ts";
import { AlreadySubmittedError, FormArchivedError, NotPublishedError } from "./forms.errors.ts";
import { countSubmittedByVersion, findForm, findVersionsByIds, findVersionsOf } from "./forms.repository.ts";
import type { FormResponseRow, FormRow, FormVersionRow, SubjectType } from "./forms.tables.ts";
import { flagOn, mayAnswer, mayOnKind } from "./forms-access.ts";
import {
  findAnswers,
  findLatestOwnResponse,
  findOwnResponse,
  findResponse,
  findSubmittedResponses,
  insertResponse,
  replaceAnswers,
  updateResponse,
} from "./responses.repository.ts";
import { scoreOfAnswers } from "./scoring.ts";

/**
 * Answers (issue 16, decision 037). The server checks an answer set with the same evaluator
 * as the browser (`evaluateForm`) on the form's newest published version: `saveFormResponse`
 * autosaves the viewer's draft (mode "draft": no `required`), `submitFormResponse` submits
 * (mode "submit"). Any error — an answer to a hidden or unknown question, a missing required
 * answer, a wrong file — refuses the whole call with per-question field errors, and nothing
 * is written. What is stored is `keptAnswers`, one row per question. A draft follows the
 * newest published version; a submitted response keeps its version and is final.
 */
export type FormResponseView = {
  id: string;
  formId: string;
  version: FormVersionView;
  status: FormResponseRow["status"];
  answers: Answers;
  fileUrls: Record<string, string>;
  respondent: { id: string; name: string };
  /** What the response is about (a startup, a user, an application), or null. */
  subjectId: string | null;
  score: number | null;
  submittedAt: string | null;
  updatedAt: string;
};

export type FormToFillView = {
  formId: string;
  kind: FormRow["kind"];
  title: string;
  version: FormVersionView;
  response: FormResponseView | null;
};

export async function responseViews(
  ctx: ServiceContext,
  form: FormRow,
  rows: readonly FormResponseRow[],
): Promise<FormResponseView[]> {
  if (rows.length === 0) return [];
  const [versions, answers, names, counts] = await Promise.all([
    findVersionsByIds(
      ctx.db,
      ctx.tenant,
      rows.map((r) => r.versionId),
    ),
    findAnswers(
      ctx.db,
      ctx.tenant,
      rows.map((r) => r.id),
    ),
    userNames(ctx, [...new Set(rows.map((r) => r.respondentId))]),
    countSubmittedByVersion(ctx.db, ctx.tenant, [form.id]),
  ]);
  const byId = new Map(versions.map((v) => [v.id, v]));
  return rows.flatMap((row) => {
    const version = byId.get(row.versionId);
    if (!version) return [];
    const given = answers.get(row.id) ?? {};
    return [
      {
        id: row.id,
        formId: row.formId,
        version: versionView(form.kind, version, counts.get(version.id) ?? 0),
        status: row.status,
        answers: given,
        fileUrls: fileUrlsOf(version.definition, given),
        respondent: { id: row.respondentId, name: names.get(row.respondentId) ?? "" },
        subjectId: row.subjectId,
        score: row.score,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}

/** The newest published version of a form, or null. */
async function publishedVersionOf(ctx: ServiceContext, formId: string): Promise<FormVersionRow | null> {
  const versions = await findVersionsOf(ctx.db, ctx.tenant, [formId]);
  return versions.find((v) => v.status === "published") ?? null;
}

/** A published form the viewer may answer; one they may not see at all reads as not found. */
async function answerableForm(ctx: ServiceContext, formId: string) {
  const form = await findForm(ctx.db, ctx.tenant, formId);
  if (!form) throw new NotFoundError("Form");
  if (!(await mayAnswer(ctx, form.kind))) {
    if (form.kind === "feedback" || (await mayOnKind(ctx, form.kind, "read"))) throw new ForbiddenError();
    throw new NotFoundError("Form");
  }
  return { form, version: await answerableVersion(ctx, form) };
}

/** The version to answer of a form: its newest published one (an archived form: none). */
export async function answerableVersion(ctx: ServiceContext, form: FormRow): Promise<FormVersionRow> {
  if (form.status === "archived") throw new FormArchivedError();
  const version = await publishedVersionOf(ctx, form.id);
  if (!version) throw new NotPublishedError();
  return version;
}

/** formToFill: the published version and the viewer's own newest response (draft or submitted). */
export async function formToFill(ctx: ServiceContext, formId: string): Promise<FormToFillView> {
  const { form, version } = await answerableForm(ctx, formId);
  const own = ctx.viewer ? await findLatestOwnResponse(ctx.db, ctx.tenant, form.id, ctx.viewer.id) : null;
  const [response] = own ? await responseViews(ctx, form, [own]) : [];
  const counts = await countSubmittedByVersion(ctx.db, ctx.tenant, [form.id]);
  const view = versionView(form.kind, version, counts.get(version.id) ?? 0);
  return {
    formId: form.id,
    kind: form.kind,
    title: titleOf(version.definition),
    version: view,
    response: response ?? null,
  };
}

/** A response: its respondent, or whoever may read forms of its kind. */
export async function responseById(ctx: ServiceContext, id: string): Promise<FormResponseView> {
  const row = await findResponse(ctx.db, ctx.tenant, id);
  const form = row ? await findForm(ctx.db, ctx.tenant, row.formId) : null;
  if (!row || !form) throw new NotFoundError("FormResponse");
  if (row.respondentId !== ctx.viewer?.id && !(await mayOnKind(ctx, form.kind, "read")))
    throw new NotFoundError("FormResponse");
  const [view] = await responseViews(ctx, form, [row]);
  if (!view) throw new NotFoundError("FormResponse");
  return view;
}

/** formResponses: the submitted responses of a form (of one version), for its readers. */
export async function submittedResponses(
  ctx: ServiceContext,
  formId: string,
  versionId: string | null,
): Promise<FormResponseView[]> {
  const form = await findForm(ctx.db, ctx.tenant, formId);
  if (!form || !(await mayOnKind(ctx, form.kind, "read"))) throw new NotFoundError("Form");
  if (versionId !== null) {
    const [version] = await findVersionsByIds(ctx.db, ctx.tenant, [versionId]);
    if (version?.formId !== form.id) throw new NotFoundError("FormVersion");
  }
  return responseViews(ctx, form, await findSubmittedResponses(ctx.db, ctx.tenant, form.id, versionId));
}

/** Who or what a response is about: a startup or a user of this organisation (none: null). */
async function subjectOf(
  ctx: ServiceContext,
  subjectId: string | null,
): Promise<{ type: SubjectType; id: string } | null> {
  if (subjectId === null) return null;
  if (!isUuid(subjectId)) throw new NotFoundError("Subject");
  if (await startupExists(ctx, subjectId)) return { type: "startup", id: subjectId };
  if (await userById(ctx, subjectId)) return { type: "user", id: subjectId };
  throw new NotFoundError("Subject");
}

const answersInput = z.object({ answers: answersSchema });

/**
 * The refused answers, each named in English by its question's label (the form's first
 * language when it has no English) — "Revenue is a required field" — beside its code,
 * which the web app says in the user's language. A table cell (`q.0.col`) is named by its
 * question; an unknown id by itself.
 */
function refusal(def: FormDefinition, errors: readonly FieldError[]): ValidationError {
  const labels = new Map(def.questions.map((q) => [q.id, localized(q.label, "en", def.locales)]));
  const nameOf = (path: string) => {
    const id = path.split(".")[0] ?? path;
    return labels.get(id) || (labels.has(id) ? "This question" : id);
  };
  const fields: Record<string, ReturnType<typeof coded>> = {};
  for (const e of errors) {
    if (fields[e.path]) continue;
    const { code, params } = coded(e.code, e.params);
    const message = englishFieldMessage(nameOf(e.path), e.code, e.params);
    fields[e.path] = params ? { message, code, params } : { message, code };
  }
  return new ValidationError(fields, "Some answers are invalid");
}

/**
 * Saves (mode "draft") or submits (mode "submit") the viewer's answers. Checked whole
 * before anything is written; written in one transaction: the response, its answers, the
 * claim of its files, and on submit the custom fields' values (decision 037).
 */
export async function saveResponse(
  ctx: ServiceContext,
  formId: string,
  input: { answers: unknown; subjectId: string | null },
  mode: "draft" | "submit",
): Promise<FormResponseView> {
  const viewer = ctx.viewer;
  if (!viewer) throw new ForbiddenError();
  const { form, version } = await answerableForm(ctx, formId);
  const given = parseAnswers(input.answers);
  const subject = await subjectOf(ctx, input.subjectId);
  return saveResponseAs(ctx, { form, version, respondentId: viewer.id, subject, answers: given }, mode);
}

/** The answers of a save as the domain's shape (a malformed set: ValidationError). */
export function parseAnswers(answers: unknown): Answers {
  return parseInput(answersInput, { answers }).answers as Answers;
}

/**
 * The core of a save, once the caller has decided that this respondent may answer this form
 * about this subject (saveResponse: `mayAnswer`; the applications module: its own rules,
 * through subject-responses.service.ts). The custom fields are written through only when the
 * respondent is the viewer.
 */
export async function saveResponseAs(
  ctx: ServiceContext,
  input: {
    form: FormRow;
    version: FormVersionRow;
    respondentId: string;
    subject: { type: SubjectType; id: string } | null;
    answers: Answers;
  },
  mode: "draft" | "submit",
): Promise<FormResponseView> {
  const { form, version, subject, respondentId } = input;
  const given = input.answers;
  const key = { formId: form.id, respondentId, subjectId: subject?.id ?? null };
  const existing = await findOwnResponse(ctx.db, ctx.tenant, key);
  if (existing?.status === "submitted") throw new AlreadySubmittedError();
  const def = version.definition;
  const stored = await withStoredFiles(ctx, def, given, existing?.id ?? null);
  const videoEnabled = await flagOn(ctx, "videoQuestions");
  const evaluation = evaluateForm(def, stored.answers, { mode, videoEnabled });
  // The evaluator's errors first: an answer to a hidden question is HIDDEN_QUESTION, whatever its files.
  const errors = [...evaluation.errors, ...stored.errors];
  if (errors.length > 0) throw refusal(def, errors);
  const kept = keptAnswers(def, stored.answers, evaluation);
  const submit = mode === "submit";
  const row = await inTransaction(ctx.db, async (db) => {
    const tx: ServiceContext = { ...ctx, db };
    const now = ctx.clock.now();
    // Two first autosaves at once: the second insert waits for the first and inserts nothing.
    await insertResponse(db, ctx.tenant, {
      formId: form.id,
      versionId: version.id,
      respondentId,
      subjectType: subject?.type ?? null,
      subjectId: subject?.id ?? null,
      now,
    });
    const response = await findOwnResponse(db, ctx.tenant, key, true);
    if (!response || response.status === "submitted") throw new AlreadySubmittedError();
    const saved = await updateResponse(db, ctx.tenant, response.id, {
      versionId: version.id,
      status: submit ? "submitted" : "draft",
      score: submit ? scoreOfAnswers(form.kind, def, kept) : null,
      updatedAt: now,
      submittedAt: submit ? now : null,
    });
    if (!saved) throw new AlreadySubmittedError();
    await replaceAnswers(db, ctx.tenant, response.id, kept);
    await claimFiles(tx, response.id, claimsOf(def, kept));
    if (submit && respondentId === ctx.viewer?.id)
      await writeThroughCustomFields(tx, def, kept, subject, form.kind);
    return saved;
  });
  const [view] = await responseViews(ctx, form, [row]);
  if (!view) throw new NotFoundError("FormResponse");
  return view;
}

/** Claims the kept answers' uploads for the response and removes the files no answer holds any more. */
async function claimFiles(
  ctx: ServiceContext,
  responseId: string,
  claims: { files: string[]; videos: string[] },
) {
  for (const [type, ids] of [
    [FORM_RESPONSE_FILES, claims.files],
    [FORM_RESPONSE_VIDEOS, claims.videos],
  ] as const) {
    const reference = { type, id: responseId };
    if (ids.length > 0) await claimAttachments(ctx, ids, reference);
    const held = new Set(ids);
    const dropped = ((await attachmentsFor(ctx, type, [responseId])).get(responseId) ?? [])
      .map((a) => a.id)
      .filter((id) => !held.has(id));
    if (dropped.length > 0) await removeAttachments(ctx, reference, dropped);
  }
}
