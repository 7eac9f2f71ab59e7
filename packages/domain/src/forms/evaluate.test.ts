import { describe, expect, it } from "vitest";
import type { FieldError } from "../validation.ts";
import type { Answer, Answers, Calculation, FormDefinition, Question } from "./definition.ts";
import { evaluateForm, keptAnswers } from "./evaluate.ts";

const form = (...questions: Question[]): FormDefinition => ({
  locales: ["en"],
  title: { en: "Form" },
  questions,
});
const q = (id: string, questionType: Question["questionType"], extra: Partial<Question> = {}): Question => ({
  id,
  questionType,
  label: { en: id },
  ...extra,
});
const showWhen = (questionId: string, value: string | number): Question["dependency"] => ({
  operator: "and",
  statements: [{ action: "show", questionId, operator: "IS", values: [value] }],
});
const yesNo = [
  { value: "yes", labels: { en: "Yes" }, numericalValue: 2 },
  { value: "no", labels: { en: "No" }, numericalValue: 0 },
];

describe("sections and visibility", () => {
  const def = form(
    q("intro", "text", { validations: { required: true } }),
    q("has", "select_radio", { options: yesNo }),
    q("money", "section", { dependency: showWhen("has", "yes") }),
    q("money_head", "heading"),
    q("revenue", "number", { validations: { required: true } }),
    q("detail", "text", { dependency: showWhen("revenue", 5) }),
    q("after", "section"),
    q("last", "text", { validations: { required: true } }),
  );

  it("hides a section's questions, display items included, while its logic does not hold", () => {
    const { visible } = evaluateForm(def, { has: { arrayValue: ["no"] } });
    expect([...visible].sort()).toEqual(["after", "has", "intro", "last"]);
  });

  it("shows them when it holds, each question's own logic still applying", () => {
    const { visible } = evaluateForm(def, { has: { arrayValue: ["yes"] }, revenue: { numberValue: 4 } });
    expect([...visible].sort()).toEqual(["after", "has", "intro", "last", "money", "money_head", "revenue"]);
  });

  it("a hidden question is not required, and an answer to it is refused", () => {
    const { errors } = evaluateForm(def, {
      intro: { textValue: "x" },
      last: { textValue: "y" },
      detail: { textValue: "z" },
    });
    expect(errors).toEqual([{ path: "detail", code: "HIDDEN_QUESTION" }]);
  });

  it("a visible required question is required on submit, not in a draft", () => {
    const answers = { has: { arrayValue: ["yes"] } };
    expect(evaluateForm(def, answers).errors.map((e) => e.path)).toEqual(["intro", "revenue", "last"]);
    expect(evaluateForm(def, answers, { mode: "draft" }).errors).toEqual([]);
  });

  it("logic reads a hidden question as unanswered (no chain through hidden answers)", () => {
    // revenue is hidden with its section: detail, shown when revenue is 5, stays hidden.
    const { visible } = evaluateForm(def, { has: { arrayValue: ["no"] }, revenue: { numberValue: 5 } });
    expect(visible.has("detail")).toBe(false);
  });

  it("answers to unknown ids and display items are UNKNOWN_QUESTION; a wrong slot is INVALID", () => {
    const { errors } = evaluateForm(
      def,
      {
        intro: { numberValue: 3 },
        money_head: { textValue: "x" },
        zzz: { textValue: "x" },
        aaa: { textValue: "y" },
        last: { textValue: "ok" },
      },
      { mode: "draft" },
    );
    expect(errors).toEqual([
      { path: "intro", code: "INVALID", params: { reason: "slot" } },
      { path: "money_head", code: "UNKNOWN_QUESTION" },
      { path: "aaa", code: "UNKNOWN_QUESTION" },
      { path: "zzz", code: "UNKNOWN_QUESTION" },
    ]);
    expect(
      evaluateForm(def, { money_head: { textValue: "x" }, has: { arrayValue: ["yes"] } }, { mode: "draft" })
        .errors,
    ).toEqual([{ path: "money_head", code: "UNKNOWN_QUESTION" }]);
  });

  it("hides video questions when the video feature is off", () => {
    const video = form(q("clip", "video", { validations: { required: true } }));
    expect(evaluateForm(video, {}).errors).toEqual([{ path: "clip", code: "REQUIRED" }]);
    expect(evaluateForm(video, {}, { videoEnabled: false })).toMatchObject({
      errors: [],
      visible: new Set(),
    });
  });

  it("evaluates a cycle of logic without looping (checkDefinition refuses it)", () => {
    const cyclic = form(
      q("a", "text", { dependency: showWhen("b", "x") }),
      q("b", "text", { dependency: showWhen("a", "x") }),
    );
    expect(evaluateForm(cyclic, { a: { textValue: "x" }, b: { textValue: "x" } }).visible.size).toBeLessThan(
      2,
    );
  });
});

