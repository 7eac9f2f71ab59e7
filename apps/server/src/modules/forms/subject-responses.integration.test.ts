import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incubators, users } from "../../db/schema/index.ts";
import { serviceContext } from "../../service-context.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { SURVEY } from "./forms.test-support.ts";
import {
  answerForSubject,
  copyResponsesToSubject,
  deleteResponsesOfSubject,
  formForSubject,
  responsesOfSubjects,
} from "./subject-responses.service.ts";

/**
 * The forms door for answers about an application (issue 17, docs/applying.md): the caller
 * authorises, the forms module checks and writes as for any save.
 */
const data = <T>(body: GraphQLBody, field: string): T => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data as Record<string, T>)[field] as T;
};

describe.each(databaseKinds("sql"))("answers about a subject on %s", (kind) => {
  const t = useTestApp(kind);

  async function contextOf(email: string) {
    const [tenant] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    if (!tenant) throw new Error("no demo");
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.incubatorId, tenant.id), sql`lower(${users.email}) = ${email}`));
    if (!user) throw new Error(`no ${email}`);
    return serviceContext({
      db: t.database.forTenant(tenant.id),
      tenant: { id: tenant.id, slug: "demo" },
      viewer: { id: user.id, roleType: "Cofounder", sessionId: "test" },
    });
  }

  it("saves, submits, lists, copies and deletes answers about an application, whoever may not answer the form alone", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const form = data<{ id: string }>(
      (
        await gqlAs(
          t.app,
          admin,
          "mutation M($d: JSON!) { createForm(input: { kind: intake, definition: $d }) { id } }",
          { d: SURVEY },
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
    const founder = await contextOf("founder@demo.test");
    const application = randomUUID();
    const subject = { type: "application" as const, id: application };

    // The founder may not answer an intake form on its own (formToFill refuses)...
    const alone = await gqlAs(
      t.app,
      await t.tokenOf("founder@demo.test"),
      "query Q($id: ID!) { formToFill(formId: $id) { formId } }",
      { id: form.id },
    );
    expect(alone.body.errors).toBeDefined();
    // ...but through the door, about an application, the caller decides.
    const draft = await answerForSubject(founder, {
      formId: form.id,
      subject,
      answers: { happy: { arrayValue: ["no"] } },
      mode: "draft",
    });
    expect(draft).toMatchObject({
      status: "draft",
      subjectId: application,
      respondent: { id: founder.viewer?.id },
    });
    expect((await formForSubject(founder, form.id, subject)).response?.answers).toEqual({
      happy: { arrayValue: ["no"] },
    });
    expect(
      (await formForSubject(founder, form.id, { type: "application", id: randomUUID() })).response,
    ).toBeNull();

    // The same checks as any submit: the required answers, per question, nothing written.
    await expect(
      answerForSubject(founder, {
        formId: form.id,
        subject,
        answers: { happy: { arrayValue: ["no"] } },
        mode: "submit",
      }),
    ).rejects.toMatchObject({
      errorName: "ValidationError",
      extensions: { fields: { name: expect.any(String), why: expect.any(String) } },
    });
    const submitted = await answerForSubject(founder, {
      formId: form.id,
      subject,
      answers: { name: { textValue: "Ada" }, happy: { arrayValue: ["yes"] } },
      mode: "submit",
    });
    expect(submitted.status).toBe("submitted");
    await expect(
      answerForSubject(founder, { formId: form.id, subject, answers: {}, mode: "draft" }),
    ).rejects.toMatchObject({ extensions: { reason: "ALREADY_SUBMITTED" } });

    // Another respondent about the same application (an evaluator, here given by id).
    const coach = await contextOf("coach@demo.test");
    await answerForSubject(founder, {
      formId: form.id,
      subject,
      answers: { name: { textValue: "By coach" } },
      mode: "draft",
      respondentId: coach.viewer?.id,
    });
    const all = await responsesOfSubjects(coach, "application", [application, randomUUID()]);
    expect(all.map((r) => [r.respondent.id, r.status, r.subjectId])).toEqual([
      [founder.viewer?.id, "submitted", application],
      [coach.viewer?.id, "draft", application],
    ]);
    expect(
      await responsesOfSubjects(coach, "application", [application], { formIds: [randomUUID()] }),
    ).toEqual([]);

    // Carried over: the submitted answers only.
    const moved = randomUUID();
    await copyResponsesToSubject(founder, "application", application, moved, form.id);
    const copies = await responsesOfSubjects(founder, "application", [moved]);
    expect(copies.map((r) => [r.respondent.id, r.status, r.answers])).toEqual([
      [founder.viewer?.id, "submitted", { name: { textValue: "Ada" }, happy: { arrayValue: ["yes"] } }],
    ]);

    expect(await deleteResponsesOfSubject(founder, "application", application)).toBe(2);
    expect(await responsesOfSubjects(founder, "application", [application])).toEqual([]);
    expect(await responsesOfSubjects(founder, "application", [moved])).toHaveLength(1);
  });
});
