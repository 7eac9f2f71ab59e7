import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type Answers,
  checkDefinition,
  evaluateForm,
  type FormDefinition,
  keptAnswers,
  type Question,
} from "@launchpad/domain/forms";
import { answerForArb, formArb } from "@launchpad/domain/forms/testing/arbitraries";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { incubators } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { formResponses } from "./forms.tables.ts";
import { SURVEY } from "./forms.test-support.ts";

/**
 * Answers beyond the main flow (issue 16, decisions 037–038): per version, files and videos,
 * plan limits, custom fields written through, a 300-question definition, and the server
 * agreeing with the domain's keptAnswers on random forms.
 */
const data = <T>(body: GraphQLBody, field: string): T => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data as Record<string, T>)[field] as T;
};
const CREATE =
  "mutation M($k: FormKind!, $d: JSON!) { createForm(input: { kind: $k, definition: $d }) { id currentVersion { id } } }";
const PUBLISH =
  "mutation M($id: ID!) { publishForm(formId: $id) { state fieldErrors version { id number } } }";
const SUBMIT =
  "mutation M($id: ID!, $a: JSON!) { submitFormResponse(formId: $id, answers: $a) { id status answers version { number } } }";
const SAVE =
  "mutation M($id: ID!, $a: JSON!) { saveFormResponse(formId: $id, answers: $a) { id status answers fileUrls } }";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
// An MP4 as file-type names it: an ftyp box with the isom brand.
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2"),
  Buffer.alloc(512, 0),
]);

