// Web budgets (issue 13): the gzipped JavaScript a page loads when it opens, and the size of
// any one route chunk (one a page loads lazily). The budgets live in
// apps/web/bundle-budgets.json; the figures come from the build's manifest
// (apps/web/dist/.vite/manifest.json), so they are the same on every machine.
//
// A page's figure: the entry (index.html) and every chunk it imports, plus, for each module
// the page loads lazily when it opens (its `loads`: route modules, …), that chunk and every
// chunk it imports, plus the message files of one language: every area's, or only those of
// the folders its `messages` names (the public pages load the shared messages and the few
// features' they show; the signed-in area waits for all but its `exceptMessages`, those of
// the features whose messages come with their pages: decisions 022 and 034). Each chunk
// counts once, at its gzip size (level 9, as the build's precompressed copies). A page's `kb` is the ceiling
// enforced, which may only come down; its `goal` is the budget, printed beside it.
// Builds the web app first when its build is missing or stale. Prints the figures; exits 1
// when one is over its ceiling.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ensureWebBuild } from "./web-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const web = path.join(root, "apps/web");
const distArgument = process.argv.find((arg) => arg.startsWith("--dist="));
/** `--dist=<folder>` checks another build (and does not build). */
const dist = distArgument ? path.resolve(distArgument.slice("--dist=".length)) : path.join(web, "dist");
const budgets = JSON.parse(fs.readFileSync(path.join(web, "bundle-budgets.json"), "utf8"));

if (!distArgument) ensureWebBuild();
const manifestFile = path.join(dist, ".vite/manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${path.relative(root, manifestFile)}: vite.config.ts must keep build.manifest on.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The manifest keys a chunk brings with it: itself and its static imports, transitively. */
function withImports(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} is not in the build (bundle-budgets.json names it)`);
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
/** Every area's catalogue: the features' and the shared `src/locales`, and the signed-in area's shared `src/area-locales`. */
const messageFiles = Object.keys(manifest).filter(
  (key) =>
    key.endsWith(`/locales/${budgets.locale}.json`) || key === `src/area-locales/${budgets.locale}.json`,
);
/**
 * The message files a page loads: those of its `messages` folders (`src/locales` is the shared
 * one), or all but those of its `exceptMessages` folders (features whose messages come with
 * their own pages: decision 034).
 */
const inFolders = (key, folders = []) => folders.some((folder) => key === `${folder}/${budgets.locale}.json`);
/** The signed-in area's messages grouped into one chunk per language (vite.config.ts, `area-messages-<locale>`): no key of their own. */
const areaMessageChunks = Object.keys(manifest).filter((key) =>
  key.startsWith(`_area-messages-${budgets.locale}-`),
);
const messagesOf = (page) =>
  page.messages
    ? messageFiles.filter((key) => inFolders(key, page.messages))
    : [...messageFiles.filter((key) => !inFolders(key, page.exceptMessages)), ...areaMessageChunks];

let failed = false;
console.log(`Gzipped JavaScript a page loads when it opens (messages in "${budgets.locale}"):`);
for (const page of budgets.pages) {
  const keys = withImports([...entries, ...page.loads, ...messagesOf(page)]);
  const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((f) => f.endsWith(".js"));
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const over = total > page.kb * 1024;
  failed ||= over;
  const goal = page.goal && page.goal < page.kb ? `, goal ${page.goal} KB` : "";
  console.log(
    `  ${over ? "✗" : "✓"} ${page.name}: ${kb(total)} of ${page.kb} KB${goal} (${files.length} files)`,
  );
  if (over || process.argv.includes("--verbose"))
    for (const file of files.sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 10))
      console.log(`      ${kb(gzipSize(file)).padStart(9)}  ${file}`);
}

// Route chunks: what pages load lazily. The entry and what it imports load with every page:
// the page budgets above cover them.
const everyPage = new Set([...withImports(entries)].map((key) => manifest[key].file));
const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith(".js") && !everyPage.has(file))
  .sort((a, b) => gzipSize(b) - gzipSize(a));
// A chunk named in `chunkExceptions` (by its name without the hash) has its own ceiling:
// the charts of the applications dashboard (recharts, decision 053).
const nameOf = (file) => file.replace(/^assets\//, "").replace(/-[A-Za-z0-9_-]{8}\.js$/, "");
const ceilingOf = (file) => (budgets.chunkExceptions?.[nameOf(file)]?.kb ?? budgets.chunkKb) * 1024;
const tooBig = chunks.filter((file) => gzipSize(file) > ceilingOf(file));
for (const [name, exception] of Object.entries(budgets.chunkExceptions ?? {})) {
  const file = chunks.find((f) => nameOf(f) === name);
  console.log(
    `  ${file && gzipSize(file) <= exception.kb * 1024 ? "✓" : "✗"} ${name} (an exception, ${exception.why}): ` +
      `${file ? kb(gzipSize(file)) : "missing"} of ${exception.kb} KB`,
  );
  failed ||= !file;
}
const usual = chunks.filter((file) => !budgets.chunkExceptions?.[nameOf(file)]);
failed ||= tooBig.length > 0;
console.log(
  `  ${tooBig.length > 0 ? "✗" : "✓"} any one route chunk: at most ${budgets.chunkKb} KB` +
    ` (largest: ${usual[0]} ${kb(gzipSize(usual[0]))})`,
);
for (const file of tooBig) console.log(`      ${kb(gzipSize(file)).padStart(9)}  ${file}`);

if (failed) console.log("Over budget: docs/adding-a-module.md says how a module stays within it.");
process.exit(failed ? 1 : 0);
