import type { ApplicationStatus, RoundType } from "@launchpad/domain/applications";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { incubators, roles, tags, users } from "../../db/schema/index.ts";
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
export async function tenantIdOf(database: Database, slug = "demo"): Promise<string> {
  const [row] = await database.db.select().from(incubators).where(eq(incubators.slug, slug));
  if (!row) throw new Error(`no incubator ${slug}`);
  return row.id;
}

export async function userIdOf(database: Database, tenantId: string, email: string): Promise<string> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.incubatorId, tenantId), eq(users.email, email)));
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
  const [role] = await database.db
    .select()
    .from(roles)
    .where(and(eq(roles.incubatorId, tenantId), eq(roles.type, "Applicant")));
  if (!role) throw new Error("no Applicant role");
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        incubatorId: tenantId,
        roleId: role.id,
        email: `${prefix.toLowerCase()}-${n + 1}-${unique()}@overview.test`,
        firstName: prefix,
        lastName: `Number${n + 1}`,
        status: "active" as const,
        validated: true,
      })),
    )
    .returning({ id: users.id, email: users.email });
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
  const [tag] = await database.db
    .insert(tags)
    .values({ incubatorId: tenantId, kind: "application", name: `${name} ${unique()}`, color: "#1c7ed6" })
    .returning();
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
