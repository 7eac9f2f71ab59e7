import type { FormDefinition } from "@launchpad/domain/forms";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { formAnswers, formResponses, formVersions } from "./forms.tables.ts";
import { SURVEY } from "./forms.test-support.ts";

/**
 * Forms through GraphQL (issue 16, decision 037): versions, answers per version, refusals that
 * write nothing. The main flow runs on both databases.
 */
const FORM_FIELDS =
  "id kind title status shareUuid answerCount currentVersion { id number status definition } publishedVersion { id number } versions { id number status }";

type Form = {
  id: string;
  status: string;
  answerCount: number;
  currentVersion: { id: string; number: number; status: string; definition: FormDefinition };
  publishedVersion: { id: string; number: number } | null;
  versions: { id: string; number: number; status: string }[];
};

const data = <T>(body: GraphQLBody, field: string): T => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data as Record<string, T>)[field] as T;
};

describe.each(databaseKinds("both"))("forms on %s", (kind) => {
  const t = useTestApp(kind);

  it("creates, saves, publishes; editing a published form makes version 2 and leaves version 1 as it was", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const created = data<Form>(
      (
        await gqlAs(
          t.app,
          admin,
          `mutation M($d: JSON!) { createForm(input: { kind: feedback, definition: $d }) { ${FORM_FIELDS} } }`,
          {
            d: SURVEY,
          },
        )
      ).body,
      "createForm",
    );
    expect(created.status).toBe("draft");
    expect(created.currentVersion).toMatchObject({ number: 1, status: "draft" });
    // The title in the viewer's language when the form has it, else in its first language.
    const titles = (
      await gqlAs(
        t.app,
        admin,
        'query Q($id: ID!) { form(id: $id) { ar: title(locale: "ar") fr: title(locale: "fr") plain: title } }',
        { id: created.id },
      )
    ).body;
    expect(data(titles, "form")).toEqual({ ar: "استبيان الفريق", fr: "Team survey", plain: "Team survey" });
    const renamed = { ...SURVEY, title: { en: "Team survey (draft 2)" } };
    const saved = data<{ id: string; number: number }>(
      (
        await gqlAs(
          t.app,
          admin,
          "mutation M($id: ID!, $d: JSON!) { saveFormDraft(formId: $id, definition: $d) { id number } }",
          { id: created.id, d: renamed },
        )
      ).body,
      "saveFormDraft",
    );
    expect(saved).toEqual({ id: created.currentVersion.id, number: 1 });
    const published = data<{ state: string; version: { id: string; number: number } }>(
      (
        await gqlAs(
          t.app,
          admin,
          "mutation M($id: ID!) { publishForm(formId: $id) { state version { id number } } }",
          { id: created.id },
        )
      ).body,
      "publishForm",
    );
    expect(published).toEqual({ state: "success", version: { id: created.currentVersion.id, number: 1 } });

    const edited = { ...SURVEY, title: { en: "Team survey v2" } };
    const v2 = data<{ id: string; number: number; status: string }>(
      (
        await gqlAs(
          t.app,
          admin,
          "mutation M($id: ID!, $d: JSON!) { saveFormDraft(formId: $id, definition: $d) { id number status } }",
          { id: created.id, d: edited },
        )
      ).body,
      "saveFormDraft",
    );
    expect(v2).toMatchObject({ number: 2, status: "draft" });
    expect(v2.id).not.toBe(created.currentVersion.id);
    const form = data<Form>(
      (
        await gqlAs(t.app, admin, `query Q($id: ID!) { form(id: $id) { ${FORM_FIELDS} } }`, {
          id: created.id,
        })
      ).body,
      "form",
    );
    expect(form.versions.map((v) => [v.number, v.status])).toEqual([
      [2, "draft"],
      [1, "published"],
    ]);
    expect(form.publishedVersion?.number).toBe(1);
    const [v1] = await t.database.db
      .select()
      .from(formVersions)
      .where(eq(formVersions.id, created.currentVersion.id));
    expect(v1?.definition.title).toEqual({ en: "Team survey (draft 2)" });
    // The database refuses too: a published version is never updated.
    await expect(
      t.database.db.execute(
        sql`update form_versions set definition = '{}'::jsonb where id = ${created.currentVersion.id}`,
      ),
    ).rejects.toThrow();
  });

  it("refuses an answer to a hidden question and a missing required answer, writing nothing", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const founder = await t.tokenOf("founder@demo.test");
    const form = data<Form>(
      (
        await gqlAs(
          t.app,
          admin,
          "mutation M($d: JSON!) { createForm(input: { kind: feedback, definition: $d }) { id } }",
          { d: SURVEY },
        )
      ).body,
      "createForm",
    );
    await gqlAs(t.app, admin, "mutation M($id: ID!) { publishForm(formId: $id) { state } }", { id: form.id });
    const submit = (answers: unknown) =>
      gqlAs(
        t.app,
        founder,
        "mutation M($id: ID!, $a: JSON!) { submitFormResponse(formId: $id, answers: $a) { id status answers } }",
        { id: form.id, a: answers },
      );
    const hidden = (
      await submit({ name: { textValue: "Ann" }, happy: { arrayValue: ["yes"] }, why: { textValue: "x" } })
    ).body;
    expect(hidden.errors?.[0]?.extensions).toMatchObject({
      name: "ValidationError",
      fieldErrors: [{ path: "why", code: "HIDDEN_QUESTION" }],
    });
    const missing = (await submit({ happy: { arrayValue: ["no"] } })).body;
    expect(missing.errors?.[0]?.extensions?.name).toBe("ValidationError");
    // The English messages name the question by its label (the web says the codes).
    expect(missing.errors?.[0]?.extensions?.fields).toMatchObject({ name: "Your name is a required field" });
    const paths = (
      (missing.errors?.[0]?.extensions?.fieldErrors ?? []) as { path: string; code: string }[]
    ).map((e) => [e.path, e.code]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ["name", "REQUIRED"],
        ["why", "REQUIRED"],
      ]),
    );
    const rows = await t.database.db.select().from(formResponses).where(eq(formResponses.formId, form.id));
    expect(rows).toEqual([]);

    const ok = data<{ status: string; answers: unknown }>(
      (
        await submit({
          name: { textValue: "Ann" },
          happy: { arrayValue: ["no"] },
          why: { textValue: "Too long" },
        })
      ).body,
      "submitFormResponse",
    );
    expect(ok).toMatchObject({
      status: "submitted",
      answers: { name: { textValue: "Ann" }, happy: { arrayValue: ["no"] }, why: { textValue: "Too long" } },
    });
    const again = (await submit({ name: { textValue: "Ann" }, happy: { arrayValue: ["yes"] } })).body;
    expect(again.errors?.[0]?.extensions).toMatchObject({
      name: "ConflictError",
      reason: "ALREADY_SUBMITTED",
    });
    const stored = await t.database.db
      .select()
      .from(formAnswers)
      .where(
        eq(
          formAnswers.incubatorId,
          (await t.database.db.select().from(formResponses).where(eq(formResponses.formId, form.id)))[0]
            ?.incubatorId ?? "",
        ),
      );
    expect(stored.length).toBeGreaterThanOrEqual(3);
  });
});

