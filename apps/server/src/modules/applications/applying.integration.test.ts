import type { FormDefinition } from "@launchpad/domain/forms";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { customFields, incubators, users } from "../../db/schema/index.ts";
import { gql, gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { lastEmailTo } from "../../test/mail.ts";
import { applications, funnelRounds, funnels } from "./applications.tables.ts";
import { APPLY_THROTTLE } from "./applying.service.ts";

/**
 * Applying (lane B, docs/applying.md, decision 047): the public page's funnel, the account
 * made by applying, drafts and their submit, re-apply rules, and who may touch whose answers.
 */
const data = <T>(body: GraphQLBody, field: string): T => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data as Record<string, T>)[field] as T;
};
const anon = (app: FastifyInstance, query: string, variables: Record<string, unknown>) =>
  gql(app, query, { variables });
const extensionsOf = (body: GraphQLBody) => (body.errors?.[0]?.extensions ?? {}) as Record<string, unknown>;
const fieldsOf = (body: GraphQLBody) => (extensionsOf(body).fields ?? {}) as Record<string, string>;
const reasonOf = (body: GraphQLBody) =>
  (body.errors?.[0]?.extensions as { reason?: string; name?: string } | undefined)?.reason ??
  (body.errors?.[0]?.extensions as { name?: string } | undefined)?.name;

const INTAKE: FormDefinition = {
  locales: ["en"],
  title: { en: "Accelerator intake" },
  questions: [
    { id: "pitch", questionType: "text_long", label: { en: "Your pitch" }, validations: { required: true } },
    { id: "team", questionType: "number", label: { en: "Team size" } },
  ],
};

const PUBLIC_FUNNEL =
  "query Q($s: String!) { publicFunnel(slug: $s) { id slug type displayName deadline open rounds { position type hasForm } } }";
const APPLY =
  "mutation M($i: ApplyInput!) { applyToFunnel(input: $i) { token roundPosition application { id status roundId } } }";
const ROUND_FORM =
  "query Q($a: ID!, $r: ID!) { applicationRoundForm(applicationId: $a, roundId: $r) { formId title answers prefilledQuestionIds responseStatus editable emailValidated round { position state } } }";
const SAVE =
  "mutation M($a: ID!, $r: ID!, $x: JSON!, $s: Boolean!) { saveApplicationAnswers(applicationId: $a, roundId: $r, answers: $x, submit: $s) { responseStatus application { nextStep application { status } } } }";
const MINE =
  "{ myApplications { id nextStep funnel { slug } currentRound { position } rounds { position state } submittedForms { position title answers } } }";

type Applied = {
  token: string | null;
  roundPosition: number;
  application: { id: string; status: string; roundId: string };
};

