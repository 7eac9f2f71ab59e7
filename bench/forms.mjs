// Form evaluator benchmark (issue 16 "done when"): a 300-question form with 100 logic rules
// (sections and questions, nested statements, every operator) and 10 calculated totals.
//
// - Server: the full check of a submitted answer set, as the server runs it: the definition
//   and answers parsed from JSON (a new definition object per request, so the logic is
//   translated again), `evaluateForm` in mode "submit", then `keptAnswers`. Also the same on
//   a cached definition. Target: median < 20 ms.
// - Browser: the renderer's work per keystroke, `session.set` (incremental) then `keptAnswers`
//   (the renderer's onChange), in Chromium with the CPU throttled 4× (CDP
//   Emulation.setCPUThrottlingRate), the domain code bundled by esbuild and served under a
//   Content-Security-Policy without 'unsafe-eval' (the app's), so an `eval` would fail.
//   Typing 40 characters into a text that 20 rules read, and 40 digits into a number that
//   rules and totals read. Target: p95 < 16 ms.
//
// Run: `npm run bench:forms` (node --import tsx). Chromium: CHROMIUM_PATH or /usr/bin/chromium.
// `--runs N` (server iterations, default 200), `--no-browser`.
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  checkDefinition,
  createFormSession,
  evaluateForm,
  keptAnswers,
} from "../packages/domain/src/forms.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "200" },
    throttle: { type: "string", default: "4" },
    "no-browser": { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
const THROTTLE = Number(values.throttle);
const SERVER_TARGET_MS = 20;
const KEYSTROKE_TARGET_MS = 16;

// Deterministic pseudo-random numbers (mulberry32): every run measures the same form.
let seed = 16;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

/** The 300-question form, its full answer set, and the two questions typed into. */
export function buildBenchForm() {
  const label = (text) => ({ en: text, fr: `${text} (fr)`, ar: `${text} (ar)` });
  const options = (n, scored = true) =>
    Array.from({ length: n }, (_, i) => ({
      value: `o${i}`,
      labels: label(`Option ${i}`),
      ...(scored ? { numericalValue: i } : {}),
    }));
  const tree = [
    {
      value: "eu",
      labels: label("Europe"),
      children: [
        { value: "fr", labels: label("France") },
        { value: "de", labels: label("Germany") },
      ],
    },
    { value: "as", labels: label("Asia"), children: [{ value: "jp", labels: label("Japan") }] },
  ];
  const columns = [
    { id: "name", label: label("Name"), type: "text", required: true },
    { id: "amount", label: label("Amount"), type: "number" },
    { id: "when", label: label("When"), type: "date" },
  ];
  const cycle = [
    "text",
    "number",
    "select_radio",
    "select_checkbox",
    "text_long",
    "date",
    "number_scale",
    "select_dropdown",
    "text_link",
    "tree_single",
    "table",
    "file",
    "custom_field",
    "select_multi_dropdown",
  ];
  const questions = [
    {
      id: "company",
      questionType: "text",
      label: label("Company"),
      validations: { required: true, maxLength: 200 },
    },
    { id: "has_sales", questionType: "select_radio", label: label("Has sales"), options: options(2) },
    { id: "staff", questionType: "number", label: label("Staff"), validations: { min: 0, max: 1e12 } },
    { id: "topics", questionType: "select_checkbox", label: label("Topics"), options: options(6) },
  ];
  const answers = {
    company: { textValue: "Acme" },
    has_sales: { arrayValue: ["o1"] },
    staff: { numberValue: 12 },
    topics: { arrayValue: ["o1", "o3"] },
  };
  let n = questions.length;
  while (questions.length < 300 - 10) {
    const i = n++;
    if (i % 30 === 0) {
      questions.push({ id: `s${i}`, questionType: "section", label: label(`Section ${i}`) });
      continue;
    }
    const type = cycle[i % cycle.length];
    const q = {
      id: `q${i}`,
      questionType: type,
      label: label(`Question ${i}`),
      validations: { required: i % 4 === 0 },
    };
    if (type === "select_radio" || type === "select_dropdown") q.options = options(4);
    if (type === "select_checkbox" || type === "select_multi_dropdown") q.options = options(5);
    if (type === "number_scale") q.scale = { min: 1, max: 5 };
    if (type === "tree_single") Object.assign(q, { options: tree, optionsDepth: 2 });
    if (type === "table") q.columns = columns;
    if (type === "file")
      q.validations = { ...q.validations, fileTypes: ["pdf", "png"], maxFileSize: 5_000_000 };
    if (type === "custom_field")
      Object.assign(q, { behavesAs: "text", customField: { entity: "user", fieldId: "bio" } });
    if (type === "text") q.validations = { ...q.validations, minLength: 2, maxLength: 500 };
    if (type === "text_link") q.validations = { ...q.validations };
    questions.push(q);
    answers[q.id] = {
      text: { textValue: `Answer ${i}` },
      number: { numberValue: i % 50 },
      select_radio: { arrayValue: ["o2"] },
      select_dropdown: { arrayValue: ["o1"] },
      select_checkbox: { arrayValue: ["o0", "o4"] },
      select_multi_dropdown: { arrayValue: ["o2"] },
      text_long: { textValue: `A longer answer for question ${i}.` },
      date: { textValue: `2024-05-${String(1 + (i % 28)).padStart(2, "0")}` },
      number_scale: { numberValue: 1 + (i % 5) },
      text_link: { textValue: `https://example.org/${i}` },
      tree_single: { arrayValue: ["fr"] },
      table: {
        arrayValue: [
          { name: "Ann", amount: 3, when: "2024-01-02" },
          { name: "Bo", amount: null, when: null },
        ],
      },
      file: { arrayValue: [{ id: `f${i}`, name: `deck-${i}.pdf`, size: 120_000, type: "application/pdf" }] },
      custom_field: { textValue: `Field ${i}` },
    }[type];
  }
  // 100 logic rules on sections and questions, reading earlier answers; a fifth read the
  // company name, a fifth the staff count (the questions typed into below).
  const answerable = (upTo) => questions.slice(0, upTo).filter((q) => q.questionType !== "section");
  // Statements that hold on the full answer set (so that it is a valid submission), over
  // every operator; typing changes which hold.
  const statementOn = (target) => {
    const a = answers[target.id];
    if (target.id === "company")
      return {
        questionId: "company",
        ...pick([
          { operator: "CONTAINS", values: ["Acme"] },
          { operator: "EXISTS", values: [] },
          { operator: "IS_NOT", values: ["Nope"] },
        ]),
      };
    if (target.id === "staff")
      return {
        questionId: "staff",
        ...pick([
          { operator: "GT", values: [5] },
          { operator: "GTE", values: [10] },
          { operator: "LTE", values: [1e12] },
        ]),
      };
    if (typeof a?.numberValue === "number") {
      const v = a.numberValue;
      return {
        questionId: target.id,
        ...pick([
          { operator: "GT", values: [v - 1] },
          { operator: "LT", values: [v + 1] },
          { operator: "IS", values: [v] },
          { operator: "LTE", values: [v] },
        ]),
      };
    }
    if (a?.arrayValue && typeof a.arrayValue[0] === "string") {
      const chosen = a.arrayValue;
      return {
        questionId: target.id,
        ...pick([
          { operator: "IS", values: [...chosen, "o3"] },
          { operator: "CONTAINS", values: [chosen[0], "zz"] },
          { operator: "CONTAINS_ALL", values: chosen },
          { operator: "OR", values: ["zz", chosen[chosen.length - 1]] },
          { operator: "IS_NOT", values: ["zz"] },
        ]),
      };
    }
    if (a?.textValue)
      return {
        questionId: target.id,
        ...pick([
          { operator: "IS", values: [a.textValue] },
          { operator: "CONTAINS", values: [a.textValue.slice(0, 6)] },
          { operator: "EXISTS", values: [] },
          { operator: "IS_NOT", values: ["zz"] },
        ]),
      };
    return { questionId: target.id, operator: "EXISTS", values: [] };
  };
  const ruled = questions
    .map((q, index) => ({ q, index }))
    .filter(({ index }) => index >= 4)
    .filter(({ q, index }) => q.questionType === "section" || index % 3 !== 1)
    .slice(0, 100);
  ruled.forEach(({ q, index }, r) => {
    const targets = () => (r % 5 === 0 ? questions[0] : r % 5 === 1 ? questions[2] : pick(answerable(index)));
    const statements = [{ action: "show", ...statementOn(targets()) }];
    if (r % 4 === 0)
      statements.push({
        operator: "or",
        statements: [
          { action: "show", ...statementOn(pick(answerable(index))) },
          { action: "show", ...statementOn(pick(answerable(index))) },
        ],
      });
    q.dependency = { operator: "and", statements };
  });
  // 10 calculated totals: numbers and scored choices, weighted, some conditional.
  for (let c = 0; c < 10; c++) {
    const numeric = answerable(questions.length).filter((q) =>
      ["number", "number_scale", "select_radio", "select_checkbox"].includes(q.questionType),
    );
    const terms = Array.from({ length: 8 }, (_, t) => ({
      questionId: t === 0 ? "staff" : pick(numeric).id,
      weight: 1 + (t % 3),
      ...(t % 4 === 3
        ? { when: { operator: "and", statements: [{ action: "show", ...statementOn(questions[1]) }] } }
        : {}),
    }));
    questions.push({
      id: `total${c}`,
      questionType: "calculated",
      label: label(`Total ${c}`),
      calculation: { operator: pick(["sum", "average", "max"]), terms, decimals: 2 },
    });
  }
  const definition = { locales: ["en", "fr", "ar"], title: label("Bench form"), questions };
  return { definition, answers };
}

const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
};
const ms = (x) => `${x.toFixed(2)} ms`;

