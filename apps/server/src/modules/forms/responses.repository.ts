import type { Answer, Answers } from "@launchpad/domain/forms";
import { asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type FormResponseStatus, formAnswers, formResponses, type SubjectType } from "./forms.tables.ts";

/** The forms module's queries of responses and their answers (one row per question); scoped to the tenant. */
const uuids = (ids: readonly string[]) => [...new Set(ids.filter(isUuid))];

export async function findResponse(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(formResponses)
    .where(scoped(formResponses, tenant, eq(formResponses.id, id)));
  return row ?? null;
}

/** A respondent's response to a form about a subject (none: null), locked until the transaction ends. */
export async function findOwnResponse(
  db: Db,
  tenant: Tenant,
  key: { formId: string; respondentId: string; subjectId: string | null },
  lock = false,
) {
  const query = db
    .select()
    .from(formResponses)
    .where(
      scoped(
        formResponses,
        tenant,
        eq(formResponses.formId, key.formId),
        eq(formResponses.respondentId, key.respondentId),
        key.subjectId === null ? isNull(formResponses.subjectId) : eq(formResponses.subjectId, key.subjectId),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** A respondent's newest response to a form, whatever its subject. */
export async function findLatestOwnResponse(db: Db, tenant: Tenant, formId: string, respondentId: string) {
  const [row] = await db
    .select()
    .from(formResponses)
    .where(
      scoped(
        formResponses,
        tenant,
        eq(formResponses.formId, formId),
        eq(formResponses.respondentId, respondentId),
      ),
    )
    .orderBy(desc(formResponses.updatedAt))
    .limit(1);
  return row ?? null;
}

export async function findSubmittedResponses(
  db: Db,
  tenant: Tenant,
  formId: string,
  versionId: string | null,
) {
  if (!isUuid(formId) || (versionId !== null && !isUuid(versionId))) return [];
  const conditions: SQL[] = [eq(formResponses.formId, formId), eq(formResponses.status, "submitted")];
  if (versionId) conditions.push(eq(formResponses.versionId, versionId));
  return db
    .select()
    .from(formResponses)
    .where(scoped(formResponses, tenant, ...conditions))
    .orderBy(asc(formResponses.submittedAt));
}

/** Inserts the response unless the respondent already has one for this form and subject. */
export async function insertResponse(
  db: Db,
  tenant: Tenant,
  values: {
    formId: string;
    versionId: string;
    respondentId: string;
    subjectType: SubjectType | null;
    subjectId: string | null;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  // One response per respondent, form and subject (a unique index): an existing one stays as it is.
  await db
    .insert(formResponses)
    .values(owned(tenant, { ...rest, createdAt: now, updatedAt: now }))
    .onConflictDoNothing();
}

export async function updateResponse(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: {
    versionId: string;
    status: FormResponseStatus;
    score: number | null;
    updatedAt: Date;
    submittedAt: Date | null;
  },
) {
  const [row] = await db
    .update(formResponses)
    .set(patch)
    .where(scoped(formResponses, tenant, eq(formResponses.id, id), eq(formResponses.status, "draft")))
    .returning();
  return row ?? null;
}

/** Answers of some responses: response id → answers by question id. */
export async function findAnswers(db: Db, tenant: Tenant, responseIds: readonly string[]) {
  const wanted = uuids(responseIds);
  const result = new Map<string, Answers>(wanted.map((id) => [id, {}]));
  if (wanted.length === 0) return result;
  const rows = await db
    .select()
    .from(formAnswers)
    .where(scoped(formAnswers, tenant, inArray(formAnswers.responseId, wanted)));
  for (const row of rows) {
    const answer: Answer = {};
    if (row.textValue !== null) answer.textValue = row.textValue;
    if (row.numberValue !== null) answer.numberValue = row.numberValue;
    if (row.arrayValue !== null) answer.arrayValue = row.arrayValue;
    const answers = result.get(row.responseId);
    if (answers) answers[row.questionId] = answer;
  }
  return result;
}

const slots = (answer: Answer | undefined) =>
  JSON.stringify([answer?.textValue ?? null, answer?.numberValue ?? null, answer?.arrayValue ?? null]);

/**
 * Makes a response's stored answers these (in the caller's transaction), one row per question:
 * rows of questions no longer answered are deleted, new and changed answers upserted, the
 * others left alone (an autosave usually changes one answer of hundreds).
 */
export async function replaceAnswers(db: Db, tenant: Tenant, responseId: string, answers: Answers) {
  const current = (await findAnswers(db, tenant, [responseId])).get(responseId) ?? {};
  const removed = Object.keys(current).filter((id) => !Object.hasOwn(answers, id));
  if (removed.length > 0)
    await db
      .delete(formAnswers)
      .where(
        scoped(
          formAnswers,
          tenant,
          eq(formAnswers.responseId, responseId),
          inArray(formAnswers.questionId, removed),
        ),
      );
  const changed = Object.entries(answers).filter(([id, answer]) => slots(current[id]) !== slots(answer));
  if (changed.length === 0) return;
  await db
    .insert(formAnswers)
    .values(
      changed.map(([questionId, answer]) =>
        owned(tenant, {
          responseId,
          questionId,
          textValue: answer.textValue ?? null,
          numberValue: answer.numberValue ?? null,
          arrayValue: answer.arrayValue ?? null,
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [formAnswers.responseId, formAnswers.questionId],
      set: {
        textValue: sql`excluded.text_value`,
        numberValue: sql`excluded.number_value`,
        arrayValue: sql`excluded.array_value`,
      },
    });
}

/** Responses about some subjects of one type (every respondent), optionally of some forms only. */
export async function findResponsesOfSubjects(
  db: Db,
  tenant: Tenant,
  type: SubjectType,
  subjectIds: readonly string[],
  formIds?: readonly string[],
) {
  const wanted = uuids(subjectIds);
  if (wanted.length === 0) return [];
  const conditions: SQL[] = [eq(formResponses.subjectType, type), inArray(formResponses.subjectId, wanted)];
  if (formIds) {
    const forms = uuids(formIds);
    if (forms.length === 0) return [];
    conditions.push(inArray(formResponses.formId, forms));
  }
  return db
    .select()
    .from(formResponses)
    .where(scoped(formResponses, tenant, ...conditions))
    .orderBy(asc(formResponses.createdAt));
}

/** Deletes the responses about a subject (their answers go with them); returns the deleted rows. */
export async function deleteResponsesOfSubject(
  db: Db,
  tenant: Tenant,
  type: SubjectType,
  subjectId: string,
  formIds?: readonly string[],
) {
  if (!isUuid(subjectId)) return [];
  const conditions: SQL[] = [eq(formResponses.subjectType, type), eq(formResponses.subjectId, subjectId)];
  if (formIds) {
    const forms = uuids(formIds);
    if (forms.length === 0) return [];
    conditions.push(inArray(formResponses.formId, forms));
  }
  return db
    .delete(formResponses)
    .where(scoped(formResponses, tenant, ...conditions))
    .returning();
}
