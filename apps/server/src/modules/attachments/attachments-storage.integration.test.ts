import { request } from "node:http";
import { Readable } from "node:stream";
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { DEFAULT_PLAN } from "@launchpad/domain";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incubators } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { attachments } from "./attachments.tables.ts";
import { filesUnder, PDF, pngOf, postFile, tempDataDir } from "./attachments.testing.ts";

const MB = 1024 * 1024;

describe.each(databaseKinds("sql"))("upload limits on %s", (kind) => {
  const dataDir = tempDataDir();
  const t = useTestApp(kind, {
    env: { DATA_DIR: dataDir },
    prepare: async (database) => {
      await database.db
        .update(incubators)
        .set({ plan: { ...DEFAULT_PLAN, maxFileSize: 1 * MB } })
        .where(eq(incubators.slug, "demo"));
    },
  });
  const leftovers = () => [...filesUnder(`${dataDir}/attachments`), ...filesUnder(`${dataDir}/tmp`)];

  it("refuses a file over the plan's size with 413 from its Content-Length, and accepts one at the limit", async () => {
    const { token } = await t.signIn("founder@demo.test");
    const big = Buffer.concat([PDF, Buffer.alloc(1 * MB + 70 * 1024, 32)]);
    const refused = await postFile(t.app, token, "/api/attachment/upload", [
      { name: "file", file: big, filename: "big.pdf" },
    ]);
    expect(refused).toMatchObject({ status: 413, json: { reason: "TOO_LARGE", maxFileSize: MB } });
    expect(refused.json.message).toBe(
      "The file is larger than 1 MB, the largest this organisation's plan accepts",
    );
    const atLimit = Buffer.concat([PDF, Buffer.alloc(MB - PDF.length, 32)]);
    const ok = await postFile(t.app, token, "/api/attachment/upload", [
      { name: "file", file: atLimit, filename: "ok.pdf" },
    ]);
    expect(ok.status).toBe(201);
    const rows = await t.database.db.select().from(attachments).where(eq(attachments.name, "big.pdf"));
    expect(rows).toEqual([]);
  });

  it("stops a 200 MB streamed body (no Content-Length) at the limit, without memory growth and without a file", async () => {
    const { token } = await t.signIn("founder@demo.test");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const before = leftovers();
    const boundary = "----launchpad-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 65);
    const total = 200 * MB;
    let sent = 0;
    function* body() {
      yield head;
      yield PDF;
      while (sent < total) {
        sent += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    global.gc?.();
    const start = process.memoryUsage();
    let peakRss = start.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/attachment/upload",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "transfer-encoding": "chunked",
          },
        },
        (res) => {
          let text = "";
          res.on("data", (d: Buffer) => {
            text += d.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      Readable.from(body()).pipe(req);
    });
    clearInterval(sampler);
    const end = process.memoryUsage();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ reason: "TOO_LARGE", maxFileSize: MB });
    // Figures for the record (the test prints them): what a 200 MB body cost the process.
    console.info(
      `200 MB upload: sent ${Math.round(sent / MB)} MB; rss ${Math.round(start.rss / MB)} → peak ${Math.round(peakRss / MB)} → ${Math.round(end.rss / MB)} MB; heap ${Math.round(start.heapUsed / MB)} → ${Math.round(end.heapUsed / MB)} MB`,
    );
    expect(peakRss - start.rss).toBeLessThan(64 * MB);
    expect(end.heapUsed - start.heapUsed).toBeLessThan(32 * MB);
    expect(leftovers()).toEqual(before);
    const rows = await t.database.db.select().from(attachments).where(eq(attachments.name, "huge.pdf"));
    expect(rows).toEqual([]);
  }, 120_000);
});

describe.each(databaseKinds("sql"))("S3-compatible storage on %s", (kind) => {
  const s3Dir = tempDataDir();
  let server: S3rver;
  let endpoint = "";
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: "uploads", configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
  });
  const dataDir = tempDataDir();
  const t = useTestApp(kind, {
    env: () => ({
      DATA_DIR: dataDir,
      S3_BUCKET: "uploads",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PREFIX: "lp/",
    }),
  });
  const client = () =>
    new S3Client({
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
  const keys = async () =>
    ((await client().send(new ListObjectsV2Command({ Bucket: "uploads" }))).Contents ?? []).map(
      (o) => o.Key ?? "",
    );

  it("stores, serves, resizes and deletes through the bucket; refused files never reach it", async () => {
    const founder = await t.signIn("founder@demo.test");
    const png = await pngOf(800, 600);
    const up = await postFile(t.app, founder.token, "/api/users/file?type=cover", [
      { name: "file", file: png, filename: "wide.png" },
    ]);
    expect(up.status).toBe(201);
    const { attachment, user } = up.json as { attachment: { id: string }; user: { cover: string } };
    const [tenant] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const key = `lp/${tenant?.id}/${attachment.id}`;
    expect(await keys()).toEqual([key]);
    expect((await client().send(new HeadObjectCommand({ Bucket: "uploads", Key: key }))).ContentType).toBe(
      "image/png",
    );
    // Nothing on the local disk but the (empty) temporary folder.
    expect(filesUnder(dataDir)).toEqual([]);

    const original = await t.app.inject({
      method: "GET",
      url: `/api/attachments/${attachment.id}/content`,
      headers: { authorization: `Bearer ${founder.token}` },
    });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(png)).toBe(true);
    const cover = await t.app.inject({ method: "GET", url: user.cover });
    expect(cover.headers["content-type"]).toBe("image/webp");
    expect((await keys()).sort()).toEqual([key, `${key}~cover.webp`].sort());

    const refused = await postFile(t.app, founder.token, "/api/users/file?type=cover", [
      { name: "file", file: PDF, filename: "x.pdf" },
    ]);
    expect(refused.status).toBe(400);
    expect((await keys()).length).toBe(2);

    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/attachments/${founder.userId}/${attachment.id}`,
      headers: { authorization: `Bearer ${founder.token}` },
    });
    expect(gone.statusCode).toBe(204);
    expect(await keys()).toEqual([]);
  });
});
