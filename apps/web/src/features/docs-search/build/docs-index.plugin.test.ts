import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { docsIndexPlugin } from "./docs-index.plugin.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function docsDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "user-docs-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/** Runs the plugin's resolveId and load hooks as Vite would. */
function loadModule(dir: string, id: string): string {
  const plugin = docsIndexPlugin({ docsDir: dir });
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string) => string;
  const resolved = resolveId(id);
  if (!resolved) throw new Error(`${id} not resolved`);
  return load.call({ addWatchFile: () => {} }, resolved);
}

const page = (title: string, audience: string) =>
  `---\ntitle: ${title}\naudience: ${audience}\nsummary: About ${title}\n---\n# ${title}\n\nText about ${title}.\n`;

describe("docsIndexPlugin", () => {
  it("serves the page list with the index, and the pages with their Markdown", () => {
    const dir = docsDir({
      "b-page.md": page("Bravo", "[founder]"),
      "a-page.md": page("Alpha", "all"),
      "notes.txt": "x",
    });

    const index = loadModule(dir, "virtual:user-docs-index");
    expect(index).toContain('"slug":"a-page"');
    expect(index).toContain('"slug":"b-page"');
    expect(index).toMatch(/export const serializedIndex = ".+";/);
    expect(index).not.toContain("Text about");

    const pages = loadModule(dir, "virtual:user-docs-pages");
    expect(pages).toContain("Text about Bravo.");
    expect(pages.indexOf("a-page")).toBeLessThan(pages.indexOf("b-page"));
  });

  it("fails the build on a page with a bad front matter, naming the file", () => {
    const dir = docsDir({ "broken.md": page("Broken", "[founders]") });
    expect(() => loadModule(dir, "virtual:user-docs-index")).toThrow(
      /broken\.md: unknown audience "founders"/,
    );
  });

  it("leaves other modules alone", () => {
    const plugin = docsIndexPlugin({ docsDir: docsDir({}) });
    expect((plugin.resolveId as (id: string) => unknown)("react")).toBeUndefined();
  });
});
