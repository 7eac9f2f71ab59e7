import { inTransaction } from "../../db/client.ts";
import { isUuid } from "../../db/tenant-scope.ts";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { removeAttachmentsFor } from "../attachments/index.ts";
import { userById } from "../users/index.ts";
import { FORM_RESPONSE_FILES, FORM_RESPONSE_VIDEOS } from "./file-answers.ts";
import { titleOf, versionView } from "./form-views.ts";
import { countSubmittedByVersion, findForm } from "./forms.repository.ts";
import type { FormResponseRow, FormRow, SubjectType } from "./forms.tables.ts";
import {
  deleteResponsesOfSubject as deleteRows,
  findAnswers,
  findOwnResponse,
  findResponsesOfSubjects,
  insertResponse,
  replaceAnswers,
  updateResponse,
} from "./responses.repository.ts";
import {
  answerableVersion,
  type FormResponseView,
  type FormToFillView,
  parseAnswers,
  responseViews,
  saveResponseAs,
} from "./responses.service.ts";

/**
 * Answers about a subject that another module authorises (issue 17, docs/applying.md): an
 * application's intake and round forms are answered by its applicant, its evaluation forms
 * by each evaluator, and the applications module decides who may — not `mayAnswer`, which
 * keeps intake and evaluation forms to their editors when answered on their own. Everything
 * else is the forms module's: the same check of the answers against the published version,
 * the same field errors, the same one-transaction write, one response per respondent, form
 * and subject.
 */
export type Subject = { type: SubjectType; id: string };

async function liveForm(ctx: ServiceContext, formId: string): Promise<FormRow> {
  const form = await findForm(ctx.db, ctx.tenant, formId);
  if (!form) throw new NotFoundError("Form");
  return form;
}

/** Saves (draft) or submits the answers of `respondentId` (default: the viewer) to a form about a subject. */
export async function answerForSubject(
  ctx: ServiceContext,
  input: {
    formId: string;
    subject: { type: "application"; id: string };
    answers: unknown;
    mode: "draft" | "submit";
    respondentId?: string;
  },
): Promise<FormResponseView> {
  const respondentId = input.respondentId ?? ctx.viewer?.id;
  if (!respondentId) throw new ForbiddenError();
  if (!isUuid(input.subject.id)) throw new NotFoundError("Subject");
  if (respondentId !== ctx.viewer?.id && !(await userById(ctx, respondentId)))
    throw new NotFoundError("User");
  const form = await liveForm(ctx, input.formId);
  const version = await answerableVersion(ctx, form);
  const answers = parseAnswers(input.answers);
  return saveResponseAs(ctx, { form, version, respondentId, subject: input.subject, answers }, input.mode);
}

/** The form's published version and the viewer's own response about the subject (none: null). */
export async function formForSubject(
  ctx: ServiceContext,
  formId: string,
  subject: Subject,
): Promise<FormToFillView> {
  const form = await liveForm(ctx, formId);
  const version = await answerableVersion(ctx, form);
  const own =
    ctx.viewer && isUuid(subject.id)
      ? await findOwnResponse(ctx.db, ctx.tenant, {
          formId: form.id,
          respondentId: ctx.viewer.id,
          subjectId: subject.id,
        })
      : null;
  const [response] = own ? await responseViews(ctx, form, [own]) : [];
  const counts = await countSubmittedByVersion(ctx.db, ctx.tenant, [form.id]);
  return {
    formId: form.id,
    kind: form.kind,
    title: titleOf(version.definition),
    version: versionView(form.kind, version, counts.get(version.id) ?? 0),
    response: response ?? null,
  };
}

/** Every response (of every respondent, drafts too) about some subjects, oldest first. */
export async function responsesOfSubjects(
  ctx: ServiceContext,
  type: "application",
  subjectIds: string[],
  opts?: { formIds?: string[] },
): Promise<FormResponseView[]> {
  const rows = await findResponsesOfSubjects(ctx.db, ctx.tenant, type, subjectIds, opts?.formIds);
  const byForm = new Map<string, FormResponseRow[]>();
  for (const row of rows) byForm.set(row.formId, [...(byForm.get(row.formId) ?? []), row]);
  const views = new Map<string, FormResponseView>();
  for (const [formId, formRows] of byForm) {
    const form = await findForm(ctx.db, ctx.tenant, formId);
    if (!form) continue;
    for (const view of await responseViews(ctx, form, formRows)) views.set(view.id, view);
  }
  return rows.flatMap((row) => {
    const view = views.get(row.id);
    return view ? [view] : [];
  });
}

/** Deletes the responses about a subject (all forms, or some) and their files; returns how many. */
export async function deleteResponsesOfSubject(
  ctx: ServiceContext,
  type: SubjectType,
  subjectId: string,
  opts?: { formIds?: string[] },
): Promise<number> {
  return inTransaction(ctx.db, async (db) => {
    const tx: ServiceContext = { ...ctx, db };
    const deleted = await deleteRows(db, ctx.tenant, type, subjectId, opts?.formIds);
    for (const row of deleted) {
      await removeAttachmentsFor(tx, FORM_RESPONSE_FILES, row.id);
      await removeAttachmentsFor(tx, FORM_RESPONSE_VIDEOS, row.id);
    }
    return deleted.length;
  });
}

/**
 * Carries the submitted responses to a form about one subject over to another (an application
 * moved to another funnel with the same form): same respondent, version, score and answers,
 * submitted. A response the target already has submitted is left alone; a draft is replaced.
 * File answers point at the same stored files (claimed by the first response).
 */
export async function copyResponsesToSubject(
  ctx: ServiceContext,
  type: SubjectType,
  fromId: string,
  toId: string,
  formId: string,
): Promise<void> {
  if (!isUuid(toId)) throw new NotFoundError("Subject");
  const sources = (await findResponsesOfSubjects(ctx.db, ctx.tenant, type, [fromId], [formId])).filter(
    (r) => r.status === "submitted",
  );
  if (sources.length === 0) return;
  const answers = await findAnswers(
    ctx.db,
    ctx.tenant,
    sources.map((r) => r.id),
  );
  await inTransaction(ctx.db, async (db) => {
    for (const source of sources) {
      const key = { formId: source.formId, respondentId: source.respondentId, subjectId: toId };
      await insertResponse(db, ctx.tenant, {
        formId: source.formId,
        versionId: source.versionId,
        respondentId: source.respondentId,
        subjectType: type,
        subjectId: toId,
        now: ctx.clock.now(),
      });
      const target = await findOwnResponse(db, ctx.tenant, key, true);
      if (!target || target.status === "submitted") continue;
      await updateResponse(db, ctx.tenant, target.id, {
        versionId: source.versionId,
        status: "submitted",
        score: source.score,
        updatedAt: ctx.clock.now(),
        submittedAt: source.submittedAt ?? ctx.clock.now(),
      });
      await replaceAnswers(db, ctx.tenant, target.id, answers.get(source.id) ?? {});
    }
  });
}