describe.each(databaseKinds("sql"))("the form builder's calls and who answers, on %s", (kind) => {
  const t = useTestApp(kind);
  const create = (token: string, formKind: string, d: unknown) =>
    gqlAs(
      t.app,
      token,
      "mutation M($k: FormKind!, $d: JSON!) { createForm(input: { kind: $k, definition: $d }) { id shareUuid } }",
      {
        k: formKind,
        d,
      },
    );

  it("refuses a malformed definition and publishes nothing that checkDefinition refuses", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const bad = await create(admin, "feedback", {
      locales: ["en"],
      title: { en: "x" },
      questions: [{ id: "a b", questionType: "text", label: {} }],
    });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ name: "ValidationError" });
    const broken: FormDefinition = {
      locales: ["en"],
      title: { en: "Broken logic" },
      questions: [
        {
          id: "a",
          questionType: "text",
          label: { en: "A" },
          dependency: {
            operator: "and",
            statements: [{ action: "show", questionId: "nowhere", operator: "EXISTS", values: [] }],
          },
        },
      ],
    };
    const form = data<{ id: string }>((await create(admin, "feedback", broken)).body, "createForm");
    const result = data<{
      state: string;
      fieldErrors: { path: string }[];
      version: null;
      form: { status: string };
    }>(
      (
        await gqlAs(
          t.app,
          admin,
          "mutation M($id: ID!) { publishForm(formId: $id) { state fieldErrors version { id } form { status } } }",
          { id: form.id },
        )
      ).body,
      "publishForm",
    );
    expect(result.state).toBe("failure");
    expect(result.fieldErrors.length).toBeGreaterThan(0);
    expect(result.version).toBeNull();
    expect(result.form.status).toBe("draft");
  });

  it("shares the draft, then the published version, and nothing once archived; deletes only a form without responses", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const form = data<{ id: string; shareUuid: string }>(
      (await create(admin, "feedback", SURVEY)).body,
      "createForm",
    );
    const shared = async () =>
      data<{ title: string; versionNumber: number } | null>(
        (
          await gqlAs(t.app, "", "query Q($u: ID!) { sharedForm(uuid: $u) { title versionNumber } }", {
            u: form.shareUuid,
          })
        ).body,
        "sharedForm",
      );
    expect(await shared()).toEqual({ title: "Team survey", versionNumber: 1 });
    await gqlAs(t.app, admin, "mutation M($id: ID!) { publishForm(formId: $id) { state } }", { id: form.id });
    await gqlAs(
      t.app,
      admin,
      "mutation M($id: ID!, $d: JSON!) { saveFormDraft(formId: $id, definition: $d) { id } }",
      {
        id: form.id,
        d: { ...SURVEY, title: { en: "Next" } },
      },
    );
    expect(await shared()).toEqual({ title: "Team survey", versionNumber: 1 });
    const copy = data<{ id: string; status: string; title: string }>(
      (
        await gqlAs(t.app, admin, "mutation M($id: ID!) { duplicateForm(formId: $id) { id status title } }", {
          id: form.id,
        })
      ).body,
      "duplicateForm",
    );
    expect(copy).toMatchObject({ status: "draft", title: "Next" });
    expect(
      data(
        (await gqlAs(t.app, admin, "mutation M($id: ID!) { deleteForm(formId: $id) }", { id: copy.id })).body,
        "deleteForm",
      ),
    ).toBe(true);
    const founder = await t.tokenOf("founder@demo.test");
    await gqlAs(
      t.app,
      founder,
      "mutation M($id: ID!, $a: JSON!) { saveFormResponse(formId: $id, answers: $a) { id } }",
      {
        id: form.id,
        a: { name: { textValue: "F" } },
      },
    );
    const refused = await gqlAs(t.app, admin, "mutation M($id: ID!) { deleteForm(formId: $id) }", {
      id: form.id,
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      name: "ConflictError",
      reason: "FORM_HAS_RESPONSES",
    });
    data(
      (await gqlAs(t.app, admin, "mutation M($id: ID!) { archiveForm(formId: $id) { id } }", { id: form.id }))
        .body,
      "archiveForm",
    );
    expect(await shared()).toBeNull();
    const closed = await gqlAs(t.app, founder, "query Q($id: ID!) { formToFill(formId: $id) { formId } }", {
      id: form.id,
    });
    expect(closed.body.errors?.[0]?.extensions).toMatchObject({
      name: "ConflictError",
      reason: "FORM_ARCHIVED",
    });
  });

  it("lets the right people answer: feedback while the feature is on, evaluations their readers, others not at all", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const evaluation = data<{ id: string }>((await create(admin, "evaluation", SURVEY)).body, "createForm");
    const feedback = data<{ id: string }>((await create(admin, "feedback", SURVEY)).body, "createForm");
    for (const id of [evaluation.id, feedback.id])
      await gqlAs(t.app, admin, "mutation M($id: ID!) { publishForm(formId: $id) { state } }", { id });
    const toFill = (token: string, id: string) =>
      gqlAs(
        t.app,
        token,
        "query Q($id: ID!) { formToFill(formId: $id) { formId version { number } response { id } } }",
        { id },
      );
    const evaluator = await t.tokenOf("evaluator@demo.test");
    const founder = await t.tokenOf("founder@demo.test");
    expect(data<{ formId: string }>((await toFill(evaluator, evaluation.id)).body, "formToFill").formId).toBe(
      evaluation.id,
    );
    expect((await toFill(founder, evaluation.id)).body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    expect(
      data<{ response: null }>((await toFill(founder, feedback.id)).body, "formToFill").response,
    ).toBeNull();
    // Evaluators read evaluation forms, not feedback forms.
    const forms = data<{ kind: string }[]>(
      (await gqlAs(t.app, evaluator, "{ forms { kind } }")).body,
      "forms",
    );
    expect(new Set(forms.map((f) => f.kind))).toEqual(new Set(["evaluation"]));
    await t.database.db.execute(
      sql`update incubators set feature_flags = '{"feedbackForms":{"enabled":true,"activated":false}}'::jsonb where slug = 'demo'`,
    );
    try {
      expect((await toFill(founder, feedback.id)).body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
    } finally {
      await t.database.db.execute(sql`update incubators set feature_flags = '{}'::jsonb where slug = 'demo'`);
    }
  });

  it("gives every member the profile layouts built from the custom fields", async () => {
    const founder = await t.tokenOf("founder@demo.test");
    const layout = data<{ kind: string; status: string; currentVersion: { definition: FormDefinition } }>(
      (
        await gqlAs(
          t.app,
          founder,
          "{ profileForm(entity: startup) { kind status currentVersion { definition } } }",
        )
      ).body,
      "profileForm",
    );
    expect(layout).toMatchObject({ kind: "startup_profile", status: "published" });
    const types = layout.currentVersion.definition.questions.map((q) => q.questionType);
    expect(types).toEqual(["section", "custom_field", "custom_field", "custom_field"]);
  });
});
