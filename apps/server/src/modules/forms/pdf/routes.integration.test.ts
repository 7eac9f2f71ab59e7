import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incubators } from "../../../db/schema/index.ts";
import { useTestApp } from "../../../test/fixture.ts";
import { databaseKinds } from "../../../test/harness.ts";
import { formResponses, forms, formVersions } from "../forms.tables.ts";
import { pdfPages } from "./read-pdf.testing.ts";

/**
 * The PDF routes (decision 042) on the demo data: the "Programme feedback" survey of each
 * organisation and the founder's submitted answers to it (forms.demo.ts). Who may download
 * what, and what a reader finds in the file.
 */
const flat = (text: string) => text.replace(/\s+/g, "");

describe.each(databaseKinds("both"))("form PDF routes on %s", (kind) => {
  const t = useTestApp(kind);

  const demoSurvey = async (slug = "demo") => {
    const db = t.database.db;
    const [tenant] = await db.select().from(incubators).where(eq(incubators.slug, slug));
    const [form] = await db
      .select()
      .from(forms)
      .where(and(eq(forms.incubatorId, tenant?.id ?? ""), eq(forms.kind, "feedback")));
    if (!form) throw new Error(`no feedback form in ${slug}`);
    const [response] = await db.select().from(formResponses).where(eq(formResponses.formId, form.id));
    if (!response) throw new Error(`no response in ${slug}`);
    const [version] = await db.select().from(formVersions).where(eq(formVersions.formId, form.id));
    return {
      formId: form.id,
      shareUuid: form.shareUuid,
      responseId: response.id,
      versionId: version?.id ?? "",
    };
  };
  const get = (url: string, token?: string, host = "localhost") =>
    t.app.inject({
      method: "GET",
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const textOf = async (payload: Buffer) => flat((await pdfPages(payload)).join("\n"));

  it("gives an editor the blank form and the answers, as an attachment named after the form", async () => {
    const { formId, responseId } = await demoSurvey();
    const admin = await t.tokenOf("admin@demo.test");
    const blank = await get(`/api/forms/${formId}/pdf`, admin);
    expect(blank.statusCode).toBe(200);
    expect(blank.headers["content-type"]).toBe("application/pdf");
    expect(blank.headers["content-disposition"]).toBe(
      `attachment; filename="Programme feedback v1.pdf"; filename*=UTF-8''Programme%20feedback%20v1.pdf`,
    );
    expect(blank.headers["cache-control"]).toBe("private, no-store");
    const blankText = await textOf(blank.rawPayload);
    expect(blankText).toContain("Programmefeedback");
    expect(blankText).toContain("Version1");
    expect(blankText).toContain("DemoAccelerator");
    expect(blankText).toContain("Page1");

    const answered = await get(`/api/forms/${formId}/pdf?response=${responseId}`, admin);
    expect(answered.statusCode).toBe(200);
    const answeredText = await textOf(answered.rawPayload);
    expect(answeredText).toContain("Answeredby");
    expect(answeredText).toContain("Submittedon");

    const arabic = await get(`/api/forms/${formId}/pdf?response=${responseId}&locale=ar`, admin);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("تقييم البرنامج v1.pdf")}`,
    );
    expect(await textOf(arabic.rawPayload)).toContain(flat("تقييم البرنامج"));
  });

  it("gives the respondent their own answers, and nobody else's; other ids and tenants are 404", async () => {
    const { formId, responseId } = await demoSurvey();
    const founder = await t.tokenOf("founder@demo.test");
    const own = await get(`/api/forms/${formId}/pdf?response=${responseId}`, founder);
    expect(own.statusCode).toBe(200);
    expect(await textOf(own.rawPayload)).toContain("Answeredby");

    const other = await get(
      `/api/forms/${formId}/pdf?response=${responseId}`,
      await t.tokenOf("cofounder2@demo.test"),
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ statusCode: 404, name: "NotFoundError" });

    // A given version is for the form's editors.
    const { versionId } = await demoSurvey();
    expect((await get(`/api/forms/${formId}/pdf?version=${versionId}`, founder)).statusCode).toBe(404);
    const version = await get(
      `/api/forms/${formId}/pdf?version=${versionId}`,
      await t.tokenOf("admin@demo.test"),
    );
    expect(version.statusCode).toBe(200);
    expect(await textOf(version.rawPayload)).toContain("Version1");

    const orbitAdmin = await t.tokenOf("admin@orbit.test", "orbit.localhost");
    expect((await get(`/api/forms/${formId}/pdf`, orbitAdmin, "orbit.localhost")).statusCode).toBe(404);
    expect(
      (await get(`/api/forms/${formId}/pdf?response=${responseId}`, orbitAdmin, "orbit.localhost"))
        .statusCode,
    ).toBe(404);
    const admin = await t.tokenOf("admin@demo.test");
    expect((await get("/api/forms/not-a-form/pdf", admin)).statusCode).toBe(404);
    expect((await get(`/api/forms/${formId}/pdf?response=nope`, admin)).statusCode).toBe(404);
    expect((await get(`/api/forms/${crypto.randomUUID()}/pdf`, admin)).statusCode).toBe(404);
    const orbit = await demoSurvey("orbit");
    expect((await get(`/api/forms/${formId}/pdf?response=${orbit.responseId}`, admin)).statusCode).toBe(404);
  });

  it("asks for a session on the signed-in route (401) and gives the shared form blank to anyone", async () => {
    const { formId, shareUuid, responseId } = await demoSurvey();
    const anonymous = await get(`/api/forms/${formId}/pdf?response=${responseId}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401 });

    const shared = await get(`/api/forms/shared/${shareUuid}/pdf`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["content-type"]).toBe("application/pdf");
    const text = await textOf(shared.rawPayload);
    expect(text).toContain("Programmefeedback");
    expect(text).not.toContain("Answeredby");
    expect((await get(`/api/forms/shared/${crypto.randomUUID()}/pdf`)).statusCode).toBe(404);
    expect((await get("/api/forms/shared/nope/pdf")).statusCode).toBe(404);
    // Another organisation's share link is not this one's.
    expect((await get(`/api/forms/shared/${shareUuid}/pdf`, undefined, "orbit.localhost")).statusCode).toBe(
      404,
    );
  });
});
