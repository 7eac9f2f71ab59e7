import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";

/** A startup's logo (issue 18): uploaded, saved with updateStartup, served; only its editors change it. */
const FILE = "query F { startupFile { id logo } }";
const LOGO = `mutation L($id: ID!, $logo: ID) { updateStartup(id: $id, input: { logoId: $logo }) { logo } }`;

describe.each(databaseKinds("both"))("a startup's logo on %s", (kind) => {
  const t = useTestApp(kind, { env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "launchpad-logo-")) } });
  const call = async (token: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, token, query, variables)).body as GraphQLBody;

  async function upload(token: string) {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#2f9e44" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/attachment/upload?use=avatar",
      headers: {
        host: "localhost",
        authorization: `Bearer ${token}`,
        "content-type": request.headers.get("content-type") ?? "",
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { attachment: { id: string } }).attachment.id;
  }

  it("a founder sets their startup's logo, which is served; a founder of another startup cannot use it", async () => {
    const founder = await t.tokenOf("founder@demo.test");
    const file = (await call(founder, FILE)).data?.startupFile as { id: string };
    const logoId = await upload(founder);
    const saved = await call(founder, LOGO, { id: file.id, logo: logoId });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    const logo = (saved.data as { updateStartup: { logo: string } }).updateStartup.logo;
    expect(logo).toMatch(new RegExp(`^/api/attachments/${logoId}/content\\?size=avatar&sig=`));
    const image = await t.app.inject({ method: "GET", url: logo, headers: { host: "localhost" } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);

    // Someone else's upload is not theirs to claim.
    const other = await t.tokenOf("founder3@demo.test");
    const theirs = await upload(other);
    const refused = await call(founder, LOGO, { id: file.id, logo: theirs });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ name: "ValidationError", reason: "NOT_YOURS" });
    expect((await call(founder, FILE)).data?.startupFile).toMatchObject({ logo });

    const removed = await call(founder, LOGO, { id: file.id, logo: null });
    expect((removed.data as { updateStartup: { logo: string | null } }).updateStartup.logo).toBeNull();
  });
});
