import type { ApplicationStatus, RoundType } from "@launchpad/domain/applications";
import type { FormDefinition } from "@launchpad/domain/forms";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
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

/** Other modules' rows, by SQL (a module's code imports only its own tables). */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(database: Database, query: SQL): Promise<T> {
  const [row] = await rows<T>(database, query);
  if (!row) throw new Error("no row");
  return row;
}

export async function tenantOf(database: Database, slug = "demo") {
  const row = await one<{ id: string }>(database, sql`select id from incubators where slug = ${slug}`);
  return { id: row.id, slug };
}

export async function userIdOf(database: Database, tenantId: string, email: string): Promise<string> {
  const row = await one<{ id: string }>(
    database,
    sql`select id from users where incubator_id = ${tenantId} and email = ${email}`,
  );
  return row.id;
}

export async function roleTypeOf(database: Database, userId: string): Promise<string | undefined> {
  const [row] = await rows<{ type: string }>(
    database,
    sql`select r.type from users u join roles r on r.id = u.role_id where u.id = ${userId}`,
  );
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
  const form = await one<{ id: string }>(
    database,
    sql`insert into forms (incubator_id, kind, status) values (${tenantId}, 'intake', 'published') returning id`,
  );
  const version = await one<{ id: string }>(
    database,
    sql`insert into form_versions (incubator_id, form_id, number, status, definition, published_at)
        values (${tenantId}, ${form.id}, 1, 'published', ${JSON.stringify(INTAKE)}::jsonb, now()) returning id`,
  );
  return { formId: form.id, versionId: version.id };
}

/** The applicant's submitted response to the intake form about an application. */
export async function submittedResponse(
  database: Database,
  tenantId: string,
  form: { formId: string; versionId: string },
  applicationId: string,
  respondentId: string,
  pitch = "We sell soup to rockets",
) {
  const response = await one<{ id: string }>(
    database,
    sql`insert into form_responses (incubator_id, form_id, version_id, respondent_id, subject_type, subject_id, status, submitted_at)
        values (${tenantId}, ${form.formId}, ${form.versionId}, ${respondentId}, 'application', ${applicationId}, 'submitted', now())
        returning id`,
  );
  await database.db.execute(
    sql`insert into form_answers (incubator_id, response_id, question_id, text_value) values (${tenantId}, ${response.id}, 'pitch', ${pitch})`,
  );
  return response.id;
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
  const program = await one<{ id: string }>(
    database,
    sql`insert into programs (incubator_id, name) values (${tenantId}, ${`${opts.name} cohort`}) returning id`,
  );
  const tag = await one<{ id: string }>(
    database,
    sql`insert into tags (incubator_id, kind, name, color)
        values (${tenantId}, ${opts.type === "community" ? "community" : "startup"}, ${`${opts.name} ${slug}`.slice(0, 40)}, '#1c7ed6')
        returning id`,
  );
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
  const email = `${local}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const user = await one<{ id: string }>(
    database,
    sql`insert into users (incubator_id, role_id, email, first_name, last_name, status, validated)
        select ${tenantId}, id, ${email}, 'Ann', ${local}, 'active', true from roles
        where incubator_id = ${tenantId} and type = 'Applicant' and is_custom = false limit 1
        returning id`,
  );
  return { id: user.id, email };
}

/** A tag of a kind (application tags for setApplicationTags). */
export async function makeTag(
  database: Database,
  tenantId: string,
  kind: string,
  name: string,
): Promise<string> {
  const tag = await one<{ id: string }>(
    database,
    sql`insert into tags (incubator_id, kind, name, color) values (${tenantId}, ${kind}, ${name}, '#2f9e44') returning id`,
  );
  return tag.id;
}
