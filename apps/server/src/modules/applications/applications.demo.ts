import type { ApplicationStatus, LocalizedText } from "@launchpad/domain/applications";
import { and, eq, inArray } from "drizzle-orm";
import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import { type DemoForm, demoForm, demoFormByTitle, demoSubjectResponses } from "../forms/index.ts";
import { allPrograms } from "../startups/index.ts";
import { tagIdsByName } from "../tags/index.ts";
import { createUser, userByEmail } from "../users/index.ts";
import type { ActivityKind } from "./activity.kinds.ts";
import {
  applicationActivities,
  applicationComments,
  applicationEmails,
  applicationEvaluators,
  applicationMeetingInvitations,
  applicationRounds,
  applications,
  applicationTags,
  type FunnelRoundRow,
  funnelPrograms,
  funnelRounds,
  funnels,
  funnelTags,
  type RoundEmailRow,
  roundEmails,
} from "./applications.tables.ts";
import {
  ACCEPTED_STARTUP,
  DEMO_APPLICATIONS,
  type DemoApplication,
  evaluationAnswers,
  intakeAnswers,
  SECOND_EVALUATOR,
} from "./demo-applications.ts";
import {
  ACCELERATOR_INTAKE,
  COMMUNITY_INTAKE,
  MEMBER_REVIEW,
  PITCH_EVALUATION_TITLE,
} from "./demo-forms-data.ts";
import { DEMO_FUNNELS, type DemoFunnel, NOT_A_FIT, TOO_EARLY } from "./demo-funnels.ts";
import { refreshFunnelScores } from "./scores.service.ts";

