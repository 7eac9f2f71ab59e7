import type { ApplicationStatus, RoundType } from "@launchpad/domain/applications";
import { sql } from "drizzle-orm";
import { type Database, rawRows } from "../../db/client.ts";
import {
  applicationEvaluators,
  applications,
  applicationTags,
  funnelRounds,
  funnels,
  roundEmails,
} from "./applications.tables.ts";

/**
 * Rows for the overview's and batch actions' integration tests (lane C), written straight to
 * the database: a funnel with rounds and a rejection e-mail, applicants, applications in given
 * statuses, tags and evaluator assignments.
 */
// Other modules' tables by SQL: this module's code (tests' helpers included) imports only its own tables.
export async function tenantIdOf(database: Database, slug = "demo"): Promise<string> {
  const [row] = await rawRows<{ id: string }>(
    database.db,
    sql`select id from incubators where slug = ${slug}`,
  );
  if (!row) throw new Error(`no incubator ${slug}`);
  return row.id;
}

export async function userIdOf(database: Database, tenantId: string, email: string): Promise<string> {
  const [row] = await rawRows<{ id: string }>(
    database.db,
    sql`select id from users where incubator_id = ${tenantId} and email = ${email}`,
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const unique = () => Math.random().toString(36).slice(2, 8);

export type OverviewFunnel = {
  id: string;
  rounds: { id: string; type: RoundType }[];
  rejectionEmailId: string;
};

/** A published funnel with rounds of these types and a rejection e-mail ("now") in its last round. */
export async function funnelWithRounds(
  database: Database,
  tenantId: string,
  name: string,
  types: RoundType[] = ["form", "evaluation", "meeting"],
  opts: { blindRound?: number } = {},
): Promise<OverviewFunnel> {
  const db = database.db;
  const [funnel] = await db
    .insert(funnels)
    .values({
      incubatorId: tenantId,
      type: "startup",
      name,
      displayName: { en: name },
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${unique()}`,
      published: true,
    })
    .returning();
  if (!funnel) throw new Error("no funnel");
  const rounds: OverviewFunnel["rounds"] = [];
  for (const [i, type] of types.entries()) {
    const [round] = await db
      .insert(funnelRounds)
      .values({
        incubatorId: tenantId,
        funnelId: funnel.id,
        position: i + 1,
        type,
        name: { en: `${name} round ${i + 1}` },
        blind: opts.blindRound === i,
      })
      .returning();
    if (!round) throw new Error("no round");
    rounds.push({ id: round.id, type });
  }
  const last = rounds[rounds.length - 1];
  const [email] = await db
    .insert(roundEmails)
    .values({
      incubatorId: tenantId,
      roundId: last?.id ?? "",
      kind: "rejection",
      reason: { en: "Not a fit" },
      subject: { en: "Your application to {{ funnel.name }}" },
      body: { en: "Dear {{ applicant.firstName }}, we cannot go further." },
      timing: "now",
    })
    .returning();
  return { id: funnel.id, rounds, rejectionEmailId: email?.id ?? "" };
}

/** Applicant accounts (active, validated) named `<prefix> <n>`, e-mail `<prefix>-<n>@overview.test`. */
export async function applicants(database: Database, tenantId: string, prefix: string, count: number) {
  const [role] = await rawRows<{ id: string }>(
    database.db,
    sql`select id from roles where incubator_id = ${tenantId} and type = 'Applicant' limit 1`,
  );
  if (!role) throw new Error("no Applicant role");
  const rows: { id: string; email: string }[] = [];
  for (let n = 1; n <= count; n++) {
    const email = `${prefix.toLowerCase()}-${n}-${unique()}@overview.test`;
    const [row] = await rawRows<{ id: string; email: string }>(
      database.db,
      sql`insert into users (incubator_id, role_id, email, first_name, last_name, status, validated)
          values (${tenantId}, ${role.id}, ${email}, ${prefix}, ${`Number${n}`}, 'active', true)
          returning id, email`,
    );
    if (row) rows.push(row);
  }
  return rows;
}

export type AppSpec = {
  applicantId: string;
  roundIndex: number;
  status: ApplicationStatus;
  averageScore?: number | null;
  startupName?: string;
  /** Minutes before now it was created (older first in time). */
  ageMinutes: number;
};

/** Applications of a funnel, in the given rounds and statuses. */
export async function applicationsOf(
  database: Database,
  tenantId: string,
  funnel: OverviewFunnel,
  specs: AppSpec[],
) {
  const now = Date.now();
  const rows = await database.db
    .insert(applications)
    .values(
      specs.map((s) => ({
        incubatorId: tenantId,
        funnelId: funnel.id,
        applicantId: s.applicantId,
        roundId: funnel.rounds[s.roundIndex]?.id ?? null,
        status: s.status,
        startupName: s.startupName ?? null,
        averageScore: s.averageScore ?? null,
        submittedAt: s.status === "draft" ? null : new Date(now - s.ageMinutes * 60_000),
        createdAt: new Date(now - s.ageMinutes * 60_000),
      })),
    )
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

export async function applicationTag(
  database: Database,
  tenantId: string,
  name: string,
  applicationIds: string[],
) {
  const [tag] = await rawRows<{ id: string }>(
    database.db,
    sql`insert into tags (incubator_id, kind, name, color) values (${tenantId}, 'application', ${`${name} ${unique()}`}, '#1c7ed6') returning id`,
  );
  if (!tag) throw new Error("no tag");
  if (applicationIds.length > 0) {
    await database.db
      .insert(applicationTags)
      .values(
        applicationIds.map((applicationId) => ({ incubatorId: tenantId, applicationId, tagId: tag.id })),
      );
  }
  return tag.id;
}

export async function assign(
  database: Database,
  tenantId: string,
  evaluatorId: string,
  roundId: string,
  applicationIds: string[],
  submitted = false,
) {
  await database.db.insert(applicationEvaluators).values(
    applicationIds.map((applicationId) => ({
      incubatorId: tenantId,
      applicationId,
      roundId,
      evaluatorId,
      submittedAt: submitted ? new Date() : null,
      score: submitted ? 5 : null,
    })),
  );
}
