import type { GuidedTourName } from "@launchpad/domain/guided-tours";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { guidedTours } from "./guided-tours.tables.ts";

const view = {
  id: guidedTours.id,
  userId: guidedTours.userId,
  name: guidedTours.name,
  status: guidedTours.status,
};

export type GuidedTourRow = {
  id: string;
  userId: string;
  name: GuidedTourName;
  status: "AVAILABLE" | "COMPLETED";
};

/** A user's row of one tour, written (AVAILABLE) the first time it is asked for. */
export async function findOrCreateTour(db: Db, tenant: Tenant, userId: string, name: GuidedTourName) {
  await db
    .insert(guidedTours)
    .values(owned(tenant, { userId, name }))
    .onConflictDoNothing({ target: [guidedTours.userId, guidedTours.name] });
  const [row] = await db
    .select(view)
    .from(guidedTours)
    .where(scoped(guidedTours, tenant, eq(guidedTours.userId, userId), eq(guidedTours.name, name)));
  return row as GuidedTourRow | undefined;
}

/** One of this user's tours by id; another user's or another tenant's reads as none. */
export async function findUsersTour(db: Db, tenant: Tenant, userId: string, id: string) {
  const [row] = await db
    .select(view)
    .from(guidedTours)
    .where(scoped(guidedTours, tenant, eq(guidedTours.id, id), eq(guidedTours.userId, userId)));
  return row as GuidedTourRow | undefined;
}

/** Marks some of a user's tours COMPLETED, creating the rows that do not exist yet. */
export async function completeTours(
  db: Db,
  tenant: Tenant,
  userId: string,
  names: readonly GuidedTourName[],
  at: Date,
) {
  if (names.length === 0) return;
  await db
    .insert(guidedTours)
    .values(
      names.map((name) => owned(tenant, { userId, name, status: "COMPLETED" as const, completedAt: at })),
    )
    .onConflictDoNothing({ target: [guidedTours.userId, guidedTours.name] });
  await db
    .update(guidedTours)
    .set({ status: "COMPLETED", completedAt: at })
    .where(
      scoped(
        guidedTours,
        tenant,
        and(
          eq(guidedTours.userId, userId),
          inArray(guidedTours.name, [...names]),
          ne(guidedTours.status, "COMPLETED"),
        ),
      ),
    );
}
