import type { ApplicationStatus, FunnelType, LocalizedText, RoundType } from "@launchpad/domain/applications";
import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { applicationRounds, applications, funnelRounds, funnels } from "./applications.tables.ts";

/**
 * The dashboard's aggregates (docs/application-dashboard.md, decision 052), computed by
 * PostgreSQL in five statements whatever the number of applications: counts by funnel,
 * round and status; applications created per week by status; each round's path figures
 * (entered, left, went on, time spent) from application_rounds; the funnels and rounds in
 * scope (for their names and the rounds nobody reached); score histograms.
 */

/** Which applications count: the funnels in scope, one funnel, created in [from, to). */
export type DashboardWhere = {
  funnels: "ALL" | string[];
  funnelId?: string;
  from?: Date;
  to?: Date;
};

function applicationsWhere(tenant: Tenant, where: DashboardWhere): SQL {
  return scoped(
    applications,
    tenant,
    where.funnels === "ALL" ? undefined : inArray(applications.funnelId, where.funnels),
    where.funnelId ? eq(applications.funnelId, where.funnelId) : undefined,
    where.from ? gte(applications.createdAt, where.from) : undefined,
    where.to ? lt(applications.createdAt, where.to) : undefined,
  );
}

const int = (expression: SQL) => sql<number>`(${expression})::int`;

export type CountRow = {
  funnelId: string;
  roundId: string | null;
  status: ApplicationStatus;
  archived: boolean;
  count: number;
  minAverage: number | null;
  maxAverage: number | null;
  minNormalised: number | null;
  maxNormalised: number | null;
};

/** Applications by funnel, current round, status and archived, with each group's score range. */
export async function countApplications(db: Db, tenant: Tenant, where: DashboardWhere): Promise<CountRow[]> {
  const archived = sql<boolean>`${applications.archivedAt} is not null`;
  return db
    .select({
      funnelId: applications.funnelId,
      roundId: applications.roundId,
      status: applications.status,
      archived,
      count: int(sql`count(*)`),
      minAverage: sql<number | null>`min(${applications.averageScore})`,
      maxAverage: sql<number | null>`max(${applications.averageScore})`,
      minNormalised: sql<number | null>`min(${applications.normalisedScore})`,
      maxNormalised: sql<number | null>`max(${applications.normalisedScore})`,
    })
    .from(applications)
    .where(applicationsWhere(tenant, where))
    .groupBy(applications.funnelId, applications.roundId, applications.status, archived);
}

export type WeekRow = { week: string; status: ApplicationStatus; count: number };

/** Applications created per week (ISO weeks from Monday, UTC) by their status now. */
export async function countByWeek(db: Db, tenant: Tenant, where: DashboardWhere): Promise<WeekRow[]> {
  const week = sql<string>`to_char(date_trunc('week', ${applications.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ week, status: applications.status, count: int(sql`count(*)`) })
    .from(applications)
    .where(applicationsWhere(tenant, where))
    .groupBy(week, applications.status)
    .orderBy(asc(week));
}

export type RoundPathRow = {
  roundId: string;
  entered: number;
  left: number;
  wentOn: number;
  averageHours: number | null;
  medianHours: number | null;
};

/**
 * Per round, from the applications' paths: how many entered it, left it, and went on to a
 * later round of the funnel (entered one of a higher position after entering this one); the
 * average and median time between entering and leaving, in hours, of those that left.
 */
export async function roundPaths(db: Db, tenant: Tenant, where: DashboardWhere): Promise<RoundPathRow[]> {
  const hours = sql`extract(epoch from (${applicationRounds.leftAt} - ${applicationRounds.enteredAt})) / 3600.0`;
  const wentOn = sql`exists (select 1 from ${applicationRounds} as later
    join ${funnelRounds} as later_round on later_round.id = later.round_id
    where later.application_id = ${applicationRounds.applicationId}
      and later_round.position > ${funnelRounds.position}
      and later.entered_at >= ${applicationRounds.enteredAt})`;
  return db
    .select({
      roundId: funnelRounds.id,
      entered: int(sql`count(distinct ${applicationRounds.applicationId})`),
      left: int(
        sql`count(distinct ${applicationRounds.applicationId}) filter (where ${applicationRounds.leftAt} is not null)`,
      ),
      wentOn: int(sql`count(distinct ${applicationRounds.applicationId}) filter (where ${wentOn})`),
      averageHours: sql<
        number | null
      >`(avg(${hours}) filter (where ${applicationRounds.leftAt} is not null))::float8`,
      medianHours: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by ${hours}) filter (where ${applicationRounds.leftAt} is not null))::float8`,
    })
    .from(applicationRounds)
    .innerJoin(applications, eq(applications.id, applicationRounds.applicationId))
    .innerJoin(funnelRounds, eq(funnelRounds.id, applicationRounds.roundId))
    .where(and(applicationsWhere(tenant, where), eq(applicationRounds.incubatorId, tenant.id)))
    .groupBy(funnelRounds.id);
}

