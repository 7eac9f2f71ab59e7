/**
 * Module boundaries (docs/adding-a-module.md, decision 008). `npm run lint` runs this through
 * scripts/check-boundaries.mjs, which also fails on any cycle between modules (a module is a
 * folder under apps/server/src/modules or apps/web/src/features).
 *
 * Server: a module's one door is `modules/<domain>/index.ts`. `module.ts` is its
 * registration (schema, routes, seed, mail), imported only by `modules/registry.ts`.
 * `*.tables.ts` may reference another module's tables (foreign keys) and nothing else may.
 * Web: a feature's one door is `features/<feature>/index.ts(x)`; `components` and `lib` know
 * no feature; the app shell (`app/`) is imported by nobody below it.
 */
const SERVER = "^apps/server/src/";
const MODULES = `${SERVER}modules/`;
const FEATURES = "^apps/web/src/features/";

module.exports = {
  forbidden: [
    {
      name: "server-module-door",
      comment: "Another module is reached through its index.ts only (its public surface).",
      severity: "error",
      from: { path: `${MODULES}([^/]+)/`, pathNot: "\\.tables\\.ts$" },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: "server-outside-door",
      comment:
        "Code outside the modules (app, graphql, http, db, test) uses a module's index.ts; only the registry imports module.ts.",
      severity: "error",
      from: { path: SERVER, pathNot: [MODULES, "\\.tables\\.ts$", `${SERVER}db/schema/`] },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}[^/]+/index\\.ts$`, `${MODULES}registry\\.ts$`],
      },
    },
    {
      name: "server-schema-index",
      comment: "db/schema re-exports the modules' tables files for tests and the seed, nothing else.",
      severity: "error",
      from: { path: `${SERVER}db/schema/` },
      to: { path: MODULES, pathNot: ["\\.tables\\.ts$"] },
    },
    {
      name: "server-registry-door",
      comment: "The registry lists modules by their module.ts.",
      severity: "error",
      from: { path: `${MODULES}registry\\.ts$` },
      to: { path: MODULES, pathNot: [`${MODULES}[^/]+/module\\.ts$`] },
    },
    {
      name: "server-module-registration-private",
      comment: "A module's module.ts is for the registry alone.",
      severity: "error",
      from: { pathNot: [`${MODULES}registry\\.ts$`, `${MODULES}([^/]+)/`] },
      to: { path: `${MODULES}[^/]+/module\\.ts$` },
    },
    {
      name: "server-tables-owned",
      comment:
        "A module queries its own tables (<domain>.tables.ts); the all-tables index is for the database client and drizzle-kit.",
      severity: "error",
      from: { path: MODULES, pathNot: "\\.test\\.ts$" },
      to: { path: `${SERVER}db/schema/index\\.ts$` },
    },
    {
      name: "web-feature-door",
      comment: "Another feature is reached through its index.ts(x) only (tests: also its testing.ts).",
      severity: "error",
      from: { path: `${FEATURES}([^/]+)/` },
      to: {
        path: FEATURES,
        pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.tsx?$`, `${FEATURES}[^/]+/testing\\.tsx?$`],
      },
    },
    {
      name: "web-testing-door-for-tests",
      comment: "A feature's testing.ts (fixtures) is for tests only.",
      severity: "error",
      from: { path: "^apps/web/src/", pathNot: ["\\.test\\.tsx?$", "/test/", "/testing\\.tsx?$"] },
      to: { path: `${FEATURES}[^/]+/testing\\.tsx?$` },
    },
    {
      name: "web-layers",
      comment: "components/ and lib/ are feature-agnostic: they import no feature and not the app shell.",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "web-shell-on-top",
      comment: "Features do not import the app shell; the shell imports features.",
      severity: "error",
      from: { path: FEATURES },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "no-circular",
      comment: "No import cycle between files at run time.",
      severity: "error",
      from: { path: "^(apps|packages)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "/dist/", "apps/web/src/gql/", "\\.d\\.ts$"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    skipAnalysisNotInRules: true,
  },
};
