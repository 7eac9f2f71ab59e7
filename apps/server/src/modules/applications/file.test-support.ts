import type { ApplicationStatus, RoundType } from "@launchpad/domain/applications";
import type { FormDefinition } from "@launchpad/domain/forms";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  formResponses,
  forms,
  formVersions,
  incubators,
  programs,
  roles,
  tags,
  users,
} from "../../db/schema/index.ts";
import {
  applicationRounds,
  applications,
  funnelPrograms,
  funnelRounds,
  funnels,
  funnelTags,
  roundEmails,
} from "./applications.tables.ts";

/**
 * Rows for the application file's integration tests (lane D), written straight to the
 * database as the owner: a funnel with its rounds and round e-mails, applications in a given
 * status, an intake form with the applicant's submitted response.
 */
export async function tenantOf(database: Database, slug = "demo") {
  const [row] = await database.db.select().from(incubators).where(eq(incubators.slug, slug));
  if (!row) throw new Error(`no incubator ${slug}`);
  return { id: row.id, slug };
}

export async function userIdOf(database: Database, tenantId: string, email: string): Promise<string> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.incubatorId, tenantId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function roleTypeOf(database: Database, userId: string): Promise<string | undefined> {
  const [row] = await database.db
    .select({ type: roles.type })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return row?.type;
}

const INTAKE: FormDefinition = {
  locales: ["en"],
  title: { en: "File test intake" },
  questions: [
    { id: "pitch", questionType: "text", label: { en: "Your pitch" }, validations: { required: true } },
  ],
};

/** A published intake form (one question, "pitch"). */
export async function intakeForm(database: Database, tenantId: string) {
  const now = new Date();
  const [form] = await database.db
    .insert(forms)
    .values({ incubatorId: tenantId, kind: "intake", status: "published", createdAt: now, updatedAt: now })
    .returning();
  if (!form) throw new Error("no form");
  const [version] = await database.db
    .insert(formVersions)
    .values({
      incubatorId: tenantId,
      formId: form.id,
      number: 1,
      definition: INTAKE,
      status: "published",
      publishedAt: now,
      createdAt: now,
    })
    .returning();
  if (!version) throw new Error("no version");
  return { formId: form.id, versionId: version.id };
}

/** The applicant's submitted response to the intake form about an application. */
export async function submittedResponse(
  database: Database,
  tenantId: string,
  form: { formId: string; versionId: string },
  applicationId: string,
  respondentId: string,
) {
  const now = new Date();
  await database.db.insert(formResponses).values({
    incubatorId: tenantId,
    formId: form.formId,
    versionId: form.versionId,
    respondentId,
    subjectType: "application",
    subjectId: applicationId,
    status: "submitted",
    createdAt: now,
    updatedAt: now,
    submittedAt: now,
  });
}

export type TestFunnel = {
  funnelId: string;
  rounds: { id: string; type: RoundType }[];
  emails: Record<string, string>;
  programId: string;
  tagId: string;
};

/**
 * A funnel with rounds of the given types (its first is the intake form's when given), an
 * acceptance e-mail in each round ("now"), two rejection e-mails in the last ("now" and
 * "scheduled" 48 h later), a programme and a tag given on acceptance.
 */