const { definition, answers } = buildBenchForm();
const problems = checkDefinition(definition);
if (problems.length > 0) {
  console.error("the bench form is not publishable:", problems.slice(0, 5));
  process.exit(1);
}
const rules = definition.questions.filter((q) => q.dependency).length;
const definitionJson = JSON.stringify(definition);
const answersJson = JSON.stringify(answers);
const check = evaluateForm(definition, answers);
console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`,
);
console.log(
  `form: ${definition.questions.length} questions, ${rules} logic rules, ${definitionJson.length} bytes; ` +
    `${check.visible.size} visible, ${check.errors.length} errors on the full answer set`,
);

// ——— server ———
const cold = [];
const warm = [];
for (let i = 0; i < RUNS + 10; i++) {
  const t0 = performance.now();
  const def = JSON.parse(definitionJson);
  const received = JSON.parse(answersJson);
  const evaluation = evaluateForm(def, received, { mode: "submit" });
  keptAnswers(def, received, evaluation);
  const t1 = performance.now();
  const again = evaluateForm(definition, received, { mode: "submit" });
  keptAnswers(definition, received, again);
  const t2 = performance.now();
  if (i >= 10) {
    cold.push(t1 - t0);
    warm.push(t2 - t1);
  }
}
const serverCold = stats(cold);
const serverWarm = stats(warm);
console.log(
  `server, submit check (parse + evaluate + keep), new definition object: median ${ms(serverCold.median)}, p95 ${ms(serverCold.p95)} ` +
    `(target < ${SERVER_TARGET_MS} ms) ${serverCold.median < SERVER_TARGET_MS ? "OK" : "OVER"}`,
);
console.log(
  `server, same on a cached definition: median ${ms(serverWarm.median)}, p95 ${ms(serverWarm.p95)}`,
);

// Node per keystroke, for comparison with the browser.
{
  const session = createFormSession(definition, answers, { mode: "draft" });
  const times = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const e = session.set("company", { textValue: `Acme ${"x".repeat(i % 40)}` });
    keptAnswers(definition, session.answers(), e);
    times.push(performance.now() - t0);
  }
  const s = stats(times);
  console.log(`node, per keystroke (session.set + keptAnswers): median ${ms(s.median)}, p95 ${ms(s.p95)}`);
}

// ——— browser ———
if (!values["no-browser"]) {
  const { build } = await import("esbuild");
  const bundle = await build({
    stdin: {
      contents: `export { createFormSession, evaluateForm, keptAnswers } from "./packages/domain/src/forms.ts";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    globalName: "Forms",
    minify: true,
    write: false,
    target: "es2022",
  });
  const script = bundle.outputFiles[0].text;
  const { chromium } = await import("playwright");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  try {
    const page = await browser.newPage();
    const origin = "http://forms.bench.test";
    await page.route(`${origin}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === "/forms.js")
        return route.fulfill({ contentType: "text/javascript", body: script });
      // The page's own script tries eval: under the CSP it must be refused.
      if (url.pathname === "/probe.js")
        return route.fulfill({
          contentType: "text/javascript",
          body: "try { eval('1'); window.evalRefused = false } catch { window.evalRefused = true }",
        });
      return route.fulfill({
        contentType: "text/html",
        headers: { "content-security-policy": "default-src 'self'; script-src 'self'" },
        body: `<!doctype html><title>forms bench</title><script src="/forms.js"></script><script src="/probe.js"></script>`,
      });
    });
    await page.goto(`${origin}/`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    const result = await page.evaluate(
      ({ definitionJson, answersJson }) => {
        const { createFormSession, evaluateForm, keptAnswers } = window.Forms;
        const definition = JSON.parse(definitionJson);
        const answers = JSON.parse(answersJson);
        // The CSP is in force (the page's own eval was refused), so the evaluator interprets.
        const evalRefused = window.evalRefused === true;
        const t0 = performance.now();
        const session = createFormSession(definition, answers, { mode: "draft" });
        const open = performance.now() - t0;
        const t1 = performance.now();
        createFormSession(JSON.parse(definitionJson), answers, { mode: "draft" });
        const reopen = performance.now() - t1;
        const keystrokes = [];
        const type = (id, text, slot) => {
          for (let i = 1; i <= text.length; i++) {
            const prefix = text.slice(0, i);
            const answer = slot === "number" ? { numberValue: Number(prefix) } : { textValue: prefix };
            const s = performance.now();
            const evaluation = session.set(id, answer);
            keptAnswers(definition, session.answers(), evaluation);
            keystrokes.push(performance.now() - s);
          }
        };
        type("company", "Acme Corporation of the Northern Regions", "text");
        type("staff", "1234567890123456789012345678901234567890".slice(0, 12), "number");
        type("q5", "An answer typed into a question nothing reads", "text");
        const fulls = [];
        for (let i = 0; i < 20; i++) {
          const s = performance.now();
          evaluateForm(definition, session.answers(), { mode: "submit" });
          fulls.push(performance.now() - s);
        }
        return { evalRefused, open, reopen, keystrokes, fulls };
      },
      { definitionJson, answersJson },
    );
    const k = stats(result.keystrokes);
    const f = stats(result.fulls);
    console.log(
      `chromium ${THROTTLE}× throttled, CSP without unsafe-eval (eval refused: ${result.evalRefused})`,
    );
    console.log(
      `  session opened in ${ms(result.open)} (first, cold code), ${ms(result.reopen)} (a new definition object)`,
    );
    console.log(
      `  per keystroke (session.set + keptAnswers), ${result.keystrokes.length} keystrokes: median ${ms(k.median)}, ` +
        `p95 ${ms(k.p95)}, max ${ms(k.max)} (target < ${KEYSTROKE_TARGET_MS} ms) ${k.p95 < KEYSTROKE_TARGET_MS ? "OK" : "OVER"}`,
    );
    console.log(`  full evaluateForm (for comparison): median ${ms(f.median)}, p95 ${ms(f.p95)}`);
    if (!result.evalRefused) process.exitCode = 1;
    if (k.p95 >= KEYSTROKE_TARGET_MS) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
if (serverCold.median >= SERVER_TARGET_MS) process.exitCode = 1;