describe.each(databaseKinds("both"))("applying on %s", (kind) => {
  const t = useTestApp(kind);
  let counter = 0;

  async function tenantId() {
    const [row] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    if (!row) throw new Error("no demo tenant");
    return row.id;
  }

  /** A published intake form and a funnel with a form round and an evaluation round. */
  async function funnel(options: Partial<typeof funnels.$inferInsert> = {}) {
    const admin = await t.tokenOf("admin@demo.test");
    const form = data<{ id: string }>(
      (
        await gqlAs(
          t.app,
          admin,
          "mutation M($d: JSON!) { createForm(input: { kind: intake, definition: $d }) { id } }",
          {
            d: INTAKE,
          },
        )
      ).body,
      "createForm",
    );
    data(
      (
        await gqlAs(t.app, admin, "mutation M($id: ID!) { publishForm(formId: $id) { state } }", {
          id: form.id,
        })
      ).body,
      "publishForm",
    );
    const incubatorId = await tenantId();
    counter += 1;
    const slug = `apply-${kind}-${counter}`;
    const [row] = await t.database.db
      .insert(funnels)
      .values({
        incubatorId,
        type: "community",
        name: `Apply ${counter}`,
        displayName: { en: `Programme ${counter}` },
        slug,
        intakeFormId: form.id,
        published: true,
        reapply: { rule: "after_rejection", cooldownDays: 30 },
        ...options,
      })
      .returning();
    if (!row) throw new Error("no funnel");
    const rounds = await t.database.db
      .insert(funnelRounds)
      .values([
        { incubatorId, funnelId: row.id, position: 1, type: "form" as const, name: { en: "Application" } },
        { incubatorId, funnelId: row.id, position: 2, type: "evaluation" as const, name: { en: "Review" } },
      ])
      .returning();
    return { id: row.id, slug, formId: form.id, rounds: rounds.sort((a, b) => a.position - b.position) };
  }

  const visitor = (n: string) => ({
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada.${kind}.${n}@example.test`,
    password: "Analytical-Engine-1843",
    language: "fr",
  });

  it("applies signed out: the account, the validation e-mail, a draft in round 1; submits once the e-mail is confirmed", async () => {
    const f = await funnel();
    const shown = data<{ open: boolean; rounds: unknown[]; displayName: unknown }>(
      (await anon(t.app, PUBLIC_FUNNEL, { s: f.slug })).body,
      "publicFunnel",
    );
    expect(shown).toMatchObject({ open: true, displayName: { en: expect.stringMatching(/^Programme/) } });
    expect(shown.rounds).toEqual([
      { position: 1, type: "form", hasForm: true },
      { position: 2, type: "evaluation", hasForm: false },
    ]);

    const person = visitor("main");
    const applied = data<Applied>(
      (await anon(t.app, APPLY, { i: { slug: f.slug, ...person } })).body,
      "applyToFunnel",
    );
    expect(applied.application.status).toBe("draft");
    expect(applied.application.roundId).toBe(f.rounds[0]?.id);
    expect(applied.roundPosition).toBe(1);
    expect(applied.token).toEqual(expect.any(String));
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${person.email}`);
    expect(user).toMatchObject({ validated: false, status: "pending", language: "fr", firstName: "Ada" });
    const mail = await lastEmailTo(t.database, person.email, "emailValidation");
    expect(mail.link).toMatch(/\/validate\/[\w-]+$/);

    // The new session activates as the web app's signed-in area does.
    const token = applied.token as string;
    data((await gqlAs(t.app, token, "mutation { upsertSession { id } }")).body, "upsertSession");
    const vars = { a: applied.application.id, r: f.rounds[0]?.id };
    const form = data<{ formId: string; editable: boolean; emailValidated: boolean; responseStatus: string }>(
      (await gqlAs(t.app, token, ROUND_FORM, vars)).body,
      "applicationRoundForm",
    );
    expect(form).toMatchObject({
      formId: f.formId,
      editable: true,
      emailValidated: false,
      responseStatus: "none",
    });

    // A draft: no required answers yet; saved again, it keeps the newest.
    const draft = await gqlAs(t.app, token, SAVE, { ...vars, x: { team: { numberValue: 3 } }, s: false });
    expect(data<{ responseStatus: string }>(draft.body, "saveApplicationAnswers").responseStatus).toBe(
      "draft",
    );
    const again = await gqlAs(t.app, token, ROUND_FORM, vars);
    expect(data<{ answers: unknown }>(again.body, "applicationRoundForm").answers).toEqual({
      team: { numberValue: 3 },
    });

    // Submitting waits for the confirmed e-mail; then a missing required answer is said per question.
    const early = await gqlAs(t.app, token, SAVE, {
      ...vars,
      x: { pitch: { textValue: "We build engines" } },
      s: true,
    });
    expect(reasonOf(early.body)).toBe("EMAIL_NOT_VALIDATED");
    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/users/validate/${mail.link.split("/").pop()}`,
      headers: { host: "localhost" },
    });
    expect(confirm.statusCode).toBe(200);
    const missing = await gqlAs(t.app, token, SAVE, { ...vars, x: { team: { numberValue: 3 } }, s: true });
    expect(reasonOf(missing.body)).toBe("ValidationError");
    expect(fieldsOf(missing.body)).toHaveProperty("pitch");
    const submitted = await gqlAs(t.app, token, SAVE, {
      ...vars,
      x: { pitch: { textValue: "We build engines" }, team: { numberValue: 3 } },
      s: true,
    });
    expect(
      data<{ responseStatus: string; application: unknown }>(submitted.body, "saveApplicationAnswers"),
    ).toEqual({
      responseStatus: "submitted",
      application: { nextStep: "under_review", application: { status: "under_review" } },
    });
    const twice = await gqlAs(t.app, token, SAVE, { ...vars, x: {}, s: false });
    expect(reasonOf(twice.body)).toBe("NOT_A_DRAFT");

    const mine = data<{ nextStep: string; submittedForms: unknown[]; rounds: unknown[] }[]>(
      (await gqlAs(t.app, token, MINE)).body,
      "myApplications",
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      nextStep: "under_review",
      funnel: { slug: f.slug },
      currentRound: { position: 1 },
      rounds: [
        { position: 1, state: "current" },
        { position: 2, state: "upcoming" },
      ],
      submittedForms: [
        { position: 1, title: "Accelerator intake", answers: { pitch: { textValue: "We build engines" } } },
      ],
    });
  });
});

describe.each(databaseKinds("both"))("applying's rules on %s", (kind) => {
  const t = useTestApp(kind);
  let counter = 0;

  async function tenantId() {
    const [row] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    if (!row) throw new Error("no demo tenant");
    return row.id;
  }

  async function funnel(options: Partial<typeof funnels.$inferInsert> = {}) {
    const admin = await t.tokenOf("admin@demo.test");
    const form = data<{ id: string }>(
      (
        await gqlAs(
          t.app,
          admin,
          "mutation M($d: JSON!) { createForm(input: { kind: intake, definition: $d }) { id } }",
          {
            d: INTAKE,
          },
        )
      ).body,
      "createForm",
    );
    data(
      (
        await gqlAs(t.app, admin, "mutation M($id: ID!) { publishForm(formId: $id) { state } }", {
          id: form.id,
        })
      ).body,
      "publishForm",
    );
    const incubatorId = await tenantId();
    counter += 1;
    const slug = `rules-${counter}`;
    const [row] = await t.database.db
      .insert(funnels)
      .values({
        incubatorId,
        type: "community",
        name: `Rules ${counter}`,
        displayName: { en: `Rules ${counter}` },
        slug,
        intakeFormId: form.id,
        published: true,
        reapply: { rule: "after_rejection", cooldownDays: 30 },
        ...options,
      })
      .returning();
    if (!row) throw new Error("no funnel");
    const [round] = await t.database.db
      .insert(funnelRounds)
      .values({ incubatorId, funnelId: row.id, position: 1, type: "form", name: { en: "Application" } })
      .returning();
    return { id: row.id, slug, formId: form.id, roundId: round?.id as string };
  }

  const person = (n: string) => ({
    firstName: "Grace",
    lastName: "Hopper",
    email: `grace.${n}@example.test`,
    password: "Compiler-Cobol-1959",
  });

  it("refuses a closed, an unpublished or an unknown funnel, a weak password, a taken e-mail, a startup without its name", async () => {
    const closed = await funnel({ deadline: new Date(Date.now() - 60_000) });
    expect(
      data<{ open: boolean }>((await anon(t.app, PUBLIC_FUNNEL, { s: closed.slug })).body, "publicFunnel")
        .open,
    ).toBe(false);
    expect(reasonOf((await anon(t.app, APPLY, { i: { slug: closed.slug, ...person("c") } })).body)).toBe(
      "FUNNEL_CLOSED",
    );
    const shut = await funnel({ closedAt: new Date() });
    expect(reasonOf((await anon(t.app, APPLY, { i: { slug: shut.slug, ...person("s") } })).body)).toBe(
      "FUNNEL_CLOSED",
    );
    const hidden = await funnel({ published: false });
    expect(data((await anon(t.app, PUBLIC_FUNNEL, { s: hidden.slug })).body, "publicFunnel")).toBeNull();
    expect(reasonOf((await anon(t.app, APPLY, { i: { slug: hidden.slug, ...person("h") } })).body)).toBe(
      "NotFoundError",
    );
    expect(reasonOf((await anon(t.app, APPLY, { i: { slug: "no-such-funnel", ...person("n") } })).body)).toBe(
      "NotFoundError",
    );

    const open = await funnel();
    const weak = await anon(t.app, APPLY, { i: { slug: open.slug, ...person("w"), password: "short" } });
    expect(reasonOf(weak.body)).toBe("ValidationError");
    expect(fieldsOf(weak.body)).toHaveProperty("password");
    const taken = await anon(t.app, APPLY, {
      i: { slug: open.slug, ...person("t"), email: "founder@demo.test" },
    });
    expect(reasonOf(taken.body)).toBe("ACCOUNT_EXISTS");
    const startup = await funnel({ type: "startup" });
    const nameless = await anon(t.app, APPLY, { i: { slug: startup.slug, ...person("u") } });
    expect(fieldsOf(nameless.body)).toHaveProperty("startupName");
    // Every refusal at once: the account's fields with the startup's name.
    const empty = await anon(t.app, APPLY, { i: { slug: startup.slug, email: "not-an-e-mail" } });
    expect(Object.keys(fieldsOf(empty.body)).sort()).toEqual(
      ["email", "firstName", "lastName", "password", "startupName"].sort(),
    );
    const named = await anon(t.app, APPLY, {
      i: { slug: startup.slug, ...person("u"), startupName: "Nimbus Engines" },
    });
    const id = data<Applied>(named.body, "applyToFunnel").application.id;
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.startupName).toBe("Nimbus Engines");
    // Nothing half-made: the refused visitors have no account.
    const made = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} like 'grace.%@example.test'`);
    expect(made.map((u) => u.email)).toEqual(["grace.u@example.test"]);
  });

  it("applies signed in within the re-apply rules; a role without APPLICATION_DRAFT:ACCESS (a founder) cannot", async () => {
    const f = await funnel({ reapply: { rule: "after_rejection", cooldownDays: 30 } });
    const applicant = await t.tokenOf("applicant@demo.test");
    const first = data<Applied>(
      (await gqlAs(t.app, applicant, APPLY, { i: { slug: f.slug } })).body,
      "applyToFunnel",
    );
    expect(first.token).toBeNull();
    const again = await gqlAs(t.app, applicant, APPLY, { i: { slug: f.slug } });
    expect(reasonOf(again.body)).toBe("ALREADY_APPLIED");
    expect(extensionsOf(again.body).applicationId as string).toBe(first.application.id);

    // Rejected ten days ago: the 30-day cool-down says from when.
    const decidedAt = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await t.database.db
      .update(applications)
      .set({ status: "rejected", decidedAt })
      .where(eq(applications.id, first.application.id));
    const cooling = await gqlAs(t.app, applicant, APPLY, { i: { slug: f.slug } });
    expect(reasonOf(cooling.body)).toBe("REAPPLY_NOT_ALLOWED");
    expect((extensionsOf(cooling.body).allowedFrom as string).slice(0, 10)).toBe(
      new Date(decidedAt.getTime() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10),
    );
    await t.database.db
      .update(applications)
      .set({ decidedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(applications.id, first.application.id));
    const second = data<Applied>(
      (await gqlAs(t.app, applicant, APPLY, { i: { slug: f.slug } })).body,
      "applyToFunnel",
    );
    expect(second.application.id).not.toBe(first.application.id);

    // "never": one application per person.
    const once = await funnel({ reapply: { rule: "never", cooldownDays: 0 } });
    const only = data<Applied>(
      (await gqlAs(t.app, applicant, APPLY, { i: { slug: once.slug } })).body,
      "applyToFunnel",
    );
    await t.database.db
      .update(applications)
      .set({ status: "rejected", decidedAt: new Date(0) })
      .where(eq(applications.id, only.application.id));
    expect(reasonOf((await gqlAs(t.app, applicant, APPLY, { i: { slug: once.slug } })).body)).toBe(
      "REAPPLY_NOT_ALLOWED",
    );

    const founder = await t.tokenOf("founder@demo.test");
    expect(reasonOf((await gqlAs(t.app, founder, APPLY, { i: { slug: f.slug } })).body)).toBe(
      "ForbiddenError",
    );
  });

  it("keeps each applicant to their own application, its current round and its draft; pre-fills a re-application", async () => {
    const f = await funnel({ reapply: { rule: "always", cooldownDays: 0 } });
    const applicant = await t.tokenOf("applicant@demo.test");
    const mine = data<Applied>(
      (await gqlAs(t.app, applicant, APPLY, { i: { slug: f.slug } })).body,
      "applyToFunnel",
    );
    const vars = { a: mine.application.id, r: f.roundId };

    // Someone else, even an applicant themself, finds nothing.
    const other = data<Applied>(
      (await anon(t.app, APPLY, { i: { slug: f.slug, ...person("other") } })).body,
      "applyToFunnel",
    );
    data(
      (await gqlAs(t.app, other.token as string, "mutation { upsertSession { id } }")).body,
      "upsertSession",
    );
    for (const query of [ROUND_FORM, SAVE]) {
      const { body } = await gqlAs(t.app, other.token as string, query, { ...vars, x: {}, s: false });
      expect(reasonOf(body)).toBe("NotFoundError");
    }
    const founder = await t.tokenOf("founder@demo.test");
    expect(reasonOf((await gqlAs(t.app, founder, ROUND_FORM, vars)).body)).toBe("NotFoundError");
    expect(reasonOf((await gqlAs(t.app, founder, SAVE, { ...vars, x: {}, s: false })).body)).toBe(
      "ForbiddenError",
    );

    // Another round than the current one.
    const [later] = await t.database.db
      .insert(funnelRounds)
      .values({
        incubatorId: await tenantId(),
        funnelId: f.id,
        position: 2,
        type: "form",
        name: { en: "More" },
      })
      .returning();
    const wrong = await gqlAs(t.app, applicant, SAVE, {
      a: mine.application.id,
      r: later?.id,
      x: {},
      s: false,
    });
    expect(reasonOf(wrong.body)).toBe("NOT_CURRENT_ROUND");

    // Submitted, rejected, applied again: the form starts from the earlier answers, said as pre-filled.
    const answers = { pitch: { textValue: "Second time lucky" }, team: { numberValue: 4 } };
    data(
      (await gqlAs(t.app, applicant, SAVE, { ...vars, x: answers, s: true })).body,
      "saveApplicationAnswers",
    );
    await t.database.db
      .update(applications)
      .set({ status: "rejected", decidedAt: new Date() })
      .where(and(eq(applications.id, mine.application.id)));
    const next = data<Applied>(
      (await gqlAs(t.app, applicant, APPLY, { i: { slug: f.slug } })).body,
      "applyToFunnel",
    );
    const form = data<{ answers: unknown; prefilledQuestionIds: string[]; responseStatus: string }>(
      (await gqlAs(t.app, applicant, ROUND_FORM, { a: next.application.id, r: f.roundId })).body,
      "applicationRoundForm",
    );
    expect(form).toEqual(
      expect.objectContaining({ answers, responseStatus: "none", prefilledQuestionIds: ["pitch", "team"] }),
    );
    // The old one is read-only now.
    const old = data<{ editable: boolean; responseStatus: string }>(
      (await gqlAs(t.app, applicant, ROUND_FORM, vars)).body,
      "applicationRoundForm",
    );
    expect(old).toMatchObject({ editable: false, responseStatus: "submitted" });
  });

  it("pre-fills a later round's form with a custom field answered in an earlier round's form (WCAG 3.3.7)", async () => {
    const incubatorId = await tenantId();
    const [field] = await t.database.db
      .select({ id: customFields.id })
      .from(customFields)
      .where(and(eq(customFields.incubatorId, incubatorId), eq(customFields.key, "years_of_experience")));
    if (!field) throw new Error("no demo field years_of_experience");
    const bound = (id: string, label: string) => ({
      id,
      questionType: "custom_field" as const,
      behavesAs: "number" as const,
      customField: { entity: "user" as const, fieldId: field.id },
      label: { en: label },
    });
    const admin = await t.tokenOf("admin@demo.test");
    const publish = async (definition: FormDefinition) => {
      const form = data<{ id: string }>(
        (
          await gqlAs(
            t.app,
            admin,
            "mutation M($d: JSON!) { createForm(input: { kind: intake, definition: $d }) { id } }",
            { d: definition },
          )
        ).body,
        "createForm",
      );
      data(
        (
          await gqlAs(t.app, admin, "mutation M($id: ID!) { publishForm(formId: $id) { state } }", {
            id: form.id,
          })
        ).body,
        "publishForm",
      );
      return form.id;
    };
    const first = await publish({
      ...INTAKE,
      questions: [...INTAKE.questions, bound("years", "Years of experience")],
    });
    const second = await publish({
      locales: ["en"],
      title: { en: "Round two" },
      questions: [
        bound("experience", "How many years have you worked?"),
        INTAKE.questions[0] as FormDefinition["questions"][number],
      ],
    });
    const f = await funnel({ intakeFormId: first, reapply: { rule: "always", cooldownDays: 0 } });
    const [later] = await t.database.db
      .insert(funnelRounds)
      .values({
        incubatorId,
        funnelId: f.id,
        position: 2,
        type: "form",
        name: { en: "More" },
        formId: second,
      })
      .returning();
    const applicant = await t.tokenOf("applicant@demo.test");
    const mine = data<Applied>(
      (await gqlAs(t.app, applicant, APPLY, { i: { slug: f.slug } })).body,
      "applyToFunnel",
    );
    data(
      (
        await gqlAs(t.app, applicant, SAVE, {
          a: mine.application.id,
          r: f.roundId,
          x: { pitch: { textValue: "Engines" }, years: { numberValue: 7 } },
          s: true,
        })
      ).body,
      "saveApplicationAnswers",
    );
    // Staff move it on to round 2 (lane D's decision; here, the row).
    await t.database.db
      .update(applications)
      .set({ roundId: later?.id, status: "draft" })
      .where(eq(applications.id, mine.application.id));
    const form = data<{ answers: unknown; prefilledQuestionIds: string[] }>(
      (await gqlAs(t.app, applicant, ROUND_FORM, { a: mine.application.id, r: later?.id })).body,
      "applicationRoundForm",
    );
    // The custom field carries over; the same question id of another form does not.
    expect(form).toMatchObject({
      answers: { experience: { numberValue: 7 } },
      prefilledQuestionIds: ["experience"],
    });
  });

  // Last of its describe: it spends this address's allowance.
  it("throttles the accounts asked for from one address (a refused password costs nothing)", async () => {
    const f = await funnel();
    for (let i = 0; i < 3; i += 1) {
      const weak = await anon(t.app, APPLY, { i: { slug: f.slug, ...person(`w${i}`), password: "short" } });
      expect(reasonOf(weak.body)).toBe("ValidationError");
    }
    const reasons: string[] = [];
    for (let i = 0; i <= APPLY_THROTTLE.points; i += 1) {
      const taken = await anon(t.app, APPLY, {
        i: { slug: f.slug, ...person("t"), email: "founder@demo.test" },
      });
      reasons.push(reasonOf(taken.body) ?? "");
    }
    expect(reasons.at(-1)).toBe("TOO_MANY_ATTEMPTS");
    // The tests above asked for 3 accounts from this address; the 3 weak passwords cost nothing.
    expect(reasons.filter((r) => r === "ACCOUNT_EXISTS").length).toBe(APPLY_THROTTLE.points - 3);
    expect(new Set(reasons)).toEqual(new Set(["ACCOUNT_EXISTS", "TOO_MANY_ATTEMPTS"]));
    const fresh = await anon(t.app, APPLY, { i: { slug: f.slug, ...person("fresh") } });
    expect(reasonOf(fresh.body)).toBe("TOO_MANY_ATTEMPTS");
    // A signed-in applicant is not an account asked for.
    const applicant = await t.tokenOf("applicant@demo.test");
    expect(
      data<Applied>((await gqlAs(t.app, applicant, APPLY, { i: { slug: f.slug } })).body, "applyToFunnel")
        .token,
    ).toBeNull();
  });
});