describe.each(databaseKinds("sql"))("form answers on %s", (kind) => {
  const t = useTestApp(kind, { env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "launchpad-forms-")) } });

  async function published(token: string, definition: FormDefinition, formKind = "feedback") {
    const form = data<{ id: string }>(
      (await gqlAs(t.app, token, CREATE, { k: formKind, d: definition })).body,
      "createForm",
    );
    const result = data<{ state: string; fieldErrors: unknown }>(
      (await gqlAs(t.app, token, PUBLISH, { id: form.id })).body,
      "publishForm",
    );
    return { id: form.id, state: result.state, fieldErrors: result.fieldErrors };
  }

  async function setFlags(flags: Record<string, { enabled: boolean; activated: boolean }>) {
    await t.database.db.update(incubators).set({ featureFlags: flags }).where(eq(incubators.slug, "demo"));
  }

  async function upload(
    token: string,
    file: Buffer,
    filename: string,
    use: string,
    headers: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)]), filename);
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/attachment/upload?use=${use}`,
      headers: {
        host: "localhost",
        "content-type": request.headers.get("content-type") ?? "",
        authorization: `Bearer ${token}`,
        ...headers,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { status: res.statusCode, json: res.json() as { attachment?: { id: string; name: string } } };
  }

  it("keeps answers per version: a response records the version it answered", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const form = await published(admin, SURVEY);
    const founder = await t.tokenOf("founder@demo.test");
    const v1 = data<{ version: { number: number } }>(
      (await gqlAs(t.app, founder, SUBMIT, { id: form.id, a: { name: { textValue: "Founder" } } })).body,
      "submitFormResponse",
    );
    expect(v1.version.number).toBe(1);
    const next = {
      ...SURVEY,
      questions: [
        ...SURVEY.questions,
        { id: "extra", questionType: "number", label: { en: "Staff" } } as Question,
      ],
    };
    await gqlAs(
      t.app,
      admin,
      "mutation M($id: ID!, $d: JSON!) { saveFormDraft(formId: $id, definition: $d) { id } }",
      { id: form.id, d: next },
    );
    const second = data<{ version: { id: string; number: number } }>(
      (await gqlAs(t.app, admin, PUBLISH, { id: form.id })).body,
      "publishForm",
    );
    expect(second.version.number).toBe(2);
    const cofounder = await t.tokenOf("cofounder2@demo.test");
    const v2 = data<{ version: { number: number }; answers: Answers }>(
      (
        await gqlAs(t.app, cofounder, SUBMIT, {
          id: form.id,
          a: { name: { textValue: "Co" }, extra: { numberValue: 4 } },
        })
      ).body,
      "submitFormResponse",
    );
    expect(v2.version.number).toBe(2);
    const list = data<{ id: string; version: { number: number }; answers: Answers }[]>(
      (
        await gqlAs(
          t.app,
          admin,
          "query Q($id: ID!, $v: ID) { formResponses(formId: $id, versionId: $v) { id version { number } answers } }",
          { id: form.id, v: second.version.id },
        )
      ).body,
      "formResponses",
    );
    expect(list.map((r) => [r.version.number, r.answers])).toEqual([
      [2, { name: { textValue: "Co" }, extra: { numberValue: 4 } }],
    ]);
    const all = data<unknown[]>(
      (await gqlAs(t.app, admin, "query Q($id: ID!) { formResponses(formId: $id) { id } }", { id: form.id }))
        .body,
      "formResponses",
    );
    expect(all).toHaveLength(2);
    const counts = data<{ answerCount: number; versions: { number: number; answerCount: number }[] }>(
      (
        await gqlAs(
          t.app,
          admin,
          "query Q($id: ID!) { form(id: $id) { answerCount versions { number answerCount } } }",
          { id: form.id },
        )
      ).body,
      "form",
    );
    expect(counts).toEqual({
      answerCount: 2,
      versions: [
        { number: 2, answerCount: 1 },
        { number: 1, answerCount: 1 },
      ],
    });
    // Another organisation's admin finds nothing.
    const orbit = await t.tokenOf("admin@orbit.test", "orbit.localhost");
    const foreign = await gqlAs(
      t.app,
      orbit,
      "query Q($id: ID!) { form(id: $id) { id } }",
      { id: form.id },
      "orbit.localhost",
    );
    expect(foreign.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
  });

  it("autosaves a draft: two first saves at once make one response, and a draft is not final", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const form = await published(admin, SURVEY);
    const founder = await t.tokenOf("founder@demo.test");
    const saves = await Promise.all(
      ["A", "B"].map((name) =>
        gqlAs(t.app, founder, SAVE, { id: form.id, a: { name: { textValue: name } } }),
      ),
    );
    const ids = saves.map(({ body }) => data<{ id: string; status: string }>(body, "saveFormResponse"));
    expect(new Set(ids.map((r) => r.id)).size).toBe(1);
    expect(ids.every((r) => r.status === "draft")).toBe(true);
    // Drafts skip `required`; the submit does not.
    const draft = data<{ answers: Answers }>(
      (await gqlAs(t.app, founder, SAVE, { id: form.id, a: { happy: { arrayValue: ["no"] } } })).body,
      "saveFormResponse",
    );
    expect(draft.answers).toEqual({ happy: { arrayValue: ["no"] } });
    const toFill = data<{ response: { id: string; status: string; answers: Answers } }>(
      (
        await gqlAs(
          t.app,
          founder,
          "query Q($id: ID!) { formToFill(formId: $id) { response { id status answers } } }",
          { id: form.id },
        )
      ).body,
      "formToFill",
    );
    expect(toFill.response).toEqual({
      id: ids[0]?.id,
      status: "draft",
      answers: { happy: { arrayValue: ["no"] } },
    });
    const rows = await t.database.db.select().from(formResponses).where(eq(formResponses.formId, form.id));
    expect(rows).toHaveLength(1);
  });

  it("takes a file answer: the upload's truth replaces what the client said, and the file is claimed for the response", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const def: FormDefinition = {
      locales: ["en"],
      title: { en: "Deck" },
      questions: [
        {
          id: "deck",
          questionType: "file",
          label: { en: "Deck" },
          validations: { fileTypes: ["pdf"], maxFileSize: 1_000_000 },
        },
      ],
    };
    const form = await published(admin, def);
    const founder = await t.tokenOf("founder@demo.test");
    const up = await upload(founder, PDF, "deck.pdf", "attachment");
    expect(up.status).toBe(201);
    const id = up.json.attachment?.id ?? "";
    const saved = data<{ id: string; answers: Answers; fileUrls: Record<string, string> }>(
      (
        await gqlAs(t.app, founder, SAVE, {
          id: form.id,
          a: { deck: { arrayValue: [{ id, name: "lie.exe", size: 1, type: "x" }] } },
        })
      ).body,
      "saveFormResponse",
    );
    expect(saved.answers.deck?.arrayValue).toEqual([
      { id, name: "deck.pdf", size: PDF.length, type: "application/pdf" },
    ]);
    expect(saved.fileUrls[id]).toBe(`/api/attachments/${id}/content`);
    const attachment = async (who: string, attachmentId: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/attachments/${attachmentId}`,
        headers: { host: "localhost", authorization: `Bearer ${who}` },
      });
      return { status: res.statusCode, json: res.json() as { attachment?: { referenceId: string | null } } };
    };
    const claimed = await attachment(founder, id);
    expect(claimed.json.attachment).toMatchObject({ referenceType: "FormResponse", referenceId: saved.id });
    // Someone else's upload is refused, per question, and nothing changes.
    const other = await upload(await t.tokenOf("cofounder2@demo.test"), PDF, "theirs.pdf", "attachment");
    // The reviewer of the form reads the respondent's file; another member does not.
    expect((await attachment(admin, id)).status).toBe(200);
    expect((await attachment(await t.tokenOf("community@demo.test"), id)).status).toBe(403);
    const theirs = other.json.attachment?.id ?? "";
    const refused = await gqlAs(t.app, founder, SAVE, {
      id: form.id,
      a: { deck: { arrayValue: [{ id: theirs, name: "a.pdf", size: 1, type: "application/pdf" }] } },
    });
    expect(refused.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { path: "deck", code: "INVALID", params: { reason: "file" } },
    ]);
    const cofounder = await t.tokenOf("cofounder2@demo.test");
    expect((await attachment(cofounder, theirs)).json.attachment?.referenceId).toBeNull();
    // Dropping the file from the answers removes it from the response.
    await gqlAs(t.app, founder, SAVE, { id: form.id, a: {} });
    expect((await attachment(founder, id)).status).toBe(404);
  });

  it("takes a video only with the video question token of this user, while the feature is on", async () => {
    const founder = await t.tokenOf("founder@demo.test");
    expect(
      data((await gqlAs(t.app, founder, "{ videoQuestionToken }")).body, "videoQuestionToken"),
    ).toBeNull();
    expect((await upload(founder, MP4, "answer.mp4", "video")).status).toBe(403);
    await setFlags({ videoQuestions: { enabled: true, activated: true } });
    try {
      const token = data<string>(
        (await gqlAs(t.app, founder, "{ videoQuestionToken }")).body,
        "videoQuestionToken",
      );
      expect(token).toMatch(/^\d+\.[\w-]+$/);
      const cofounder = await t.tokenOf("cofounder2@demo.test");
      const theirs = data<string>(
        (await gqlAs(t.app, cofounder, "{ videoQuestionToken }")).body,
        "videoQuestionToken",
      );
      expect((await upload(founder, MP4, "answer.mp4", "video", { "x-video-token": theirs })).status).toBe(
        403,
      );
      expect(
        (await upload(founder, MP4, "answer.mp4", "video", { "x-video-token": `${token}x` })).status,
      ).toBe(403);
      expect((await upload(founder, PDF, "answer.pdf", "video", { "x-video-token": token })).status).toBe(
        400,
      );
      const ok = await upload(founder, MP4, "answer.mp4", "video", { "x-video-token": token });
      expect(ok.status).toBe(201);
      const admin = await t.tokenOf("admin@demo.test");
      const form = await published(admin, {
        locales: ["en"],
        title: { en: "Pitch video" },
        questions: [
          {
            id: "pitch",
            questionType: "video",
            label: { en: "Your pitch" },
            validations: { required: true },
          },
        ],
      });
      const id = ok.json.attachment?.id ?? "";
      const sent = data<{ id: string; fileUrls: Record<string, string> }>(
        (
          await gqlAs(t.app, founder, SUBMIT.replace("answers version { number }", "answers fileUrls"), {
            id: form.id,
            a: { pitch: { arrayValue: [{ id, name: "x", size: 1, type: "x" }] } },
          })
        ).body,
        "submitFormResponse",
      );
      const url = sent.fileUrls[id] ?? "";
      expect(url).toMatch(new RegExp(`^/api/attachments/${id}/content\\?sig=`));
      // The signed address plays without a token (a <video> sends none); without the signature it needs one.
      const played = await t.app.inject({ method: "GET", url, headers: { host: "localhost" } });
      expect(played.statusCode).toBe(200);
      expect(played.headers["content-type"]).toBe("video/mp4");
      const bare = await t.app.inject({
        method: "GET",
        url: `/api/attachments/${id}/content`,
        headers: { host: "localhost" },
      });
      expect(bare.statusCode).toBe(401);
    } finally {
      await setFlags({});
    }
  });

  it("refuses a form past the plan's limit (LimitReachedError) and counts forms in planInfo", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const usage = async () =>
      data<{ limits: { name: string; current: number }[] }>(
        (await gqlAs(t.app, admin, "{ planInfo { limits { name max current } } }")).body,
        "planInfo",
      ).limits.find((l) => l.name === "evaluationForms")?.current ?? -1;
    const before = await usage();
    expect(before).toBeGreaterThanOrEqual(1); // the demo's "Pitch evaluation"
    const [org] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const plan = org?.plan ?? (await import("@launchpad/domain")).DEFAULT_PLAN;
    await t.database.db
      .update(incubators)
      .set({ plan: { ...plan, limits: { ...plan.limits, evaluationForms: before + 1 } } })
      .where(eq(incubators.slug, "demo"));
    try {
      const quiz = { locales: ["en"], title: { en: "Quiz" }, questions: [] };
      data((await gqlAs(t.app, admin, CREATE, { k: "quiz", d: quiz })).body, "createForm");
      expect(await usage()).toBe(before + 1);
      const refused = await gqlAs(t.app, admin, CREATE, { k: "evaluation", d: quiz });
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({
        name: "LimitReachedError",
        limit: "evaluationForms",
        max: before + 1,
      });
      // Feedback forms have no limit.
      data((await gqlAs(t.app, admin, CREATE, { k: "feedback", d: quiz })).body, "createForm");
    } finally {
      await t.database.db
        .update(incubators)
        .set({ plan: org?.plan ?? null })
        .where(eq(incubators.slug, "demo"));
    }
  });

  it("writes a custom_field answer through to the respondent's profile on submit", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const fields = data<{ id: string; key: string }[]>(
      (await gqlAs(t.app, admin, "{ customFields(entity: user) { id key } }")).body,
      "customFields",
    );
    const field = fields.find((f) => f.key === "years_of_experience");
    expect(field).toBeDefined();
    const form = await published(admin, {
      locales: ["en"],
      title: { en: "About you" },
      questions: [
        {
          id: "years",
          questionType: "custom_field",
          behavesAs: "number",
          customField: { entity: "user", fieldId: field?.id ?? "" },
          label: { en: "Years" },
        },
      ],
    });
    const founder = await t.signIn("founder@demo.test");
    data(
      (await gqlAs(t.app, founder.token, SUBMIT, { id: form.id, a: { years: { numberValue: 7 } } })).body,
      "submitFormResponse",
    );
    const values = data<Answers>(
      (
        await gqlAs(
          t.app,
          founder.token,
          "query Q($id: ID!) { customFieldValues(entity: user, entityId: $id) }",
          { id: founder.userId },
        )
      ).body,
      "customFieldValues",
    );
    expect(values[field?.id ?? ""]).toEqual({ numberValue: 7 });
  });

  it("accepts a 300-question definition in ten languages", async () => {
    const LOCALES = ["en", "fr", "de", "es", "pt", "ar", "id", "ja_JP", "ko", "uk"] as const;
    const text = (s: string) =>
      Object.fromEntries(
        LOCALES.map((l) => [l, `${s}: the ${l} text of this part of the form, as a translator wrote it`]),
      );
    const questions: Question[] = Array.from({ length: 300 }, (_, i) => ({
      id: `q${i}`,
      questionType: i % 3 === 0 ? "select_radio" : "text",
      label: text(`Question ${i}`),
      description: text(`Help for question ${i}`),
      validations: { required: i % 2 === 0 },
      ...(i % 3 === 0
        ? { options: Array.from({ length: 10 }, (_, j) => ({ value: `o${j}`, labels: text(`Option ${j}`) })) }
        : {}),
    }));
    const def = { locales: [...LOCALES], title: text("Big form"), questions };
    expect(Buffer.byteLength(JSON.stringify(def))).toBeGreaterThan(1024 * 1024);
    const admin = await t.tokenOf("admin@demo.test");
    const form = await published(admin, def);
    expect(form.state).toBe("success");
  });

  it("stores what the domain keeps: 20 random forms answered through GraphQL", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    // File, video and custom_field questions need uploads and fields of their own (tested above): text instead.
    const plain = (def: FormDefinition): FormDefinition => ({
      ...def,
      questions: def.questions.map((q) =>
        ["file", "video", "custom_field"].includes(q.questionType)
          ? {
              id: q.id,
              questionType: "text",
              label: q.label,
              ...(q.dependency ? { dependency: q.dependency } : {}),
            }
          : q,
      ),
    });
    const samples = fc.sample(
      formArb(10)
        .map(plain)
        .filter((def) => checkDefinition(def).length === 0)
        .chain((def) => {
          return fc
            .tuple(...def.questions.map((q) => fc.option(answerForArb(q), { nil: undefined, freq: 3 })))
            .map((list) => {
              const answers: Answers = {};
              def.questions.forEach((q, i) => {
                const answer = list[i];
                if (answer) answers[q.id] = answer;
              });
              return { def, answers };
            });
        }),
      { numRuns: 20, seed: 16 },
    );
    let compared = 0;
    for (const { def, answers } of samples) {
      if (compared === 20) break;
      const form = await published(admin, def);
      expect(form.state).toBe("success");
      const evaluation = evaluateForm(def, answers, { mode: "submit", videoEnabled: false });
      const { body } = await gqlAs(t.app, admin, SUBMIT, { id: form.id, a: answers });
      if (evaluation.errors.length > 0) {
        const paths = new Set(evaluation.errors.map((e) => e.path));
        const refused = (body.errors?.[0]?.extensions?.fieldErrors ?? []) as { path: string }[];
        expect(new Set(refused.map((e) => e.path))).toEqual(paths);
        const rows = await t.database.db
          .select()
          .from(formResponses)
          .where(eq(formResponses.formId, form.id));
        expect(rows).toEqual([]);
      } else {
        expect(data<{ answers: Answers }>(body, "submitFormResponse").answers).toEqual(
          keptAnswers(def, answers, evaluation),
        );
      }
      compared++;
    }
    expect(compared).toBe(20);
    await t.database.db.execute(sql`select 1`);
  });
});
