import { asc, eq, inArray, isNull, max, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type MilestonePlanRow, type MilestoneRow, milestonePlans, milestones } from "./milestones.tables.ts";

/** The milestones module's queries; every one scoped to the tenant (decision 002). */

export type PlanValues = {
  startupId: string | null;
  name: string;
  goal: string | null;
  unit: string | null;
  target: number | null;
  summary: string | null;
  templateId: string | null;
  createdBy: string | null;
};

export type MilestoneValues = {
  planId: string;
  parentId: string | null;
  title: string;
  description: string | null;
  dueDate: string | null;
  done: boolean;
  position: number;
};

// Plans made together (a demo, a template applied at once) share a creation time: then by name.
const byPlanOrder = [asc(milestonePlans.createdAt), asc(milestonePlans.name), asc(milestonePlans.id)];

export async function findPlan(db: Db, tenant: Tenant, id: string): Promise<MilestonePlanRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(milestonePlans)
    .where(scoped(milestonePlans, tenant, eq(milestonePlans.id, id)));
  return row ?? null;
}

/** A startup's plans, or (startupId null) the organisation's templates, oldest first. */
export function findPlans(db: Db, tenant: Tenant, startupId: string | null) {
  const which: SQL =
    startupId === null ? isNull(milestonePlans.startupId) : eq(milestonePlans.startupId, startupId);
  return db
    .select()
    .from(milestonePlans)
    .where(scoped(milestonePlans, tenant, which))
    .orderBy(...byPlanOrder);
}

export async function insertPlan(db: Db, tenant: Tenant, values: PlanValues): Promise<MilestonePlanRow> {
  const [row] = await db.insert(milestonePlans).values(owned(tenant, values)).returning();
  if (!row) throw new Error("milestone plan not inserted");
  return row;
}

export async function updatePlanRow(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: Partial<Omit<PlanValues, "startupId" | "templateId" | "createdBy">> & { updatedAt: Date },
) {
  const [row] = await db
    .update(milestonePlans)
    .set(patch)
    .where(scoped(milestonePlans, tenant, eq(milestonePlans.id, id)))
    .returning();
  return row ?? null;
}

export async function touchPlan(db: Db, tenant: Tenant, id: string, at: Date) {
  await db
    .update(milestonePlans)
    .set({ updatedAt: at })
    .where(scoped(milestonePlans, tenant, eq(milestonePlans.id, id)));
}

export async function deletePlanRow(db: Db, tenant: Tenant, id: string) {
  const rows = await db
    .delete(milestonePlans)
    .where(scoped(milestonePlans, tenant, eq(milestonePlans.id, id)))
    .returning({ id: milestonePlans.id });
  return rows.length > 0;
}

/** The milestones of some plans, in their order (top level and sub-milestones alike). */
export async function findMilestonesOfPlans(
  db: Db,
  tenant: Tenant,
  planIds: string[],
): Promise<MilestoneRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(milestones)
    .where(scoped(milestones, tenant, inArray(milestones.planId, planIds)))
    .orderBy(asc(milestones.position), asc(milestones.createdAt), asc(milestones.id));
}

export async function findMilestone(db: Db, tenant: Tenant, id: string): Promise<MilestoneRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(milestones)
    .where(scoped(milestones, tenant, eq(milestones.id, id)));
  return row ?? null;
}

export async function findSubMilestones(db: Db, tenant: Tenant, parentId: string) {
  return db
    .select()
    .from(milestones)
    .where(scoped(milestones, tenant, eq(milestones.parentId, parentId)));
}

/** The next position among a plan's milestones (or a milestone's sub-milestones). */
export async function nextPosition(db: Db, tenant: Tenant, planId: string, parentId: string | null) {
  const [row] = await db
    .select({ last: max(milestones.position) })
    .from(milestones)
    .where(
      scoped(
        milestones,
        tenant,
        eq(milestones.planId, planId),
        parentId === null ? isNull(milestones.parentId) : eq(milestones.parentId, parentId),
      ),
    );
  return row?.last == null ? 0 : row.last + 1;
}

export async function insertMilestones(db: Db, tenant: Tenant, values: MilestoneValues[]) {
  if (values.length === 0) return [];
  return db
    .insert(milestones)
    .values(values.map((v) => owned(tenant, v)))
    .returning();
}

export async function updateMilestoneRow(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: Partial<Pick<MilestoneRow, "title" | "description" | "dueDate">>,
) {
  const [row] = await db
    .update(milestones)
    .set(patch)
    .where(scoped(milestones, tenant, eq(milestones.id, id)))
    .returning();
  return row ?? null;
}

/** Sets the done state of some milestones (who and when, or cleared). */
export async function setDoneRows(
  db: Db,
  tenant: Tenant,
  ids: string[],
  done: boolean,
  by: string | null,
  at: Date,
) {
  if (ids.length === 0) return;
  await db
    .update(milestones)
    .set(done ? { done, doneAt: at, doneBy: by } : { done, doneAt: null, doneBy: null })
    .where(scoped(milestones, tenant, inArray(milestones.id, ids), eq(milestones.done, !done)));
}

export async function deleteMilestoneRow(db: Db, tenant: Tenant, id: string) {
  await db.delete(milestones).where(scoped(milestones, tenant, eq(milestones.id, id)));
}

/** A startup's plan (or a template, startupId null) by its name: the demo finds its rows so. */
export async function findPlanByName(db: Db, tenant: Tenant, startupId: string | null, name: string) {
  const [row] = await db
    .select()
    .from(milestonePlans)
    .where(
      scoped(
        milestonePlans,
        tenant,
        eq(milestonePlans.name, name),
        startupId === null ? isNull(milestonePlans.startupId) : eq(milestonePlans.startupId, startupId),
      ),
    );
  return row ?? null;
}
