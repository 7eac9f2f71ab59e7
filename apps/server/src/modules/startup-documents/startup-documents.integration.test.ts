import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_PLAN } from "@launchpad/domain";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators, startupDocuments, startups, users } from "../../db/schema/index.ts";
import { serviceContext } from "../../service-context.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { documentsForExport, forgetDocumentsOfStartup } from "./index.ts";

/** A startup's documents through GraphQL and the attachments' REST routes (docs/startup-documents.md). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const DOCUMENT =
  "id folderId name description sizeBytes contentType kind fileName url uploadedByName createdAt";
const LIST = `query Q($s: ID!) { startupDocuments(startupId: $s) { canEdit folders { id name documentCount } documents { ${DOCUMENT} } } }`;
const CREATE_FOLDER =
  "mutation M($s: ID!, $n: String!) { createDocumentFolder(startupId: $s, name: $n) { id name } }";
const RENAME_FOLDER =
  "mutation M($id: ID!, $n: String!) { renameDocumentFolder(id: $id, name: $n) { id name } }";
const DELETE_FOLDER = "mutation M($id: ID!) { deleteDocumentFolder(id: $id) }";
const ADD = `mutation M($s: ID!, $input: AddStartupDocumentsInput!) { addStartupDocuments(startupId: $s, input: $input) { ${DOCUMENT} } }`;
const UPDATE = `mutation M($id: ID!, $input: UpdateStartupDocumentInput!) { updateStartupDocument(id: $id, input: $input) { ${DOCUMENT} } }`;
const DELETE = "mutation M($id: ID!) { deleteStartupDocument(id: $id) }";

type Doc = {
  id: string;
  folderId: string | null;
  name: string;
  sizeBytes: number;
  url: string | null;
} & Record<string, unknown>;
type Listing = {
  canEdit: boolean;
  folders: { id: string; name: string; documentCount: number }[];
  documents: Doc[];
};

const errorOf = (body: GraphQLBody) => body.errors?.[0]?.extensions as Record<string, unknown> | undefined;
const ok = (body: GraphQLBody) => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data ?? {}) as Record<string, unknown>;
};

describe.each(databaseKinds("both"))("startup documents on %s", (kind) => {
  const t = useTestApp(kind, { env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "launchpad-documents-")) } });
  const token: Record<string, string> = {};
  let nimbus = "";
  let greenloop = "";

  beforeAll(async () => {
    for (const who of ["founder", "cofounder2", "coach", "mentor", "expert", "staff", "founder3"])
      token[who] = await t.tokenOf(`${who}@demo.test`);
    const named = async (name: string) =>
      (await t.database.db.select().from(startups).where(eq(startups.name, name)))[0]?.id ?? "";
    nimbus = await named("Nimbus Analytics");
    greenloop = await named("GreenLoop");
  });

  const call = async (who: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, token[who] ?? "", query, variables)).body;
  const list = async (who: string, startupId = nimbus) =>
    ok(await call(who, LIST, { s: startupId })).startupDocuments as Listing;
  const upload = async (who: string, file: Buffer, filename: string, type = "application/pdf") => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)], { type }), filename);
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/attachment/upload?use=attachment",
      headers: {
        host: "localhost",
        authorization: `Bearer ${token[who]}`,
        "content-type": request.headers.get("content-type") ?? "",
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { attachment: { id: string } }).attachment.id;
  };
  const download = (who: string, url: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { host: "localhost", authorization: `Bearer ${token[who]}` },
    });

  it("files uploads in folders; the team and members see who uploaded what, and download it", async () => {
    const folder = ok(await call("founder", CREATE_FOLDER, { s: nimbus, n: "  Legal " }))
      .createDocumentFolder as { id: string; name: string };
    expect(folder.name).toBe("Legal");
    const deck = await upload("founder", PDF, "pitch-deck.pdf");
    const notes = await upload(
      "founder",
      Buffer.from("# Notes\nCall the bank.\n"),
      "notes.md",
      "text/markdown",
    );
    const added = ok(
      await call("founder", ADD, { s: nimbus, input: { folderId: folder.id, attachmentIds: [deck, notes] } }),
    ).addStartupDocuments as Doc[];
    expect(added.map((d) => [d.name, d.folderId, d.sizeBytes, d.contentType])).toEqual([
      ["pitch-deck.pdf", folder.id, PDF.length, "application/pdf"],
      ["notes.md", folder.id, 23, "text/markdown"],
    ]);
    const listing = await list("coach");
    expect(listing.canEdit).toBe(true);
    // Beside the demo's folders (Company, Finance), by name.
    expect(listing.folders.map((f) => [f.name, f.documentCount])).toEqual([
      ["Company", 2],
      ["Finance", 1],
      ["Legal", 2],
    ]);
    const [founder] = await t.database.db.select().from(users).where(eq(users.email, "founder@demo.test"));
    const founderName = `${founder?.firstName} ${founder?.lastName}`;
    const mine = listing.documents.filter((d) => d.folderId === folder.id);
    expect(mine.map((d) => [d.name, d.uploadedByName])).toEqual([
      ["notes.md", founderName],
      ["pitch-deck.pdf", founderName],
    ]);
    // The mentor assigned to Nimbus reads and downloads, and changes nothing.
    const asMentor = await list("mentor");
    expect(asMentor.canEdit).toBe(false);
    const bytes = await download("mentor", added[0]?.url ?? "");
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    expect(errorOf(await call("mentor", CREATE_FOLDER, { s: nimbus, n: "Mine" }))?.name).toBe(
      "ForbiddenError",
    );
    // Out of scope (the expert is assigned to GreenLoop only): not found, and no download.
    expect(errorOf(await call("expert", LIST, { s: nimbus }))?.name).toBe("NotFoundError");
    expect((await download("expert", added[0]?.url ?? "")).statusCode).toBe(403);
    // Another startup's founder cannot reach them either.
    expect(errorOf(await call("founder3", LIST, { s: nimbus }))?.name).toBe("NotFoundError");
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/attachments/${added[0]?.id}/${deck}`,
          headers: { host: "localhost", authorization: `Bearer ${token.founder}` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("refuses a missing, long or taken folder name, and a folder of another startup", async () => {
    const empty = errorOf(await call("cofounder2", CREATE_FOLDER, { s: nimbus, n: "  " }));
    expect(empty?.fieldErrors).toEqual([{ path: "name", code: "REQUIRED" }]);
    const long = errorOf(await call("cofounder2", CREATE_FOLDER, { s: nimbus, n: "x".repeat(101) }));
    expect(long?.name).toBe("ValidationError");
    expect((long?.fields as Record<string, string> | undefined)?.name).toBe("At most 100 characters");
    const taken = errorOf(await call("cofounder2", CREATE_FOLDER, { s: nimbus, n: "LEGAL" }));
    expect(taken?.fieldErrors).toEqual([{ path: "name", code: "INVALID", params: { reason: "NAME_TAKEN" } }]);
    const other = ok(await call("staff", CREATE_FOLDER, { s: greenloop, n: "Legal" }))
      .createDocumentFolder as {
      id: string;
    };
    const file = await upload("cofounder2", PDF, "term-sheet.pdf");
    const wrong = errorOf(
      await call("cofounder2", ADD, { s: nimbus, input: { folderId: other.id, attachmentIds: [file] } }),
    );
    expect(wrong?.fieldErrors).toEqual([
      { path: "folderId", code: "INVALID", params: { reason: "UNKNOWN_FOLDER" } },
    ]);
    // Renaming to its own name (another case) is no clash.
    const legal = (await list("staff")).folders.find((f) => f.name === "Legal") as { id: string };
    expect(
      ok(await call("staff", RENAME_FOLDER, { id: legal.id, n: "legal" })).renameDocumentFolder,
    ).toMatchObject({
      name: "legal",
    });
  });

  it("keeps a folder name unique when several people create it at once", async () => {
    const answers = await Promise.all(
      ["founder", "cofounder2", "staff", "coach", "founder"].map((who) =>
        call(who, CREATE_FOLDER, { s: nimbus, n: "Hiring" }),
      ),
    );
    expect(answers.filter((body) => !body.errors)).toHaveLength(1);
    expect(answers.filter((body) => errorOf(body)?.name === "ValidationError")).toHaveLength(4);
    expect((await list("founder")).folders.filter((f) => f.name === "Hiring")).toHaveLength(1);
  });

  it("adds all of a batch or none of it", async () => {
    const before = (await list("founder")).documents.length;
    const mine = await upload("founder", PDF, "cap-table.pdf");
    const theirs = await upload("cofounder2", PDF, "their.pdf");
    const refused = errorOf(
      await call("founder", ADD, { s: nimbus, input: { attachmentIds: [mine, theirs] } }),
    );
    expect(refused).toMatchObject({ name: "ValidationError", reason: "NOT_YOURS" });
    expect((await list("founder")).documents.length).toBe(before);
    const pending = await download("founder", `/api/attachments/${mine}`);
    expect(pending.json()).toMatchObject({ attachment: { id: mine, referenceId: null } });
    const none = errorOf(await call("founder", ADD, { s: nimbus, input: { attachmentIds: [] } }));
    expect(none?.fieldErrors).toEqual([{ path: "attachmentIds", code: "REQUIRED" }]);
  });

  it("renames, describes and moves a document; a deleted folder's documents move to the top", async () => {
    const { folders, documents } = await list("founder");
    const deck = documents.find((d) => d.name === "pitch-deck.pdf") as Doc;
    const moved = ok(
      await call("founder", UPDATE, {
        id: deck.id,
        input: { name: "Pitch deck v2.pdf", description: " Seed round " },
      }),
    ).updateStartupDocument as Doc;
    expect(moved).toMatchObject({ name: "Pitch deck v2.pdf", description: "Seed round", folderId: null });
    const blank = errorOf(await call("founder", UPDATE, { id: deck.id, input: { name: "" } }));
    expect(blank?.fieldErrors).toEqual([{ path: "name", code: "REQUIRED" }]);
    const folder = folders.find((f) => f.name === "legal") as { id: string };
    ok(
      await call("founder", UPDATE, {
        id: deck.id,
        input: { name: "Pitch deck v2.pdf", folderId: folder.id },
      }),
    );
    expect(ok(await call("founder", DELETE_FOLDER, { id: folder.id })).deleteDocumentFolder).toBe(true);
    const after = await list("founder");
    expect(after.folders.map((f) => f.name)).toEqual(["Company", "Finance", "Hiring"]);
    expect(after.documents.find((d) => d.id === deck.id)?.folderId).toBeNull();
    expect(after.documents.find((d) => d.name === "notes.md")?.folderId).toBeNull();
    expect(errorOf(await call("founder", DELETE_FOLDER, { id: folder.id }))?.name).toBe("NotFoundError");
  });

  it("deletes a document with its file", async () => {
    const { documents } = await list("founder");
    const notes = documents.find((d) => d.name === "notes.md") as Doc;
    expect(ok(await call("cofounder2", DELETE, { id: notes.id })).deleteStartupDocument).toBe(true);
    expect((await list("founder")).documents.some((d) => d.id === notes.id)).toBe(false);
    expect((await download("founder", notes.url ?? "")).statusCode).toBe(404);
    expect(errorOf(await call("cofounder2", DELETE, { id: notes.id }))?.name).toBe("NotFoundError");
  });

  it("gives the export its list, and forgets a startup's documents and files", async () => {
    const [tenantRow] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const tenant = { id: tenantRow?.id ?? "", slug: "demo" } as Parameters<
      typeof serviceContext
    >[0]["tenant"];
    const ctx = serviceContext({ db: t.database.db, tenant });
    const exported = await documentsForExport(ctx, nimbus);
    expect(exported.map((d) => [d.name, d.folder, d.contentType])).toContainEqual([
      "Pitch deck v2.pdf",
      null,
      "application/pdf",
    ]);
    expect(exported.every((d) => d.uploadedByName && d.sizeBytes > 0 && d.createdAt instanceof Date)).toBe(
      true,
    );
    const url = (await list("founder")).documents[0]?.url ?? "";
    await forgetDocumentsOfStartup(ctx, nimbus);
    const left = await t.database.db
      .select()
      .from(startupDocuments)
      .where(and(eq(startupDocuments.incubatorId, tenant.id), eq(startupDocuments.startupId, nimbus)));
    expect(left).toEqual([]);
    expect((await list("founder")).documents).toEqual([]);
    expect((await download("founder", url)).statusCode).toBe(404);
  });

  it("answers the plan's refusal without the startup documents feature", async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const file = await upload("founder", PDF, "kept.pdf");
    const [doc] = (ok(await call("founder", ADD, { s: nimbus, input: { attachmentIds: [file] } }))
      .addStartupDocuments ?? []) as Doc[];
    await db
      .update(incubators)
      .set({ plan: { ...DEFAULT_PLAN, features: [] } })
      .where(eq(incubators.slug, "demo"));
    try {
      expect(errorOf(await call("founder", LIST, { s: nimbus }))).toMatchObject({
        name: "ForbiddenError",
        reason: "PLAN",
      });
      expect(errorOf(await call("staff", CREATE_FOLDER, { s: nimbus, n: "Later" }))?.reason).toBe("PLAN");
      expect((await download("founder", doc?.url ?? "")).statusCode).toBe(403);
    } finally {
      await db
        .update(incubators)
        .set({ plan: demo?.plan ?? null })
        .where(eq(incubators.slug, "demo"));
    }
    expect((await download("founder", doc?.url ?? "")).statusCode).toBe(200);
  });
});
