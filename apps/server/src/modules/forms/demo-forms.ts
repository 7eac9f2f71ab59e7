import {
  type Answers,
  evaluateForm,
  type FormDefinition,
  type FormKind,
  keptAnswers,
} from "@launchpad/domain/forms";
import { and, eq, inArray } from "drizzle-orm";
import type { DemoSeedContext } from "../../db/seed/demo-seed.ts";
import { titleOf } from "./form-views.ts";
import { findForms, insertForm, insertVersion, publishDraft, updateForm } from "./forms.repository.ts";
import { formAnswers, formResponses, formVersions } from "./forms.tables.ts";
import { scoreOfAnswers } from "./scoring.ts";

/**
 * Forms for other modules' demo data (the applications demo: its intake and evaluation forms
 * and the answers of its applications). Only seeding calls these: they write without the
 * permission checks of the builder and the renderer, and in bulk, so that a demo tenant with
 * forty applications seeds in a few statements (the journeys seed several copies).
 */
export type DemoForm = { formId: string; versionId: string; kind: FormKind; definition: FormDefinition };

/** The newest published version of a form of this kind with this (English) title, or null. */
export async function demoFormByTitle(
  ctx: DemoSeedContext,
  kind: FormKind,
  title: string,
): Promise<DemoForm | null> {
  const ofKind = await findForms(ctx.db, ctx.tenant, [kind]);
  if (ofKind.length === 0) return null;
  const published = await ctx.db
    .select()
    .from(formVersions)
    .where(
      and(
        eq(formVersions.incubatorId, ctx.tenant.id),
        inArray(
          formVersions.formId,
          ofKind.map((f) => f.id),
        ),
        eq(formVersions.status, "published"),
      ),
    );
  const found = published
    .filter((v) => titleOf(v.definition) === title)
    .sort((a, b) => b.number - a.number)[0];
  return found ? { formId: found.formId, versionId: found.id, kind, definition: found.definition } : null;
}

/** A published form of this kind and (English) title: found, or created and published. */
export async function demoForm(
  ctx: DemoSeedContext,
  kind: FormKind,
  definition: FormDefinition,
): Promise<DemoForm> {
  const found = await demoFormByTitle(ctx, kind, titleOf(definition));
  if (found) return found;
  const now = ctx.clock.now();
  const form = await insertForm(ctx.db, ctx.tenant, {
    kind,
    createdBy: ctx.ids.people.get("admin") ?? null,
    now,
  });
  const version = await insertVersion(ctx.db, ctx.tenant, { formId: form.id, number: 1, definition, now });
  await publishDraft(ctx.db, ctx.tenant, version.id, now);
  await updateForm(ctx.db, ctx.tenant, form.id, { status: "published", updatedAt: now });
  return { formId: form.id, versionId: version.id, kind, definition };
}

export type DemoSubjectResponse = {
  respondentId: string;
  subjectId: string;
  /** The answers given (only those the form keeps are stored, as the renderer would). */
  given: Answers;
  submitted: boolean;
  at: Date;
};

/**
 * Responses about applications (subject_type "application"), one per respondent and subject:
 * those already there are left as they are. Returns the score of each response written or
 * found, keyed `${subjectId}:${respondentId}` (evaluation forms; null for the other kinds).
 */
export async function demoSubjectResponses(
  ctx: DemoSeedContext,
  form: DemoForm,
  rows: readonly DemoSubjectResponse[],
): Promise<Map<string, number | null>> {
  const scores = new Map<string, number | null>();
  if (rows.length === 0) return scores;
  const prepared = rows.map((row) => {
    const kept = keptAnswers(form.definition, row.given, evaluateForm(form.definition, row.given));
    const score = row.submitted ? scoreOfAnswers(form.kind, form.definition, kept) : null;
    return { row, kept, score };
  });
  const inserted = await ctx.db
    .insert(formResponses)
    .values(
      prepared.map(({ row, score }) => ({
        incubatorId: ctx.tenant.id,
        formId: form.formId,
        versionId: form.versionId,
        respondentId: row.respondentId,
        subjectType: "application" as const,
        subjectId: row.subjectId,
        status: row.submitted ? ("submitted" as const) : ("draft" as const),
        score,
        createdAt: row.at,
        updatedAt: row.at,
        submittedAt: row.submitted ? row.at : null,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: formResponses.id,
      respondentId: formResponses.respondentId,
      subjectId: formResponses.subjectId,
    });
  const keyOf = (subjectId: string | null, respondentId: string) => `${subjectId}:${respondentId}`;
  const idOf = new Map(inserted.map((r) => [keyOf(r.subjectId, r.respondentId), r.id]));
  const answers = prepared.flatMap(({ row, kept }) => {
    const responseId = idOf.get(keyOf(row.subjectId, row.respondentId));
    if (!responseId) return [];
    return Object.entries(kept).map(([questionId, answer]) => ({
      incubatorId: ctx.tenant.id,
      responseId,
      questionId,
      textValue: answer.textValue ?? null,
      numberValue: answer.numberValue ?? null,
      arrayValue: answer.arrayValue ?? null,
    }));
  });
  if (answers.length > 0) await ctx.db.insert(formAnswers).values(answers).onConflictDoNothing();
  for (const { row, score } of prepared) scores.set(keyOf(row.subjectId, row.respondentId), score);
  // Those already there keep their stored score.
  const existing = prepared.filter(({ row }) => !idOf.has(keyOf(row.subjectId, row.respondentId)));
  if (existing.length > 0) {
    const found = await ctx.db
      .select({
        respondentId: formResponses.respondentId,
        subjectId: formResponses.subjectId,
        score: formResponses.score,
      })
      .from(formResponses)
      .where(
        and(
          eq(formResponses.incubatorId, ctx.tenant.id),
          eq(formResponses.formId, form.formId),
          inArray(
            formResponses.subjectId,
            existing.map(({ row }) => row.subjectId),
          ),
        ),
      );
    for (const r of found) scores.set(keyOf(r.subjectId, r.respondentId), r.score);
  }
  return scores;
}
