import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { buildSearchIndex } from "../lib/search-index.ts";
import { parseUserDoc, type UserDoc } from "../lib/user-doc.ts";

/**
 * Turns docs/user/*.md into two virtual modules when the app is built:
 * - `virtual:user-docs-index`: the page list and the serialized MiniSearch index, loaded
 *   when the search opens;
 * - `virtual:user-docs-pages`: the page list with each page's Markdown, loaded by /docs/:slug.
 * A page with a bad front matter fails the build, naming the file.
 */
const INDEX_ID = "virtual:user-docs-index";
const PAGES_ID = "virtual:user-docs-pages";
const resolved = (id: string) => `\0${id}`;

function readUserDocs(docsDir: string): UserDoc[] {
  return fs
    .readdirSync(docsDir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = path.join(docsDir, name);
      try {
        return parseUserDoc(path.basename(name, ".md"), fs.readFileSync(file, "utf8"));
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    });
}

export function docsIndexPlugin({ docsDir }: { docsDir: string }): Plugin {
  const dir = path.resolve(docsDir);
  return {
    name: "launchpad:user-docs",
    resolveId(id) {
      return id === INDEX_ID || id === PAGES_ID ? resolved(id) : undefined;
    },
    load(id) {
      if (id !== resolved(INDEX_ID) && id !== resolved(PAGES_ID)) return undefined;
      const docs = readUserDocs(dir);
      for (const doc of docs) this.addWatchFile(path.join(dir, `${doc.slug}.md`));
      const pages = docs.map(({ body: _body, ...meta }) => meta);
      return id === resolved(INDEX_ID)
        ? `export const pages = ${JSON.stringify(pages)};\nexport const serializedIndex = ${JSON.stringify(buildSearchIndex(docs))};\n`
        : `export const docs = ${JSON.stringify(docs)};\n`;
    },
    configureServer(server) {
      // In development a page added, edited or removed shows after a reload.
      server.watcher.add(dir);
      const refresh = (file: string) => {
        if (path.dirname(file) !== dir || !file.endsWith(".md")) return;
        for (const id of [INDEX_ID, PAGES_ID]) {
          const module = server.moduleGraph.getModuleById(resolved(id));
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", refresh).on("change", refresh).on("unlink", refresh);
    },
  };
}