export async function makeFunnel(
  database: Database,
  tenantId: string,
  opts: { name: string; type?: "startup" | "community"; rounds: RoundType[]; intakeFormId?: string | null },
): Promise<TestFunnel> {
  const db = database.db;
  const slug = `${opts.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
  const [funnel] = await db
    .insert(funnels)
    .values({
      incubatorId: tenantId,
      type: opts.type ?? "startup",
      name: opts.name,
      displayName: { en: `${opts.name} programme`, fr: `Programme ${opts.name}` },
      slug,
      intakeFormId: opts.intakeFormId ?? null,
      published: true,
    })
    .returning();
  if (!funnel) throw new Error("no funnel");
  const rounds: TestFunnel["rounds"] = [];
  const emails: Record<string, string> = {};
  for (const [i, type] of opts.rounds.entries()) {
    const [round] = await db
      .insert(funnelRounds)
      .values({
        incubatorId: tenantId,
        funnelId: funnel.id,
        position: i + 1,
        type,
        name: { en: `Round ${i + 1}` },
        formId: i === 0 ? (opts.intakeFormId ?? null) : null,
      })
      .returning();
    if (!round) throw new Error("no round");
    rounds.push({ id: round.id, type });
    const [acceptance] = await db
      .insert(roundEmails)
      .values({
        incubatorId: tenantId,
        roundId: round.id,
        kind: "acceptance",
        subject: { en: "You passed {{ round.name }}" },
        body: {
          en: "Dear {{ applicant.firstName }},\n\nWelcome to the next step of {{ funnel.displayName }}.",
        },
        timing: "now",
      })
      .returning();
    emails[`acceptance${i + 1}`] = acceptance?.id ?? "";
  }
  const last = rounds[rounds.length - 1];
  if (last) {
    const [now] = await db
      .insert(roundEmails)
      .values({
        incubatorId: tenantId,
        roundId: last.id,
        kind: "rejection",
        reason: { en: "Not a fit" },
        subject: { en: "Your application to {{ funnel.displayName }}" },
        body: {
          en: "Dear {{ applicant.firstName }} {{ applicant.lastName }},\n\nWe cannot go further with {{ organisation.name }}.\n\n{{ reviewerComments }}",
          fr: "Bonjour {{ applicant.firstName }},\n\nNous ne pouvons pas continuer.\n\n{{ reviewerComments }}",
        },
        timing: "now",
      })
      .returning();
    const [later] = await db
      .insert(roundEmails)
      .values({
        incubatorId: tenantId,
        roundId: last.id,
        kind: "rejection",
        reason: { en: "Too early" },
        subject: { en: "About {{ funnel.name }}" },
        body: { en: "Dear {{ applicant.firstName }}, come back later." },
        timing: "scheduled",
        delayHours: 48,
      })
      .returning();
    emails.rejectNow = now?.id ?? "";
    emails.rejectLater = later?.id ?? "";
  }
  const [program] = await db
    .insert(programs)
    .values({ incubatorId: tenantId, name: `${opts.name} cohort` })
    .returning();
  const [tag] = await db
    .insert(tags)
    .values({
      incubatorId: tenantId,
      kind: opts.type === "community" ? "community" : "startup",
      name: `${opts.name} ${slug}`.slice(0, 40),
      color: "#1c7ed6",
    })
    .returning();
  if (!program || !tag) throw new Error("no programme or tag");
  await db
    .insert(funnelPrograms)
    .values({ incubatorId: tenantId, funnelId: funnel.id, programId: program.id });
  await db.insert(funnelTags).values({ incubatorId: tenantId, funnelId: funnel.id, tagId: tag.id });
  return { funnelId: funnel.id, rounds, emails, programId: program.id, tagId: tag.id };
}

/** An application of the applicant in the funnel's round `roundIndex`, in `status`. */
export async function makeApplication(
  database: Database,
  tenantId: string,
  funnel: TestFunnel,
  applicantId: string,
  opts: { roundIndex?: number; status?: ApplicationStatus; startupName?: string | null } = {},
): Promise<string> {
  const round = funnel.rounds[opts.roundIndex ?? 0];
  const status = opts.status ?? "under_review";
  const [row] = await database.db
    .insert(applications)
    .values({
      incubatorId: tenantId,
      funnelId: funnel.funnelId,
      applicantId,
      roundId: round?.id ?? null,
      status,
      startupName: opts.startupName === undefined ? "Rocket Soup" : opts.startupName,
      submittedAt: status === "draft" ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error("no application");
  if (round) {
    await database.db
      .insert(applicationRounds)
      .values({ incubatorId: tenantId, applicationId: row.id, roundId: round.id });
  }
  return row.id;
}

/** A new applicant of the tenant (role Applicant), for a test that changes their role. */
export async function makeApplicant(
  database: Database,
  tenantId: string,
  local: string,
): Promise<{ id: string; email: string }> {
  const [role] = await database.db
    .select()
    .from(roles)
    .where(and(eq(roles.incubatorId, tenantId), eq(roles.type, "Applicant")));
  if (!role) throw new Error("no Applicant role");
  const email = `${local}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const [user] = await database.db
    .insert(users)
    .values({
      incubatorId: tenantId,
      roleId: role.id,
      email,
      firstName: "Ann",
      lastName: local,
      status: "active",
      validated: true,
    })
    .returning();
  if (!user) throw new Error("no user");
  return { id: user.id, email };
}
