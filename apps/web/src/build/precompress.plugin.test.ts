import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.plugin.ts";

describe("precompressing the build", () => {
  let dir = "";
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes a brotli and a gzip copy of each text file worth it, and of nothing else", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    fs.mkdirSync(path.join(dir, "assets"));
    const script = `export const words = ${JSON.stringify("launchpad ".repeat(400))};`;
    fs.writeFileSync(path.join(dir, "assets", "app-1a2b.js"), script);
    fs.writeFileSync(path.join(dir, "assets", "tiny-3c4d.js"), "export {}");
    fs.writeFileSync(path.join(dir, "assets", "app-1a2b.js.map"), "{}".repeat(1000));
    fs.writeFileSync(path.join(dir, "logo.png"), Buffer.alloc(4096, 7));

    precompressDirectory(dir);

    const files = fs.readdirSync(path.join(dir, "assets")).sort();
    expect(files).toEqual([
      "app-1a2b.js",
      "app-1a2b.js.br",
      "app-1a2b.js.gz",
      "app-1a2b.js.map",
      "tiny-3c4d.js",
    ]);
    expect(fs.existsSync(path.join(dir, "logo.png.br"))).toBe(false);
    const brotli = fs.readFileSync(path.join(dir, "assets", "app-1a2b.js.br"));
    expect(zlib.brotliDecompressSync(brotli).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(script.length / 10);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "assets", "app-1a2b.js.gz"))).toString()).toBe(
      script,
    );
  });
});