describe("calculated values", () => {
  const calc = (operator: Calculation["operator"], extra: Partial<Calculation> = {}): Question =>
    q("total", "calculated", {
      calculation: {
        operator,
        terms: [
          { questionId: "n1", weight: 1 },
          { questionId: "n2", weight: 2 },
          { questionId: "choice", weight: 1 },
          {
            questionId: "n1",
            weight: 10,
            when: {
              operator: "and",
              statements: [{ action: "show", questionId: "choice", operator: "IS", values: ["no"] }],
            },
          },
        ],
        ...extra,
      },
    });
  const base = [q("n1", "number"), q("n2", "number"), q("choice", "select_checkbox", { options: yesNo })];
  const value = (question: Question, answers: Answers) =>
    evaluateForm(form(...base, question), answers).calculated.total;
  const cases: [string, Question, Answers, number | null][] = [
    ["sum of nothing is 0", calc("sum"), {}, 0],
    ["average of nothing is null", calc("average"), {}, null],
    ["min of nothing is null", calc("min"), {}, null],
    ["max of nothing is null", calc("max"), {}, null],
    ["sum leaves out missing answers", calc("sum"), { n1: { numberValue: 3 } }, 3],
    ["sum with weights", calc("sum"), { n1: { numberValue: 3 }, n2: { numberValue: 4 } }, 11],
    ["options score by numericalValue", calc("sum"), { choice: { arrayValue: ["yes"] } }, 2],
    [
      "average over present terms only",
      calc("average"),
      { n1: { numberValue: 3 }, n2: { numberValue: 4 } },
      5.5,
    ],
    ["min", calc("min"), { n1: { numberValue: 3 }, n2: { numberValue: 4 } }, 3],
    ["max", calc("max"), { n1: { numberValue: 3 }, n2: { numberValue: 4 } }, 8],
    ["a term's condition holds", calc("sum"), { n1: { numberValue: 1 }, choice: { arrayValue: ["no"] } }, 11],
    [
      "decimals",
      calc("average", { decimals: 1 }),
      { n1: { numberValue: 1 }, n2: { numberValue: 0.05 } },
      0.6,
    ],
    ["default 2 decimals", calc("average"), { n1: { numberValue: 1 }, n2: { numberValue: 0.01 } }, 0.51],
  ];
  it.each(cases)("%s", (_name, question, answers, expected) => {
    expect(value(question, answers)).toBe(expected);
  });

  it("a hidden term is missing, a hidden calculated question is null, calculations chain", () => {
    const def = form(
      q("gate", "text"),
      q("n1", "number", { dependency: showWhen("gate", "open") }),
      q("n2", "number"),
      q("sub", "calculated", { calculation: { operator: "sum", terms: [{ questionId: "n1", weight: 1 }] } }),
      q("total", "calculated", {
        calculation: {
          operator: "sum",
          terms: [
            { questionId: "sub", weight: 2 },
            { questionId: "n2", weight: 1 },
          ],
        },
      }),
      q("hiddenCalc", "calculated", {
        dependency: showWhen("gate", "never"),
        calculation: { operator: "sum", terms: [{ questionId: "n2", weight: 1 }] },
      }),
    );
    const answers = { n1: { numberValue: 5 }, n2: { numberValue: 1 } };
    expect(evaluateForm(def, answers).calculated).toEqual({ sub: 0, total: 1, hiddenCalc: null });
    expect(evaluateForm(def, { ...answers, gate: { textValue: "open" } }).calculated).toEqual({
      sub: 5,
      total: 11,
      hiddenCalc: null,
    });
  });

  it("validates a calculated value against its min and max", () => {
    const def = form(
      q("n", "number"),
      q("t", "calculated", {
        validations: { max: 10, required: true },
        calculation: { operator: "average", terms: [{ questionId: "n", weight: 1 }] },
      }),
    );
    expect(evaluateForm(def, { n: { numberValue: 11 } }).errors).toEqual([
      { path: "t", code: "TOO_BIG", params: { max: 10 } },
    ]);
    expect(evaluateForm(def, {}).errors).toEqual([{ path: "t", code: "REQUIRED" }]);
  });
});

