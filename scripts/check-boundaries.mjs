// Module boundaries: the rules in .dependency-cruiser.cjs (each module entered through its
// door, layers, no file cycles), plus one check dependency-cruiser has no rule for: no
// cycle between modules, type-only imports included. A module is a folder under
// apps/server/src/modules or apps/web/src/features. Exits 1 on any violation.
//
// Ratchet: `.boundaries-baseline.json` lists the findings that existed when the rule was
// turned on (issue 11 removes them). A finding not in it fails; so does an entry that no
// longer occurs, so the list only shrinks. `--update-baseline` rewrites it (only ever to
// remove entries: review the diff).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const run = spawnSync(
  process.execPath,
  [
    path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs"),
    "apps/server/src",
    "apps/web/src",
    "packages/domain/src",
    "--config",
    ".dependency-cruiser.cjs",
    "--output-type",
    "json",
  ],
  { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
if (!run.stdout) {
  console.error(run.stderr);
  process.exit(2);
}
const result = JSON.parse(run.stdout);

const problems = result.summary.violations.map((v) =>
  v.rule.name === "no-circular"
    ? `no-circular: ${[v.from, ...(v.cycle ?? []).map((c) => c.name ?? c)].join(" → ")}`
    : `${v.rule.name}: ${v.from} → ${v.to}`,
);

const moduleOf = (file) =>
  /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1]?.replace(/^/, "server:") ??
  /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1]?.replace(/^/, "web:");

/** Module → modules it imports (tests included: a test's imports are its module's). */
const edges = new Map();
for (const mod of result.modules) {
  const from = moduleOf(mod.source);
  if (!from) continue;
  for (const dep of mod.dependencies) {
    const to = moduleOf(dep.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${mod.source} → ${dep.resolved}`);
  }
}

// Tarjan's strongly connected components: any component of two or more modules is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const components = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index++;
  stack.push(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  }
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);

for (const component of components) {
  const inside = new Set(component);
  const links = component.flatMap((from) =>
    [...(edges.get(from) ?? [])].filter(([to]) => inside.has(to)).map(([, example]) => `    ${example}`),
  );
  problems.push(`module cycle: {${[...component].sort().join(", ")}}\n${links.join("\n")}`);
}

const baselineFile = path.join(root, ".boundaries-baseline.json");
const keyOf = (problem) => problem.split("\n")[0];
const found = new Map(problems.map((p) => [keyOf(p), p]));
if (process.argv.includes("--update-baseline")) {
  fs.writeFileSync(baselineFile, `${JSON.stringify([...found.keys()].sort(), null, 2)}\n`);
  console.log(`Baseline rewritten: ${found.size} known finding(s).`);
  process.exit(0);
}
const known = new Set(fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, "utf8")) : []);
const fresh = [...found.entries()].filter(([key]) => !known.has(key)).map(([, p]) => p);
const gone = [...known].filter((key) => !found.has(key));

if (fresh.length > 0 || gone.length > 0) {
  if (fresh.length > 0) {
    console.error(`Module boundaries: ${fresh.length} new problem(s) (docs/adding-a-module.md)\n`);
    for (const problem of fresh) console.error(`  ${problem}`);
  }
  if (gone.length > 0) {
    console.error(
      `\nFixed, so remove from .boundaries-baseline.json (node scripts/check-boundaries.mjs --update-baseline):`,
    );
    for (const key of gone) console.error(`  ${key}`);
  }
  process.exit(1);
}
console.log(
  `Module boundaries: ${result.summary.totalCruised} files, no new violation or module cycle` +
    (known.size > 0 ? ` (${known.size} known, listed in .boundaries-baseline.json, to remove).` : "."),
);