/**
 * The applications demo (docs/demo-data.md, docs/applications.md): per demo tenant, two
 * funnels with three rounds and their e-mails (demo-funnels.ts), their forms
 * (demo-forms-data.ts, through the forms door), and 44 applications spread over every status
 * (demo-applications.ts) with their intake answers, evaluations and scores, path through the
 * rounds, meeting invitations, e-mails, comments, tags and activity. Found by natural key
 * (funnel by slug, round by position, e-mail by kind and reason, applicant by e-mail, an
 * application by funnel and applicant): seeding twice changes nothing. Written in bulk (a few
 * dozen statements a tenant): the journeys seed a copy per worker.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;

type SeededFunnel = {
  plan: DemoFunnel;
  id: string;
  rounds: FunnelRoundRow[];
  emails: RoundEmailRow[];
  intake: DemoForm;
  evaluation: DemoForm | null;
};

export const applicationsDemo: DemoSeed = {
  after: ["users", "startups", "forms", "tags"],
  async seed(ctx) {
    const forms = await seedForms(ctx);
    if (!forms) return;
    const seeded: SeededFunnel[] = [];
    for (const plan of DEMO_FUNNELS) seeded.push(await seedFunnel(ctx, plan, forms));
    await seedApplications(ctx, seeded);
    for (const funnel of seeded) await refreshFunnelScores(ctx, funnel.id);
  },
};

async function seedForms(ctx: DemoSeedContext) {
  const pitch = await demoFormByTitle(ctx, "evaluation", PITCH_EVALUATION_TITLE);
  if (!pitch) return null;
  return {
    "Accelerator application": await demoForm(ctx, "intake", ACCELERATOR_INTAKE),
    "Community membership": await demoForm(ctx, "intake", COMMUNITY_INTAKE),
    "Member review": await demoForm(ctx, "evaluation", MEMBER_REVIEW),
    [PITCH_EVALUATION_TITLE]: pitch,
  } as Record<string, DemoForm>;
}

function person(ctx: DemoSeedContext, local: string): string {
  const id = ctx.ids.people.get(local);
  if (!id) throw new Error(`The applications demo needs ${local}@ (demo-data.ts)`);
  return id;
}

async function seedFunnel(
  ctx: DemoSeedContext,
  plan: DemoFunnel,
  forms: Record<string, DemoForm>,
): Promise<SeededFunnel> {
  const incubatorId = ctx.tenant.id;
  const intake = forms[plan.intakeForm] as DemoForm;
  const [existing] = await ctx.db
    .select({ id: funnels.id })
    .from(funnels)
    .where(and(eq(funnels.incubatorId, incubatorId), eq(funnels.slug, plan.slug)));
  let id = existing?.id;
  if (!id) {
    const [row] = await ctx.db
      .insert(funnels)
      .values({
        incubatorId,
        type: plan.type,
        name: plan.name,
        displayName: plan.displayName,
        slug: plan.slug,
        intakeFormId: intake.formId,
        deadline: plan.deadline ? new Date(plan.deadline) : null,
        reapply: plan.reapply,
        acceptedRoleId: plan.type === "community" ? (ctx.ids.roles.get("CommunityMember") ?? null) : null,
        published: plan.published,
        createdBy: person(ctx, "admin"),
      })
      .returning({ id: funnels.id });
    if (!row) throw new Error(`Could not seed the funnel ${plan.slug}`);
    id = row.id;
    const programIds = (await allPrograms(ctx))
      .filter((p) => plan.programs.includes(p.name))
      .map((p) => p.id);
    if (programIds.length > 0)
      await ctx.db
        .insert(funnelPrograms)
        .values(programIds.map((programId) => ({ incubatorId, funnelId: id as string, programId })));
    const tagIds = [...(await tagIdsByName(ctx, plan.tags.kind, plan.tags.names)).values()];
    if (tagIds.length > 0)
      await ctx.db
        .insert(funnelTags)
        .values(tagIds.map((tagId) => ({ incubatorId, funnelId: id as string, tagId })));
  }
  const funnelId = id;
  let rounds = await ctx.db
    .select()
    .from(funnelRounds)
    .where(and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.funnelId, funnelId)));
  const missing = plan.rounds
    .map((round, i) => ({ round, position: i + 1 }))
    .filter(({ position }) => !rounds.some((r) => r.position === position));
  if (missing.length > 0) {
    const inserted = await ctx.db
      .insert(funnelRounds)
      .values(
        missing.map(({ round, position }) => ({
          incubatorId,
          funnelId,
          position,
          type: round.type,
          name: round.name,
          formId: round.form ? (forms[round.form]?.formId ?? null) : null,
          blind: round.blind ?? false,
          evaluatorsPerApplication: round.evaluatorsPerApplication ?? 2,
          meeting: round.meeting
            ? {
                durationMinutes: round.meeting.durationMinutes,
                incrementMinutes: round.meeting.incrementMinutes,
                location: round.meeting.location,
                mode: round.meeting.mode,
                hostIds: round.meeting.hosts.map((local) => person(ctx, local)),
              }
            : null,
        })),
      )
      .returning();
    rounds = [...rounds, ...inserted];
  }
  rounds.sort((a, b) => a.position - b.position);
  let emails = await ctx.db
    .select()
    .from(roundEmails)
    .where(
      and(
        eq(roundEmails.incubatorId, incubatorId),
        inArray(
          roundEmails.roundId,
          rounds.map((r) => r.id),
        ),
      ),
    );
  const missingEmails = plan.rounds.flatMap((round, i) => {
    const roundId = rounds.find((r) => r.position === i + 1)?.id as string;
    return round.emails
      .filter(
        (e) =>
          !emails.some(
            (x) =>
              x.roundId === roundId && x.kind === e.kind && (x.reason?.en ?? null) === (e.reason?.en ?? null),
          ),
      )
      .map((e) => ({
        incubatorId,
        roundId,
        kind: e.kind,
        reason: e.reason ?? null,
        subject: e.subject,
        body: e.body,
        timing: e.timing,
        delayHours: e.delayHours ?? 0,
      }));
  });
  if (missingEmails.length > 0)
    emails = [...emails, ...(await ctx.db.insert(roundEmails).values(missingEmails).returning())];
  const evaluationRound = plan.rounds.find((r) => r.type === "evaluation");
  return {
    plan,
    id: funnelId,
    rounds,
    emails,
    intake,
    evaluation: evaluationRound?.form ? (forms[evaluationRound.form] ?? null) : null,
  };
}

/** A demo person found by e-mail, or created active and validated with the demo password. */
async function demoPerson(
  ctx: DemoSeedContext,
  local: string,
  role: "Applicant" | "CommunityMember" | "Evaluator",
  firstName: string,
  lastName: string,
): Promise<{ id: string; email: string }> {
  const email = `${local}@${ctx.organisation.slug}.test`;
  const found = await userByEmail(ctx, email);
  if (found) return { id: found.id, email };
  const roleId = ctx.ids.roles.get(role);
  if (!roleId) throw new Error(`No ${role} role for ${email}`);
  const id = await createUser(ctx, {
    roleId,
    email,
    passwordHash: ctx.passwordHash,
    firstName,
    lastName,
    timezone: ctx.organisation.timezone,
    language: ctx.organisation.defaultLanguage,
    status: "active",
    validated: true,
    adminValidated: true,
  });
  return { id, email };
}