const tree = [
  {
    value: "eu",
    labels: { en: "Europe" },
    children: [
      { value: "fr", labels: { en: "France" }, children: [{ value: "paris", labels: { en: "Paris" } }] },
    ],
  },
  { value: "as", labels: { en: "Asia" } },
];
const writeIn = [...yesNo, { value: "other", labels: { en: "Other" }, isWriteIn: true }];
const columns: Question["columns"] = [
  { id: "name", label: { en: "Name" }, type: "text", required: true },
  { id: "n", label: { en: "N" }, type: "number" },
  { id: "d", label: { en: "D" }, type: "date" },
  { id: "s", label: { en: "S" }, type: "select", options: [{ value: "a", labels: { en: "A" } }] },
];
const file = (name: string, size = 10) => ({ id: `f-${name}`, name, size, type: "application/octet-stream" });

type Case = [string, Question, Answer | undefined, FieldError[] | "ok", ("draft" | "submit")?];
const err = (code: FieldError["code"], params?: FieldError["params"], path = "x"): FieldError[] => [
  params ? { path, code, params } : { path, code },
];
const validationCases: Case[] = [
  // text
  ["text required", q("x", "text", { validations: { required: true } }), undefined, err("REQUIRED")],
  [
    "text blank is unanswered",
    q("x", "text", { validations: { required: true } }),
    { textValue: "  " },
    err("REQUIRED"),
  ],
  ["text required in a draft", q("x", "text", { validations: { required: true } }), undefined, "ok", "draft"],
  [
    "text too short",
    q("x", "text", { validations: { minLength: 3 } }),
    { textValue: "ab" },
    err("TOO_SHORT", { min: 3 }),
  ],
  [
    "text too short in a draft too",
    q("x", "text", { validations: { minLength: 3 } }),
    { textValue: "ab" },
    err("TOO_SHORT", { min: 3 }),
    "draft",
  ],
  [
    "text too long",
    q("x", "text_long", { validations: { maxLength: 3 } }),
    { textValue: "abcd" },
    err("TOO_LONG", { max: 3 }),
  ],
  [
    "text length ok",
    q("x", "text", { validations: { minLength: 2, maxLength: 3 } }),
    { textValue: "abc" },
    "ok",
  ],
  ["email", q("x", "text", { validations: { format: "email" } }), { textValue: "ann@example.org" }, "ok"],
  [
    "not an email",
    q("x", "text", { validations: { format: "email" } }),
    { textValue: "ann@" },
    err("INVALID_EMAIL"),
  ],
  ["text in a number slot", q("x", "text"), { numberValue: 3 }, err("INVALID", { reason: "slot" })],
  // text_link
  ["https link", q("x", "text_link"), { textValue: "https://example.org/a?b" }, "ok"],
  ["http link", q("x", "text_link"), { textValue: "http://example.org" }, "ok"],
  ["ftp link", q("x", "text_link"), { textValue: "ftp://example.org" }, err("INVALID_URL")],
  ["javascript link", q("x", "text_link"), { textValue: "javascript:alert(1)" }, err("INVALID_URL")],
  ["not a link", q("x", "text_link"), { textValue: "example org" }, err("INVALID_URL")],
  // number
  [
    "number min",
    q("x", "number", { validations: { min: 2 } }),
    { numberValue: 1 },
    err("TOO_SMALL", { min: 2 }),
  ],
  [
    "number max",
    q("x", "number", { validations: { max: 2 } }),
    { numberValue: 3 },
    err("TOO_BIG", { max: 2 }),
  ],
  [
    "number zero is an answer",
    q("x", "number", { validations: { required: true } }),
    { numberValue: 0 },
    "ok",
  ],
  [
    "number required",
    q("x", "number", { validations: { required: true } }),
    { numberValue: null },
    err("REQUIRED"),
  ],
  ["number in a text slot", q("x", "number"), { textValue: "3" }, err("INVALID", { reason: "slot" })],
  // number_scale
  ["scale within", q("x", "number_scale", { scale: { min: 1, max: 5 } }), { numberValue: 3 }, "ok"],
  [
    "scale below",
    q("x", "number_scale", { scale: { min: 1, max: 5 } }),
    { numberValue: 0 },
    err("TOO_SMALL", { min: 1 }),
  ],
  [
    "scale above",
    q("x", "number_scale", { scale: { min: 1, max: 5 } }),
    { numberValue: 6 },
    err("TOO_BIG", { max: 5 }),
  ],
  [
    "scale off step",
    q("x", "number_scale", { scale: { min: 0, max: 10, step: 2 } }),
    { numberValue: 3 },
    err("INVALID", { reason: "step" }),
  ],
  [
    "scale on step",
    q("x", "number_scale", { scale: { min: 0, max: 1, step: 0.1 } }),
    { numberValue: 0.3 },
    "ok",
  ],
  // date
  ["date", q("x", "date"), { textValue: "2024-02-29" }, "ok"],
  ["date not ISO", q("x", "date"), { textValue: "29/02/2024" }, err("INVALID_DATE")],
  ["date not real", q("x", "date"), { textValue: "2023-02-29" }, err("INVALID_DATE")],
  [
    "date too early",
    q("x", "date", { validations: { minDate: "2024-01-01" } }),
    { textValue: "2023-12-31" },
    err("DATE_TOO_EARLY", { min: "2024-01-01" }),
  ],
  [
    "date too late",
    q("x", "date", { validations: { maxDate: "2024-01-01" } }),
    { textValue: "2024-01-02" },
    err("DATE_TOO_LATE", { max: "2024-01-01" }),
  ],
  [
    "date on the bound",
    q("x", "date", { validations: { minDate: "2024-01-01", maxDate: "2024-01-01" } }),
    { textValue: "2024-01-01" },
    "ok",
  ],
  // choices
  ["radio", q("x", "select_radio", { options: yesNo }), { arrayValue: ["yes"] }, "ok"],
  [
    "radio unknown option",
    q("x", "select_radio", { options: yesNo }),
    { arrayValue: ["maybe"] },
    err("INVALID_CHOICE"),
  ],
  [
    "radio two options",
    q("x", "select_dropdown", { options: yesNo }),
    { arrayValue: ["yes", "no"] },
    err("TOO_MANY", { max: 1 }),
  ],
  [
    "radio required",
    q("x", "select_radio", { options: yesNo, validations: { required: true } }),
    { arrayValue: [] },
    err("REQUIRED"),
  ],
  [
    "checkbox duplicates",
    q("x", "select_checkbox", { options: yesNo }),
    { arrayValue: ["yes", "yes"] },
    err("INVALID", { reason: "duplicate" }),
  ],
  [
    "checkbox too few",
    q("x", "select_checkbox", { options: yesNo, validations: { minItems: 2 } }),
    { arrayValue: ["yes"] },
    err("TOO_FEW", { min: 2 }),
  ],
  [
    "checkbox too few in a draft",
    q("x", "select_checkbox", { options: yesNo, validations: { minItems: 2 } }),
    { arrayValue: ["yes"] },
    "ok",
    "draft",
  ],
  [
    "checkbox too many",
    q("x", "select_multi_dropdown", { options: yesNo, validations: { maxItems: 1 } }),
    { arrayValue: ["yes", "no"] },
    err("TOO_MANY", { max: 1 }),
  ],
  [
    "write-in with text",
    q("x", "select_radio", { options: writeIn }),
    { arrayValue: ["other"], textValue: "Mine" },
    "ok",
  ],
  [
    "write-in without text",
    q("x", "select_radio", { options: writeIn }),
    { arrayValue: ["other"] },
    err("REQUIRED", { reason: "write_in" }),
  ],
  [
    "write-in text alone",
    q("x", "select_radio", { options: writeIn }),
    { textValue: "Mine" },
    err("INVALID", { reason: "write_in" }),
  ],
  [
    "choice not a string",
    q("x", "select_checkbox", { options: yesNo }),
    { arrayValue: [1] },
    err("INVALID_CHOICE"),
  ],
  // trees
  ["tree leaf", q("x", "tree_single", { options: tree, optionsDepth: 3 }), { arrayValue: ["paris"] }, "ok"],
  [
    "tree inner node",
    q("x", "tree_single", { options: tree, optionsDepth: 3 }),
    { arrayValue: ["fr"] },
    "ok",
  ],
  [
    "tree beyond depth",
    q("x", "tree_single", { options: tree, optionsDepth: 2 }),
    { arrayValue: ["paris"] },
    err("INVALID_CHOICE"),
  ],
  [
    "tree unknown",
    q("x", "tree_multi", { options: tree }),
    { arrayValue: ["fr", "mars"] },
    err("INVALID_CHOICE"),
  ],
  ["tree multi", q("x", "tree_multi", { options: tree }), { arrayValue: ["fr", "as"] }, "ok"],
  [
    "tree single two",
    q("x", "tree_single", { options: tree }),
    { arrayValue: ["fr", "as"] },
    err("TOO_MANY", { max: 1 }),
  ],
  [
    "a child is no choice of a flat list",
    q("x", "select_radio", { options: tree }),
    { arrayValue: ["fr"] },
    err("INVALID_CHOICE"),
  ],
  // table
  [
    "table rows",
    q("x", "table", { columns }),
    { arrayValue: [{ name: "Ann", n: 2, d: "2024-01-01", s: "a" }, { name: "Bo" }] },
    "ok",
  ],
  [
    "table cells",
    q("x", "table", { columns }),
    { arrayValue: [{ name: "", n: "2", d: "2024-13-01", s: "z", extra: 1 }] },
    [
      { path: "x.0.extra", code: "UNKNOWN_FIELD", params: { keys: "extra" } },
      { path: "x.0.name", code: "REQUIRED" },
      { path: "x.0.n", code: "INVALID", params: { reason: "type" } },
      { path: "x.0.d", code: "INVALID_DATE" },
      { path: "x.0.s", code: "INVALID_CHOICE" },
    ],
  ],
  ["table required cell in a draft", q("x", "table", { columns }), { arrayValue: [{ n: 1 }] }, "ok", "draft"],
  [
    "table row not an object",
    q("x", "table", { columns }),
    { arrayValue: ["row"] },
    err("INVALID", { reason: "row" }, "x.0"),
  ],
  [
    "table too many rows",
    q("x", "table", { columns, validations: { maxItems: 1 } }),
    { arrayValue: [{ name: "a" }, { name: "b" }] },
    err("TOO_MANY", { max: 1 }),
  ],
  [
    "table required",
    q("x", "table", { columns, validations: { required: true } }),
    { arrayValue: [] },
    err("REQUIRED"),
  ],
  // files
  ["file", q("x", "file", { validations: { fileTypes: ["pdf"] } }), { arrayValue: [file("a.PDF")] }, "ok"],
  [
    "file type",
    q("x", "file", { validations: { fileTypes: ["pdf", "png"] } }),
    { arrayValue: [file("a.exe")] },
    err("FILE_TYPE", { types: "pdf, png" }),
  ],
  [
    "file without extension",
    q("x", "file", { validations: { fileTypes: ["pdf"] } }),
    { arrayValue: [file("pdf")] },
    err("FILE_TYPE", { types: "pdf" }),
  ],
  [
    "file too large",
    q("x", "file", { validations: { maxFileSize: 5 * 1024 * 1024 } }),
    { arrayValue: [file("a.pdf", 6 * 1024 * 1024)] },
    err("FILE_TOO_LARGE", { maxMb: 5 }),
  ],
  ["file not a file", q("x", "file"), { arrayValue: [{ id: "f" }] }, err("INVALID", { reason: "file" })],
  [
    "files too many",
    q("x", "file", { validations: { maxItems: 1 } }),
    { arrayValue: [file("a.pdf"), file("b.pdf")] },
    err("TOO_MANY", { max: 1 }),
  ],
  [
    "files too few",
    q("x", "video", { validations: { minItems: 2 } }),
    { arrayValue: [file("a.mp4")] },
    err("TOO_FEW", { min: 2 }),
  ],
  ["file required", q("x", "file", { validations: { required: true } }), undefined, err("REQUIRED")],
  // custom fields behave as their type
  [
    "custom field as a number",
    q("x", "custom_field", { behavesAs: "number", validations: { max: 3 } }),
    { numberValue: 4 },
    err("TOO_BIG", { max: 3 }),
  ],
  [
    "custom field as a radio",
    q("x", "custom_field", { behavesAs: "select_radio", options: yesNo }),
    { arrayValue: ["nope"] },
    err("INVALID_CHOICE"),
  ],
  [
    "custom field as a link",
    q("x", "custom_field", { behavesAs: "text_link" }),
    { textValue: "https://a.org" },
    "ok",
  ],
  // calculated: the evaluator's number, whatever was sent
  [
    "calculated ignores what was sent",
    q("x", "calculated", { calculation: { operator: "sum", terms: [] } }),
    { numberValue: 99 },
    "ok",
  ],
];

