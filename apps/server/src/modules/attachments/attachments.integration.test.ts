import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AttachmentReferenceType } from "../../attachment-reference.ts";
import { incubators, users } from "../../db/schema/index.ts";
import { serviceContext } from "../../service-context.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { AttachmentInputError } from "./attachments.errors.ts";
import { attachmentsFor, claimAttachments, removeAttachmentsFor } from "./attachments.service.ts";
import { attachments } from "./attachments.tables.ts";
import { EXE, filesUnder, PDF, pngOf, postFile, safeJson, tempDataDir } from "./attachments.testing.ts";
import { purgeAttachmentsJob } from "./purge.job.ts";
import { registerAttachmentReferences } from "./reference-types.ts";
import { createFileStorage } from "./storage/create-storage.ts";

/** A documents' reference type for the tests (modules declare theirs in module.ts). */
const TEST_DOCUMENTS: AttachmentReferenceType = {
  type: "TestDocuments",
  accept: "document",
  canRead: async (ctx) => ctx.viewer !== null,
  canWrite: async (ctx, id) => ctx.viewer?.id === id,
};

type View = {
  id: string;
  name: string;
  fileType: string;
  size: number;
  url: string;
  referenceId: string | null;
};

describe.each(databaseKinds("both"))("attachments on %s", (kind) => {
  const dataDir = tempDataDir();
  const t = useTestApp(kind, { env: { DATA_DIR: dataDir } });
  const store = () => filesUnder(`${dataDir}/attachments`);
  const tmp = () => filesUnder(`${dataDir}/tmp`);
  const get = async (url: string, token?: string, host = "localhost") =>
    t.app.inject({
      method: "GET",
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const rowCount = async () => (await t.database.db.select({ id: attachments.id }).from(attachments)).length;
  const tenantCtx = async (slug: string, viewerEmail?: string) => {
    const [tenant] = await t.database.db.select().from(incubators).where(eq(incubators.slug, slug));
    if (!tenant) throw new Error(slug);
    const viewer = viewerEmail
      ? (await t.database.db.select().from(users).where(eq(users.email, viewerEmail)))[0]
      : undefined;
    return serviceContext({
      db: t.database.forTenant(tenant.id),
      tenant: { id: tenant.id, slug },
      viewer: viewer ? { id: viewer.id, roleType: "Cofounder", sessionId: "test" } : null,
    });
  };

  it("uploads a pending file, serves it with its headers, and the owner claims it through the door", async () => {
    const founder = await t.signIn("founder@demo.test");
    const up = await postFile(t.app, founder.token, "/api/attachment/upload", [
      { name: "file", file: PDF, filename: "../../etc/Pitch\u202edeck.pdf" },
    ]);
    expect(up.status).toBe(201);
    const view = up.json.attachment as View;
    expect(view).toMatchObject({
      name: "Pitchdeck.pdf",
      fileType: "application/pdf",
      size: PDF.length,
      referenceId: null,
    });
    expect(store()).toHaveLength(1);
    expect(tmp()).toEqual([]);

    const download = await get(view.url, founder.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Pitchdeck.pdf"; filename*=UTF-8''Pitchdeck.pdf`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // A pending upload is its uploader's only; without a token, nobody's.
    expect((await get(view.url, (await t.signIn("cofounder2@demo.test")).token)).statusCode).toBe(403);
    expect((await get(view.url)).statusCode).toBe(401);

    // Text has no signature: a .txt of UTF-8 is text.
    const text = await postFile(t.app, founder.token, "/api/attachment/upload", [
      { name: "file", file: Buffer.from("Réunion à 10 h\n"), filename: "notes.txt" },
    ]);
    expect(text).toMatchObject({
      status: 201,
      json: { attachment: { fileType: "text/plain", name: "notes.txt" } },
    });
    const image = (
      await postFile(t.app, founder.token, "/api/attachment/upload?use=cover", [
        { name: "file", file: await pngOf(40, 30), filename: "cover.png" },
      ])
    ).json.attachment as View;
    const ctx = await tenantCtx("demo", "founder@demo.test");
    const claimed = await claimAttachments(ctx, [image.id], { type: "UserCover", id: founder.userId });
    expect(claimed.map((a) => a.id)).toEqual([image.id]);
    const byRef = await attachmentsFor(ctx, "UserCover", [founder.userId], "card");
    expect(byRef.get(founder.userId)?.map((a) => a.name)).toEqual(["cover.png"]);
    // Now anyone of the tenant who may read the reference reads it.
    const staff = await t.signIn("staff@demo.test");
    expect((await get(`/api/attachments/${image.id}/content`, staff.token)).statusCode).toBe(200);
    expect((await get(byRef.get(founder.userId)?.[0]?.url ?? "")).headers["content-type"]).toBe("image/webp");
    expect(await removeAttachmentsFor(ctx, "UserCover", founder.userId)).toBe(1);
    expect((await attachmentsFor(ctx, "UserCover", [founder.userId])).get(founder.userId)).toEqual([]);
  });

  it("claims only the viewer's own pending uploads of the right family", async () => {
    const founder = await t.signIn("founder@demo.test");
    const pdf = (
      await postFile(t.app, founder.token, "/api/attachment/upload", [
        { name: "file", file: PDF, filename: "a.pdf" },
      ])
    ).json.attachment as View;
    const staffCtx = await tenantCtx("demo", "staff@demo.test");
    await expect(
      claimAttachments(staffCtx, [pdf.id], { type: "UserAvatar", id: founder.userId }),
    ).rejects.toThrow(AttachmentInputError);
    const ctx = await tenantCtx("demo", "founder@demo.test");
    // A PDF is not an image: an avatar refuses it.
    await expect(
      claimAttachments(ctx, [pdf.id], { type: "UserAvatar", id: founder.userId }),
    ).rejects.toMatchObject({
      extensions: { reason: "WRONG_TYPE" },
    });
    await expect(
      claimAttachments(ctx, [pdf.id], { type: "Nothing", id: founder.userId }),
    ).rejects.toMatchObject({
      extensions: { reason: "UNKNOWN_REFERENCE" },
    });
    // Another tenant sees no such upload.
    const orbit = await tenantCtx("orbit", "founder@orbit.test");
    await expect(
      claimAttachments(orbit, [pdf.id], { type: "UserCover", id: founder.userId }),
    ).rejects.toMatchObject({
      extensions: { reason: "NOT_YOURS" },
    });
  });

  it("sets the signed-in user's avatar, served resized from a signed address, replacing the old one", async () => {
    const founder = await t.signIn("founder@demo.test");
    const first = await postFile(t.app, founder.token, "/api/users/file", [
      { name: "file", file: await pngOf(1200, 900), filename: "me.png" },
    ]);
    expect(first.status).toBe(201);
    const user = first.json.user as { avatar: string };
    expect(user.avatar).toMatch(/^\/api\/attachments\/[0-9a-f-]{36}\/content\?size=avatar&sig=/);
    const [row] = await t.database.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, founder.userId));
    expect(row?.avatar).toBe(user.avatar);
    // An <img> has no token: the signature is enough, and the image is 256 px WebP.
    const img = await get(user.avatar);
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/webp");
    expect(img.headers["content-disposition"]).toMatch(/^inline; filename="me.webp"/);
    const { default: sharp } = await import("sharp");
    expect(await sharp(img.rawPayload).metadata()).toMatchObject({ width: 256, height: 256, format: "webp" });
    // Kept for next time beside the original.
    expect(store().filter((f) => f.endsWith("~avatar.webp"))).toHaveLength(1);
    // A forged signature is no key.
    expect((await get(user.avatar.replace(/sig=.{4}/, "sig=AAAA"))).statusCode).toBe(401);

    const second = await postFile(t.app, founder.token, "/api/users/file?type=avatar", [
      { name: "file", file: await pngOf(300, 300), filename: "me2.png" },
    ]);
    expect(second.status).toBe(201);
    const live = (
      await t.app.inject({
        method: "GET",
        url: `/api/attachments/reference/UserAvatar/${founder.userId}`,
        headers: { authorization: `Bearer ${founder.token}` },
      })
    ).json() as { attachments: View[] };
    expect(live.attachments.map((a) => a.name)).toEqual(["me2.png"]);
    // The replaced avatar's file and variant go with the purge job.
    await runPurge();
    const purge = await t.database.db.select().from(attachments).where(eq(attachments.name, "me.png"));
    expect(purge).toEqual([]);
    expect(store().filter((f) => f.endsWith("~avatar.webp"))).toHaveLength(0);
  });

  it("refuses bad input with a clear error and leaves no file or row behind", async () => {
    const founder = await t.signIn("founder@demo.test");
    const other = await t.signIn("cofounder2@demo.test");
    const orbitUser = await t.signIn("founder@orbit.test", "orbit.localhost");
    const before = { files: store().length, rows: await rowCount() };
    const upload = (
      parts: Parameters<typeof postFile>[3],
      url = "/api/attachment/upload",
      token = founder.token,
    ) => postFile(t.app, token, url, parts);

    const empty = await upload([{ name: "file", file: Buffer.alloc(0), filename: "empty.pdf" }]);
    expect(empty).toMatchObject({
      status: 400,
      json: { reason: "EMPTY_FILE", message: "empty.pdf is empty" },
    });
    const exe = await upload([{ name: "file", file: EXE, filename: "invoice.pdf" }]);
    expect(exe).toMatchObject({ status: 400, json: { reason: "WRONG_TYPE" } });
    expect(exe.json.message).toMatch(/invoice\.pdf is not accepted here: PDF, office documents/);
    const binaryText = await upload([
      { name: "file", file: Buffer.from([104, 105, 0, 1, 2]), filename: "notes.txt" },
    ]);
    expect(binaryText).toMatchObject({ status: 400, json: { reason: "WRONG_TYPE" } });
    const html = await upload([
      { name: "file", file: Buffer.from("<script>alert(1)</script>"), filename: "x.html" },
    ]);
    expect(html).toMatchObject({ status: 400, json: { reason: "WRONG_TYPE" } });
    const pdfAvatar = await upload([{ name: "file", file: PDF, filename: "me.pdf" }], "/api/users/file");
    expect(pdfAvatar).toMatchObject({ status: 400, json: { reason: "WRONG_TYPE" } });
    expect(pdfAvatar.json.message).toMatch(/JPEG, PNG, WebP or GIF images only/);
    // Someone else's avatar: a reference this user may not touch.
    const notMine = await upload([
      { name: "referenceType", value: "UserAvatar" },
      { name: "referenceId", value: other.userId },
      { name: "file", file: await pngOf(10, 10), filename: "x.png" },
    ]);
    expect(notMine).toMatchObject({ status: 403, json: { name: "ForbiddenError" } });
    // Another tenant's user id is nobody here.
    const foreign = await upload(
      [{ name: "file", file: await pngOf(10, 10), filename: "x.png" }],
      `/api/attachment/upload?referenceType=UserAvatar&referenceId=${orbitUser.userId}`,
    );
    expect(foreign).toMatchObject({ status: 403 });
    const unknown = await upload(
      [{ name: "file", file: PDF, filename: "x.pdf" }],
      `/api/attachment/upload?referenceType=Nope&referenceId=${other.userId}`,
    );
    expect(unknown).toMatchObject({ status: 400, json: { reason: "UNKNOWN_REFERENCE" } });
    const noFile = await upload([{ name: "use", value: "attachment" }]);
    expect(noFile).toMatchObject({ status: 400, json: { reason: "NO_FILE" } });
    const json = await t.app.inject({
      method: "POST",
      url: "/api/attachment/upload",
      headers: { authorization: `Bearer ${founder.token}`, "content-type": "application/json" },
      payload: "{}",
    });
    expect(json.statusCode).toBe(400);
    const anonymous = await postFile(t.app, null, "/api/attachment/upload", [
      { name: "file", file: PDF, filename: "a.pdf" },
    ]);
    expect(anonymous.status).toBe(401);

    expect({ files: store().length, rows: await rowCount() }).toEqual(before);
    expect(tmp()).toEqual([]);
  });

  it("authorises every route per reference and tenant", async () => {
    const founder = await t.signIn("founder@demo.test");
    const other = await t.signIn("cofounder2@demo.test");
    const orbitAdmin = await t.signIn("admin@orbit.test", "orbit.localhost");
    const up = await postFile(t.app, founder.token, "/api/attachment/upload", [
      { name: "file", file: PDF, filename: "plan.pdf" },
    ]);
    const id = (up.json.attachment as View).id;
    const call = (
      method: "GET" | "PUT" | "DELETE",
      url: string,
      token: string | null,
      host = "localhost",
      payload?: unknown,
    ) =>
      t.app.inject({
        method,
        url,
        payload: payload as string,
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });

    // Signed out: 401 everywhere.
    for (const [method, url] of [
      ["GET", "/api/attachments"],
      ["GET", `/api/attachments/${id}`],
      ["GET", `/api/attachments/${id}/content`],
      ["GET", `/api/attachments/reference/UserAvatar/${founder.userId}`],
      ["PUT", `/api/attachments/${id}`],
      ["DELETE", `/api/attachments/pending/${id}`],
    ] as const) {
      expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Every role of the tenant may upload and list its own uploads (the rule: signed in).
    for (const local of [
      "admin",
      "admincoach",
      "subadmin",
      "staff",
      "coach",
      "mentor",
      "expert",
      "evaluator",
      "cofounder2",
      "community",
      "applicant",
    ]) {
      const { token } = await t.signIn(`${local}@demo.test`);
      const mine = await call("GET", "/api/attachments", token);
      expect(mine.statusCode, local).toBe(200);
    }
    // Another user of the tenant: a pending upload is not theirs.
    expect((await call("GET", `/api/attachments/${id}`, other.token)).statusCode).toBe(403);
    expect(
      (await call("PUT", `/api/attachments/${id}`, other.token, "localhost", { name: "x.pdf" })).statusCode,
    ).toBe(403);
    expect((await call("DELETE", `/api/attachments/pending/${id}`, other.token)).statusCode).toBe(403);
    expect(
      safeJson((await call("GET", "/api/attachments", other.token)).body).attachments,
    ).not.toContainEqual(expect.objectContaining({ id }));
    // Another tenant's admin: the id is nothing there.
    for (const [method, url] of [
      ["GET", `/api/attachments/${id}`],
      ["GET", `/api/attachments/${id}/content`],
      ["PUT", `/api/attachments/${id}`],
      ["DELETE", `/api/attachments/pending/${id}`],
    ] as const) {
      const res = await call(method, url, orbitAdmin.token, "orbit.localhost", { name: "y.pdf" });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (
        await call(
          "GET",
          `/api/attachments/reference/UserAvatar/${founder.userId}`,
          orbitAdmin.token,
          "orbit.localhost",
        )
      ).statusCode,
    ).toBe(403);

    // The owner: lists, reads, renames (sanitised), deletes (file gone at once).
    expect(safeJson((await call("GET", "/api/attachments", founder.token)).body).attachments).toContainEqual(
      expect.objectContaining({ id }),
    );
    expect(
      safeJson((await call("GET", `/api/attachments/${id}`, founder.token)).body).attachment,
    ).toMatchObject({ id });
    const renamed = await call("PUT", `/api/attachments/${id}`, founder.token, "localhost", {
      name: "  Q3/plan\u202e.pdf ",
    });
    expect(safeJson(renamed.body).attachment).toMatchObject({ name: "plan.pdf" });
    expect(
      (await call("PUT", `/api/attachments/${id}`, founder.token, "localhost", { name: "" })).statusCode,
    ).toBe(400);
    expect((await call("DELETE", `/api/attachments/${founder.userId}/${id}`, founder.token)).statusCode).toBe(
      404,
    );
    const files = store().length;
    expect((await call("DELETE", `/api/attachments/pending/${id}`, founder.token)).statusCode).toBe(204);
    expect(store().length).toBe(files - 1);
    expect((await call("GET", `/api/attachments/${id}`, founder.token)).statusCode).toBe(404);
  });

  it("takes a link as a pending attachment (JSON), refuses a bad one, and the owner claims it", async () => {
    const founder = await t.signIn("founder@demo.test");
    const post = (payload: unknown) =>
      t.app.inject({
        method: "POST",
        url: "/api/attachment/upload",
        headers: { authorization: `Bearer ${founder.token}` },
        payload: payload as Record<string, unknown>,
      });
    const made = await post({ link: "https://example.com/deck", name: "  Pitch   deck " });
    expect(made.statusCode).toBe(201);
    const link = (made.json() as { attachment: View & { kind: string; link: string } }).attachment;
    expect(link).toMatchObject({
      kind: "link",
      name: "Pitch deck",
      url: "https://example.com/deck",
      referenceId: null,
    });
    expect(
      ((await post({ link: "https://example.com/x" })).json() as { attachment: View }).attachment.name,
    ).toBe("example.com");
    for (const bad of [
      "javascript:alert(1)",
      "ftp://example.com/x",
      "not a url",
      `https://e.com/${"x".repeat(2100)}`,
    ]) {
      expect((await post({ link: bad })).json(), bad).toMatchObject({ statusCode: 400, reason: "BAD_LINK" });
    }
    const ctx = await tenantCtx("demo", "founder@demo.test");
    // An image's place takes no link; a documents' place does.
    await expect(
      claimAttachments(ctx, [link.id], { type: "UserCover", id: founder.userId }),
    ).rejects.toMatchObject({
      extensions: { reason: "WRONG_TYPE" },
    });
    registerAttachmentReferences([TEST_DOCUMENTS]);
    await claimAttachments(ctx, [link.id], { type: TEST_DOCUMENTS.type, id: founder.userId });
    const on = (await attachmentsFor(ctx, TEST_DOCUMENTS.type, [founder.userId])).get(founder.userId) ?? [];
    expect(on).toMatchObject([{ id: link.id, kind: "link", link: "https://example.com/deck" }]);
    await removeAttachmentsFor(ctx, TEST_DOCUMENTS.type, founder.userId);
  });

  it("purges uploads left pending for 24 hours, and only those", async () => {
    const founder = await t.signIn("founder@demo.test");
    const old = (
      await postFile(t.app, founder.token, "/api/attachment/upload", [
        { name: "file", file: PDF, filename: "old.pdf" },
      ])
    ).json.attachment as View;
    const fresh = (
      await postFile(t.app, founder.token, "/api/attachment/upload", [
        { name: "file", file: PDF, filename: "new.pdf" },
      ])
    ).json.attachment as View;
    await t.database.db
      .update(attachments)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(attachments.id, old.id));
    await runPurge();
    const left = await t.database.db.select({ id: attachments.id }).from(attachments);
    expect(left.map((r) => r.id)).toContain(fresh.id);
    expect(left.map((r) => r.id)).not.toContain(old.id);
    expect(store().some((f) => f.endsWith(old.id))).toBe(false);
    expect(store().some((f) => f.endsWith(fresh.id))).toBe(true);
  });

  async function runPurge() {
    const ctx = await tenantCtx("demo");
    const storage = createFileStorage(t.config);
    await purgeAttachmentsJob.run(
      {},
      { ...ctx, storage, mailer: {} as never, pubsub: {} as never, log: t.app.log, jobs: t.jobs },
    );
  }
});