/** applicant1@… (Applicant role) and the cast's applicants the plan names, and the second evaluator (evaluator2@). */
async function seedApplicants(ctx: DemoSeedContext): Promise<Map<string, { id: string; email: string }>> {
  const second = await demoPerson(
    ctx,
    SECOND_EVALUATOR.local,
    "Evaluator",
    SECOND_EVALUATOR.firstName,
    SECOND_EVALUATOR.lastName,
  );
  ctx.ids.people.set(SECOND_EVALUATOR.local, second.id);
  const out = new Map<string, { id: string; email: string }>();
  for (const a of DEMO_APPLICATIONS)
    out.set(a.applicant, await demoPerson(ctx, a.applicant, "Applicant", a.firstName, a.lastName));
  return out;
}

const en = (text: LocalizedText | null | undefined) => text?.en ?? Object.values(text ?? {})[0] ?? "";

type Planned = {
  plan: DemoApplication;
  n: number;
  funnel: SeededFunnel;
  applicantId: string;
  email: string;
  createdAt: Date;
  /** When it entered each round it reached (index 0: round 1). */
  entered: Date[];
  decidedAt: Date | null;
  rejectionEmail: RoundEmailRow | null;
  startupName: string | null;
};

async function seedApplications(ctx: DemoSeedContext, seeded: SeededFunnel[]) {
  const incubatorId = ctx.tenant.id;
  const applicants = await seedApplicants(ctx);
  const existing = await ctx.db
    .select({ funnelId: applications.funnelId, applicantId: applications.applicantId })
    .from(applications)
    .where(
      and(
        eq(applications.incubatorId, incubatorId),
        inArray(
          applications.funnelId,
          seeded.map((f) => f.id),
        ),
      ),
    );
  const taken = new Set(existing.map((e) => `${e.funnelId}:${e.applicantId}`));
  const now = ctx.clock.now().getTime();
  const planned: Planned[] = [];
  DEMO_APPLICATIONS.forEach((plan, n) => {
    const funnel = seeded.find((f) => f.plan.slug === plan.funnel) as SeededFunnel;
    const applicant = applicants.get(plan.applicant) as { id: string; email: string };
    if (taken.has(`${funnel.id}:${applicant.id}`)) return;
    const createdAt = new Date(now - plan.daysAgo * DAY);
    // Rounds follow each other evenly between its creation and now.
    const step = Math.min(5 * DAY, (plan.daysAgo * DAY) / (plan.round + 1));
    const entered = Array.from({ length: plan.round }, (_, i) => new Date(createdAt.getTime() + i * step));
    const final =
      plan.status === "accepted" || plan.status === "rejected" || plan.status === "delay_rejected";
    const decidedAt = final ? new Date(createdAt.getTime() + plan.round * step) : null;
    const round = funnel.rounds[plan.round - 1] as FunnelRoundRow;
    const reason =
      plan.rejection === "too_early" ? TOO_EARLY : plan.rejection === "not_a_fit" ? NOT_A_FIT : null;
    const rejectionEmail = reason
      ? (funnel.emails.find(
          (e) => e.roundId === round.id && e.kind === "rejection" && en(e.reason) === reason.en,
        ) ?? null)
      : null;
    const startupName =
      plan.applicant === "founder3" ? (ACCEPTED_STARTUP[ctx.organisation.base] ?? null) : plan.startupName;
    planned.push({
      startupName,
      plan,
      n,
      funnel,
      applicantId: applicant.id,
      email: applicant.email,
      createdAt,
      entered,
      decidedAt,
      rejectionEmail,
    });
  });
  if (planned.length === 0) return;

  const rows = await ctx.db
    .insert(applications)
    .values(
      planned.map((p) => ({
        incubatorId,
        funnelId: p.funnel.id,
        applicantId: p.applicantId,
        roundId: (p.funnel.rounds[p.plan.round - 1] as FunnelRoundRow).id,
        status: p.plan.status,
        startupName: p.startupName,
        startupId:
          p.startupName && p.plan.status === "accepted"
            ? (ctx.ids.startups.get(p.startupName) ?? null)
            : null,
        rejectionEmailId: p.rejectionEmail?.id ?? null,
        submittedAt: p.plan.intake === "submitted" ? new Date(p.createdAt.getTime() + 2 * HOUR) : null,
        decidedAt: p.decidedAt,
        createdAt: p.createdAt,
        updatedAt: p.decidedAt ?? p.entered.at(-1) ?? p.createdAt,
      })),
    )
    .returning({
      id: applications.id,
      applicantId: applications.applicantId,
      funnelId: applications.funnelId,
    });
  const idOf = (p: Planned) =>
    rows.find((r) => r.applicantId === p.applicantId && r.funnelId === p.funnel.id)?.id as string;
  const staff = person(ctx, "staff");
  const activities: (typeof applicationActivities.$inferInsert)[] = [];
  const activity = (
    applicationId: string,
    kind: ActivityKind,
    createdAt: Date,
    actorId: string | null,
    values: Record<string, string | number | null> = {},
  ) => activities.push({ incubatorId, applicationId, kind, createdAt, actorId, values });
  for (const p of planned) pathActivities(p, idOf(p), staff, activity);

  // The path through the rounds.
  await ctx.db.insert(applicationRounds).values(
    planned.flatMap((p) =>
      p.entered.map((enteredAt, i) => {
        const current = i === p.entered.length - 1;
        const leftAt = current ? p.decidedAt : (p.entered[i + 1] as Date);
        const outcome = !current
          ? "accepted"
          : p.plan.status === "accepted"
            ? "accepted"
            : p.decidedAt
              ? "rejected"
              : null;
        return {
          incubatorId,
          applicationId: idOf(p),
          roundId: (p.funnel.rounds[i] as FunnelRoundRow).id,
          enteredAt,
          leftAt,
          outcome: outcome as "accepted" | "rejected" | null,
          decidedBy: leftAt ? staff : null,
        };
      }),
    ),
  );

  // Intake answers (form responses about the application, by the applicant).
  for (const funnel of seeded) {
    const ofFunnel = planned.filter((p) => p.funnel === funnel);
    await demoSubjectResponses(
      ctx,
      funnel.intake,
      ofFunnel.map((p) => ({
        respondentId: p.applicantId,
        subjectId: idOf(p),
        given: intakeAnswers(p.plan, p.n),
        submitted: p.plan.intake === "submitted",
        at: new Date(p.createdAt.getTime() + 2 * HOUR),
      })),
    );
  }

  // Evaluations: assignments in the evaluation round (position 2), and the submitted ones' answers and scores.
  const evaluatorRows: (typeof applicationEvaluators.$inferInsert)[] = [];
  for (const funnel of seeded) {
    const round = funnel.rounds.find((r) => r.type === "evaluation");
    if (!round || !funnel.evaluation) continue;
    const ofFunnel = planned.filter((p) => p.funnel === funnel && p.plan.evaluations.length > 0);
    const submitted = ofFunnel.flatMap((p) =>
      p.plan.evaluations
        .filter((e) => e.submitted)
        .map((e) => ({
          respondentId: person(ctx, e.by),
          subjectId: idOf(p),
          given: evaluationAnswers(p.plan, e),
          submitted: true,
          at: new Date((p.entered[1] as Date).getTime() + DAY),
        })),
    );
    const scores = await demoSubjectResponses(ctx, funnel.evaluation, submitted);
    for (const p of ofFunnel) {
      const enteredAt = p.entered[1] as Date;
      for (const e of p.plan.evaluations) {
        const evaluatorId = person(ctx, e.by);
        activity(idOf(p), "evaluator_assigned", new Date(enteredAt.getTime() + HOUR), staff, {
          evaluatorId,
          roundId: round.id,
        });
        if (e.submitted)
          activity(idOf(p), "evaluation_submitted", new Date(enteredAt.getTime() + DAY), evaluatorId, {
            evaluatorId,
            roundId: round.id,
            score: scores.get(`${idOf(p)}:${evaluatorId}`) ?? null,
          });
        evaluatorRows.push({
          incubatorId,
          applicationId: idOf(p),
          roundId: round.id,
          evaluatorId,
          assignedBy: staff,
          assignedAt: new Date(enteredAt.getTime() + HOUR),
          submittedAt: e.submitted ? new Date(enteredAt.getTime() + DAY) : null,
          score: e.submitted ? (scores.get(`${idOf(p)}:${evaluatorId}`) ?? null) : null,
        });
      }
    }
  }
  if (evaluatorRows.length > 0) await ctx.db.insert(applicationEvaluators).values(evaluatorRows);

  // Meeting invitations (the meeting round, position 3).
  const invited = planned.filter((p) => p.plan.invitation);
  const invitations =
    invited.length === 0
      ? []
      : await ctx.db
          .insert(applicationMeetingInvitations)
          .values(
            invited.map((p) => {
              const sentAt = new Date((p.entered[2] as Date).getTime() + HOUR);
              return {
                incubatorId,
                applicationId: idOf(p),
                roundId: (p.funnel.rounds[2] as FunnelRoundRow).id,
                // The one to book stays "sent" here: the booking module's demo books it (booking → applications).
                status: p.plan.invitation === "done" ? ("done" as const) : ("sent" as const),
                sentAt,
                updatedAt: sentAt,
              };
            }),
          )
          .returning();
  for (const row of invitations)
    activity(row.applicationId, "meeting_invited", row.sentAt, staff, { invitationId: row.id });

  // E-mails sent (and the one scheduled) about them.
  const emailRows = planned.flatMap((p) => {
    const out: (typeof applicationEmails.$inferInsert)[] = [];
    const subjectOf = (row: RoundEmailRow | undefined) =>
      en(row?.subject).replaceAll("{{ funnel.displayName }}", en(p.funnel.plan.displayName));
    const roundEmail = (position: number, kind: RoundEmailRow["kind"]) => {
      const roundId = p.funnel.rounds[position - 1]?.id;
      return p.funnel.emails.find((e) => e.roundId === roundId && e.kind === kind && e.reason === null);
    };
    // Each round passed sent its acceptance.
    for (let i = 1; i < p.entered.length; i++) {
      const row = roundEmail(i, "acceptance");
      const at = p.entered[i] as Date;
      out.push({
        incubatorId,
        applicationId: idOf(p),
        roundEmailId: row?.id ?? null,
        kind: "acceptance",
        to: p.email,
        subject: subjectOf(row),
        scheduledFor: at,
        sentAt: at,
      });
    }
    if (p.plan.invitation) {
      const row = roundEmail(3, "invitation");
      const at = new Date((p.entered[2] as Date).getTime() + HOUR);
      out.push({
        incubatorId,
        applicationId: idOf(p),
        roundEmailId: row?.id ?? null,
        kind: "invitation",
        to: p.email,
        subject: subjectOf(row),
        scheduledFor: at,
        sentAt: at,
      });
    }
    if (p.plan.status === "accepted" && p.decidedAt) {
      const row = roundEmail(p.plan.round, "acceptance");
      out.push({
        incubatorId,
        applicationId: idOf(p),
        roundEmailId: row?.id ?? null,
        kind: "acceptance",
        to: p.email,
        subject: subjectOf(row),
        scheduledFor: p.decidedAt,
        sentAt: p.decidedAt,
      });
    }
    if (p.rejectionEmail && p.decidedAt) {
      const delayed = p.plan.status === "delay_rejected";
      // A delayed rejection goes out `delayHours` after the decision: still ahead.
      const scheduledFor = delayed ? new Date(now + p.rejectionEmail.delayHours * HOUR) : p.decidedAt;
      out.push({
        incubatorId,
        applicationId: idOf(p),
        roundEmailId: p.rejectionEmail.id,
        kind: "rejection",
        to: p.email,
        subject: subjectOf(p.rejectionEmail),
        scheduledFor,
        sentAt: delayed ? null : p.decidedAt,
      });
    }
    return out;
  });
  const emails =
    emailRows.length > 0 ? await ctx.db.insert(applicationEmails).values(emailRows).returning() : [];
  for (const row of emails) {
    if (row.sentAt)
      activity(row.applicationId, "email_sent", row.sentAt, null, { kind: row.kind, emailId: row.id });
    else
      activity(row.applicationId, "email_scheduled", row.createdAt, null, {
        kind: row.kind,
        emailId: row.id,
        scheduledFor: row.scheduledFor.toISOString(),
      });
  }

  // Comments.
  const commentRows = planned.flatMap((p) =>
    p.plan.comments.map((c, i) => ({
      incubatorId,
      applicationId: idOf(p),
      authorId: person(ctx, c.by),
      roundId: (p.funnel.rounds[p.plan.round - 1] as FunnelRoundRow).id,
      body: c.body,
      forApplicant: c.forApplicant ?? false,
      createdAt: new Date((p.entered.at(-1) as Date).getTime() + (i + 2) * HOUR),
    })),
  );
  const comments =
    commentRows.length > 0 ? await ctx.db.insert(applicationComments).values(commentRows).returning() : [];
  for (const row of comments)
    activity(row.applicationId, "comment_added", row.createdAt, row.authorId, {
      commentId: row.id,
      forApplicant: row.forApplicant ? 1 : 0,
    });

  // Tags of kind application.
  const tagIds = await tagIdsByName(ctx, "application", [...new Set(planned.flatMap((p) => p.plan.tags))]);
  const tagRows = planned.flatMap((p) =>
    p.plan.tags.flatMap((name) => {
      const tagId = tagIds.get(name);
      return tagId ? [{ incubatorId, applicationId: idOf(p), tagId }] : [];
    }),
  );
  if (tagRows.length > 0) await ctx.db.insert(applicationTags).values(tagRows).onConflictDoNothing();

  // Activity: what happened.
  await ctx.db.insert(applicationActivities).values(activities);
}