describe("answer validations per type", () => {
  it.each(validationCases)("%s", (_name, question, answer, expected, mode = "submit") => {
    const { errors } = evaluateForm(form(question), answer ? { x: answer } : {}, { mode });
    expect(errors).toEqual(expected === "ok" ? [] : expected);
  });
});

describe("keptAnswers", () => {
  it("keeps visible answers in their slot, sets calculated values, drops hidden, unknown and empty ones", () => {
    const def = form(
      q("has", "select_radio", { options: writeIn }),
      q("rev", "number", { dependency: showWhen("has", "yes") }),
      q("note", "text"),
      q("head", "heading"),
      q("total", "calculated", {
        calculation: { operator: "sum", terms: [{ questionId: "has", weight: 3 }] },
      }),
    );
    const answers: Answers = {
      has: { arrayValue: ["no"], textValue: "stale write-in" },
      rev: { numberValue: 10 },
      note: { textValue: " ", numberValue: null },
      head: { textValue: "x" },
      total: { numberValue: 1000 },
      gone: { textValue: "x" },
    };
    const kept = keptAnswers(def, answers, evaluateForm(def, answers));
    expect(kept).toEqual({ has: { arrayValue: ["no"] }, total: { numberValue: 0 } });
    const other = {
      has: { arrayValue: ["other"], textValue: "Mine" },
      note: { textValue: "hi", arrayValue: ["x"] },
    };
    expect(keptAnswers(def, other, evaluateForm(def, other))).toEqual({
      has: { arrayValue: ["other"], textValue: "Mine" },
      note: { textValue: "hi" },
      total: { numberValue: 0 },
    });
  });
});