export type FunnelRoundRow = {
  funnelId: string;
  funnelName: string;
  funnelType: FunnelType;
  roundId: string | null;
  position: number | null;
  roundName: LocalizedText | null;
  roundType: RoundType | null;
};

/** The funnels in scope (one when filtered) and their rounds in order; a funnel without rounds once. */
export async function funnelsAndRounds(
  db: Db,
  tenant: Tenant,
  where: DashboardWhere,
): Promise<FunnelRoundRow[]> {
  return db
    .select({
      funnelId: funnels.id,
      funnelName: funnels.name,
      funnelType: funnels.type,
      roundId: funnelRounds.id,
      position: funnelRounds.position,
      roundName: funnelRounds.name,
      roundType: funnelRounds.type,
    })
    .from(funnels)
    .leftJoin(funnelRounds, eq(funnelRounds.funnelId, funnels.id))
    .where(
      scoped(
        funnels,
        tenant,
        where.funnels === "ALL" ? undefined : inArray(funnels.id, where.funnels),
        where.funnelId ? eq(funnels.id, where.funnelId) : undefined,
      ),
    )
    .orderBy(asc(funnels.name), asc(funnels.id), asc(funnelRounds.position));
}

export type Bins = { low: number; width: number; count: number };
export type HistogramRow = { kind: "average" | "normalised"; bin: number; count: number };

/**
 * Score histograms: `count` equal bins from `low`, of `width` (the last bin closed at the
 * top), for the raw average and the normalised score of the applications that have one.
 */
export async function scoreHistograms(
  db: Db,
  tenant: Tenant,
  where: DashboardWhere,
  bins: { average: Bins | null; normalised: Bins | null },
): Promise<HistogramRow[]> {
  // Numbers inlined (checked finite), not parameters: PostgreSQL matches the grouped
  // expression with the selected one only when both are the same text.
  const num = (n: number) => {
    if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
    return sql.raw(`(${n})::float8`);
  };
  const binOf = (column: SQL | PgColumn, b: Bins) =>
    int(sql`least(floor((${column} - ${num(b.low)}) / ${num(b.width)}), ${num(b.count - 1)})`);
  const parts: Promise<HistogramRow[]>[] = [];
  for (const kind of ["average", "normalised"] as const) {
    const b = bins[kind];
    if (!b) continue;
    const column = kind === "average" ? applications.averageScore : applications.normalisedScore;
    const bin = binOf(column, b);
    parts.push(
      db
        .select({
          kind: sql<"average" | "normalised">`${sql.raw(`'${kind}'`)}::text`,
          bin,
          count: int(sql`count(*)`),
        })
        .from(applications)
        .where(and(applicationsWhere(tenant, where), isNotNull(column)))
        .groupBy(bin),
    );
  }
  return (await Promise.all(parts)).flat();
}