type AddActivity = (
  applicationId: string,
  kind: ActivityKind,
  createdAt: Date,
  actorId: string | null,
  values?: Record<string, string | number | null>,
) => void;

/** Its path as D's services record it: created, submitted, each round entered with its status change, the decision. */
function pathActivities(p: Planned, applicationId: string, staff: string, add: AddActivity) {
  const roundId = (i: number) => p.funnel.rounds[i]?.id ?? null;
  add(applicationId, "created", p.createdAt, p.applicantId);
  if (p.plan.intake === "submitted") {
    const at = new Date(p.createdAt.getTime() + 2 * HOUR);
    add(applicationId, "submitted", at, p.applicantId, { roundId: roundId(0) });
    add(applicationId, "status_changed", at, p.applicantId, {
      from: "draft",
      to: "under_review",
      event: "SUBMIT",
      roundId: roundId(0),
    });
  }
  for (let i = 1; i < p.entered.length; i++) {
    const at = p.entered[i] as Date;
    const from = i === 1 ? "under_review" : "pending_decision";
    add(applicationId, "status_changed", at, staff, {
      from,
      to: statusEntering(p, i),
      event: "ENTER_ROUND",
      roundId: roundId(i),
    });
    add(applicationId, "round_entered", at, staff, { roundId: roundId(i), from: roundId(i - 1) });
  }
  if (!p.decidedAt) return;
  const current = roundId(p.plan.round - 1);
  if (p.plan.status === "accepted") {
    add(applicationId, "status_changed", p.decidedAt, staff, {
      from: "pending_decision",
      to: "accepted",
      event: "ACCEPT_FINAL",
      roundId: current,
    });
    add(applicationId, "accepted", p.decidedAt, staff, { roundId: current });
  } else {
    add(applicationId, "status_changed", p.decidedAt, staff, {
      from: "pending_decision",
      to: p.plan.status,
      event: "REJECT",
      roundId: current,
    });
    add(applicationId, "rejected", p.decidedAt, staff, {
      roundId: current,
      rejectionEmailId: p.rejectionEmail?.id ?? null,
    });
  }
}

function statusEntering(p: Planned, index: number): ApplicationStatus {
  const type = p.funnel.rounds[index]?.type;
  return type === "meeting" ? "ready_for_invitation" : type === "evaluation" ? "under_review" : "draft";
}
