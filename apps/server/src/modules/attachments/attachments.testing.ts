import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll } from "vitest";

/** Helpers of the attachments tests (not part of the door). */

/** A temporary DATA_DIR, removed after the calling describe's tests. */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "launchpad-attachments-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every file under a folder, relative (to see that nothing stray is left). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(dir, path.join(d.parentPath, d.name)));
  } catch {
    return [];
  }
}

export async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
export const EXE = Buffer.concat([
  Buffer.from("MZ"),
  Buffer.alloc(62),
  Buffer.from("PE\0\0"),
  Buffer.alloc(400, 1),
]);

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

/** A multipart/form-data body as a browser sends it (fields first, then the file). */
export async function multipart(parts: Part[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if ("value" in part) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.file)], { type: part.type ?? "application/octet-stream" }),
        part.filename,
      );
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

export async function postFile(
  app: FastifyInstance,
  token: string | null,
  url: string,
  parts: Part[],
  host = "localhost",
) {
  const { body, contentType } = await multipart(parts);
  const res = await app.inject({
    method: "POST",
    url,
    headers: { host, "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });
  return { status: res.statusCode, json: safeJson(res.body) };
}

export function safeJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
