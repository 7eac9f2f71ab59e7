import type { FormDefinition, FormKind } from "@launchpad/domain/forms";
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type FormStatus, type FormVersionRow, formResponses, forms, formVersions } from "./forms.tables.ts";

/**
 * The forms module's queries of forms and their versions; every one scoped to the tenant
 * (decision 002). A published version is never updated: the only version updates name
 * `status = 'draft'` in their WHERE (and a trigger refuses any other, migration 0030).
 */
const uuids = (ids: readonly string[]) => [...new Set(ids.filter(isUuid))];
const live = isNull(forms.deletedAt);

export function findForms(db: Db, tenant: Tenant, kinds: readonly FormKind[]) {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(forms)
    .where(scoped(forms, tenant, live, inArray(forms.kind, [...kinds])))
    .orderBy(desc(forms.updatedAt), desc(forms.createdAt));
}

export async function findForm(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(forms)
    .where(scoped(forms, tenant, live, eq(forms.id, id)));
  return row ?? null;
}

export async function findFormByShareUuid(db: Db, tenant: Tenant, shareUuid: string) {
  if (!isUuid(shareUuid)) return null;
  const [row] = await db
    .select()
    .from(forms)
    .where(scoped(forms, tenant, live, eq(forms.shareUuid, shareUuid)));
  return row ?? null;
}

/** The newest live, not archived form of one kind (the profile forms). */
export async function findNewestOfKind(db: Db, tenant: Tenant, kind: FormKind) {
  const [row] = await db
    .select()
    .from(forms)
    .where(scoped(forms, tenant, live, eq(forms.kind, kind), ne(forms.status, "archived")))
    .orderBy(desc(forms.createdAt))
    .limit(1);
  return row ?? null;
}

/** Live forms of some kinds that are not archived (plan usage). */
export async function countActiveForms(db: Db, tenant: Tenant, kinds: readonly FormKind[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(forms)
    .where(scoped(forms, tenant, live, inArray(forms.kind, [...kinds]), ne(forms.status, "archived")));
  return Number(row?.n ?? 0);
}

export async function insertForm(
  db: Db,
  tenant: Tenant,
  values: { kind: FormKind; createdBy: string | null; now: Date },
) {
  const [row] = await db
    .insert(forms)
    .values(
      owned(tenant, {
        kind: values.kind,
        createdBy: values.createdBy,
        createdAt: values.now,
        updatedAt: values.now,
      }),
    )
    .returning();
  if (!row) throw new Error("form not inserted");
  return row;
}

export async function updateForm(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: { status?: FormStatus; updatedAt: Date; deletedAt?: Date },
) {
  const [row] = await db
    .update(forms)
    .set(patch)
    .where(scoped(forms, tenant, live, eq(forms.id, id)))
    .returning();
  return row ?? null;
}

/** The versions of some forms, newest first. */
export async function findVersionsOf(db: Db, tenant: Tenant, formIds: readonly string[]) {
  const wanted = uuids(formIds);
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(formVersions)
    .where(scoped(formVersions, tenant, inArray(formVersions.formId, wanted)))
    .orderBy(desc(formVersions.number));
}

export async function findVersion(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(formVersions)
    .where(scoped(formVersions, tenant, eq(formVersions.id, id)));
  return row ?? null;
}

export async function findVersionsByIds(db: Db, tenant: Tenant, ids: readonly string[]) {
  const wanted = uuids(ids);
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(formVersions)
    .where(scoped(formVersions, tenant, inArray(formVersions.id, wanted)));
}

export async function insertVersion(
  db: Db,
  tenant: Tenant,
  values: { formId: string; number: number; definition: FormDefinition; now: Date },
): Promise<FormVersionRow> {
  const [row] = await db
    .insert(formVersions)
    .values(
      owned(tenant, {
        formId: values.formId,
        number: values.number,
        status: "draft" as const,
        definition: values.definition,
        createdAt: values.now,
        updatedAt: values.now,
      }),
    )
    .returning();
  if (!row) throw new Error("form version not inserted");
  return row;
}

/** Changes a draft version's definition; a published version is never matched (null). */
export async function updateDraftDefinition(
  db: Db,
  tenant: Tenant,
  id: string,
  definition: FormDefinition,
  now: Date,
) {
  const [row] = await db
    .update(formVersions)
    .set({ definition, updatedAt: now })
    .where(scoped(formVersions, tenant, eq(formVersions.id, id), eq(formVersions.status, "draft")))
    .returning();
  return row ?? null;
}

/** Publishes a draft version (null when it is not a draft any more). */
export async function publishDraft(db: Db, tenant: Tenant, id: string, now: Date) {
  const [row] = await db
    .update(formVersions)
    .set({ status: "published", publishedAt: now, updatedAt: now })
    .where(scoped(formVersions, tenant, eq(formVersions.id, id), eq(formVersions.status, "draft")))
    .returning();
  return row ?? null;
}

/** Submitted responses by version id, for some forms (answer counts). */
export async function countSubmittedByVersion(db: Db, tenant: Tenant, formIds: readonly string[]) {
  const wanted = uuids(formIds);
  const counts = new Map<string, number>();
  if (wanted.length === 0) return counts;
  const rows = await db
    .select({ versionId: formResponses.versionId, n: sql<number>`count(*)::int` })
    .from(formResponses)
    .where(
      scoped(
        formResponses,
        tenant,
        inArray(formResponses.formId, wanted),
        eq(formResponses.status, "submitted"),
      ) as SQL,
    )
    .groupBy(formResponses.versionId);
  for (const row of rows) counts.set(row.versionId, Number(row.n));
  return counts;
}

/** Whether a form has any response at all, draft or submitted. */
export async function hasResponses(db: Db, tenant: Tenant, formId: string) {
  const [row] = await db
    .select({ id: formResponses.id })
    .from(formResponses)
    .where(and(scoped(formResponses, tenant, eq(formResponses.formId, formId))))
    .limit(1);
  return row !== undefined;
}
