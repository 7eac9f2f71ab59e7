import { describe, expect, it } from "vitest";
import { checkDefinition } from "./check-definition.ts";
import { compareDefinitions } from "./compare.ts";
import { compileForm } from "./compiled.ts";
import type { FormDefinition, Question } from "./definition.ts";
import { describeDependency } from "./describe.ts";
import { maxScore, scoreOf } from "./score.ts";
import { createFormSession } from "./session.ts";

const form = (...questions: Question[]): FormDefinition => ({
  locales: ["en", "fr"],
  title: { en: "Form" },
  questions,
});
const q = (id: string, questionType: Question["questionType"], extra: Partial<Question> = {}): Question => ({
  id,
  questionType,
  label: { en: id },
  ...extra,
});
const yesNo = [
  { value: "yes", labels: { en: "Yes", fr: "Oui" }, numericalValue: 3 },
  { value: "no", labels: { en: "No", fr: "Non" }, numericalValue: 1 },
];
const show = (
  questionId: string,
  operator: "IS" | "EXISTS" | "GT" = "IS",
  values: (string | number)[] = ["yes"],
) => ({
  operator: "and" as const,
  statements: [{ action: "show" as const, questionId, operator, values }],
});

describe("checkDefinition", () => {
  it("accepts a sound definition", () => {
    const def = form(
      q("has", "select_radio", { options: yesNo }),
      q("s", "section", { dependency: show("has") }),
      q("n", "number", { validations: { min: 0, max: 10 } }),
      q("scale", "number_scale", { scale: { min: 1, max: 5 } }),
      q("t", "table", { columns: [{ id: "c", label: { en: "C" }, type: "text" }] }),
      q("cf", "custom_field", { behavesAs: "text", customField: { entity: "user", fieldId: "f" } }),
      q("total", "calculated", { calculation: { operator: "sum", terms: [{ questionId: "n", weight: 1 }] } }),
    );
    expect(checkDefinition(def)).toEqual([]);
  });

  const invalid = (path: string, reason: string) => ({ path, code: "INVALID", params: { reason } });
  const cases: [string, FormDefinition, ReturnType<typeof invalid>[]][] = [
    ["no title", { ...form(q("a", "text")), title: { en: " " } }, [invalid("title", "missing")]],
    ["duplicate id", form(q("a", "text"), q("a", "number")), [invalid("questions.a.id", "duplicate")]],
    ["reserved id", form(q("constructor", "text")), [invalid("questions.constructor.id", "reserved")]],
    ["no label", form({ ...q("a", "text"), label: {} }), [invalid("questions.a.label", "missing")]],
    [
      "logic on an unknown question",
      form(q("a", "text", { dependency: show("zz") })),
      [invalid("questions.a.dependency", "unknown_question")],
    ],
    [
      "logic on itself",
      form(q("a", "text", { dependency: show("a") })),
      [invalid("questions.a.dependency", "self")],
    ],
    [
      "logic on a display item",
      form(q("h", "heading"), q("a", "text", { dependency: show("h") })),
      [invalid("questions.a.dependency", "not_answerable")],
    ],
    [
      "logic on a later question",
      form(q("a", "text", { dependency: show("b") }), q("b", "text")),
      [invalid("questions.a.dependency", "forward_reference")],
    ],
    [
      "logic without values",
      form(q("b", "text"), q("a", "text", { dependency: show("b", "IS", []) })),
      [invalid("questions.a.dependency", "no_values")],
    ],
    [
      "comparing a number with a word",
      form(q("b", "number"), q("a", "text", { dependency: show("b", "GT", ["x"]) })),
      [invalid("questions.a.dependency", "not_a_number")],
    ],
    [
      "mixed actions",
      form(
        q("b", "text"),
        q("a", "text", {
          dependency: {
            operator: "and",
            statements: [
              { action: "show", questionId: "b", operator: "EXISTS", values: [] },
              { action: "hide", questionId: "b", operator: "IS", values: ["x"] },
            ],
          },
        }),
      ),
      [invalid("questions.a.dependency", "mixed_actions")],
    ],
    [
      "calculated without calculation",
      form(q("c", "calculated")),
      [invalid("questions.c.calculation", "missing")],
    ],
    [
      "calculation on a text",
      form(
        q("t", "text"),
        q("c", "calculated", { calculation: { operator: "sum", terms: [{ questionId: "t", weight: 1 }] } }),
      ),
      [invalid("questions.c.calculation", "not_numeric")],
    ],
    [
      "calculation cycle",
      form(
        q("c1", "calculated", { calculation: { operator: "sum", terms: [{ questionId: "c2", weight: 1 }] } }),
        q("c2", "calculated", { calculation: { operator: "sum", terms: [{ questionId: "c1", weight: 1 }] } }),
      ),
      [invalid("questions.c1.calculation", "cycle"), invalid("questions.c2.calculation", "cycle")],
    ],
    ["choice without options", form(q("r", "select_radio")), [invalid("questions.r.options", "missing")]],
    [
      "duplicate options",
      form(q("r", "select_checkbox", { options: [...yesNo, yesNo[0] as (typeof yesNo)[0]] })),
      [invalid("questions.r.options", "duplicate")],
    ],
    [
      "tree deeper than optionsDepth",
      form(
        q("t", "tree_single", {
          optionsDepth: 1,
          options: [{ value: "a", labels: { en: "A" }, children: [{ value: "b", labels: { en: "B" } }] }],
        }),
      ),
      [invalid("questions.t.options", "too_deep")],
    ],
    [
      "duplicate values across a tree",
      form(
        q("t", "tree_multi", {
          options: [{ value: "a", labels: { en: "A" }, children: [{ value: "a", labels: { en: "A" } }] }],
        }),
      ),
      [invalid("questions.t.options", "duplicate")],
    ],
    [
      "scale min not below max",
      form(q("s", "number_scale", { scale: { min: 5, max: 5 } })),
      [invalid("questions.s.scale", "min_not_below_max")],
    ],
    ["scale without scale", form(q("s", "number_scale")), [invalid("questions.s.scale", "missing")]],
    [
      "scale not whole steps",
      form(q("s", "number_scale", { scale: { min: 0, max: 5, step: 2 } })),
      [invalid("questions.s.scale", "step")],
    ],
    [
      "min above max",
      form(q("n", "number", { validations: { min: 5, max: 1 } })),
      [invalid("questions.n.validations", "min_above_max")],
    ],
    [
      "minDate after maxDate",
      form(q("d", "date", { validations: { minDate: "2024-02-01", maxDate: "2024-01-01" } })),
      [invalid("questions.d.validations", "min_above_max")],
    ],
    ["custom field unbound", form(q("cf", "custom_field")), [invalid("questions.cf.customField", "missing")]],
    ["table without columns", form(q("t", "table")), [invalid("questions.t.columns", "missing")]],
    [
      "select column without options",
      form(q("t", "table", { columns: [{ id: "c", label: { en: "C" }, type: "select" }] })),
      [invalid("questions.t.columns.c.options", "missing")],
    ],
  ];
  it.each(cases)("%s", (_name, def, expected) => {
    expect(checkDefinition(def)).toEqual(expected);
  });
});

describe("translation cache", () => {
  it("translates a definition once, and a new definition object again", () => {
    const def = form(q("a", "text"), q("b", "text", { dependency: show("a") }));
    const first = compileForm(def);
    expect(compileForm(def)).toBe(first);
    expect(first.byId.get("b")?.visibility?.logic).toBeDefined();
    expect(compileForm(structuredClone(def))).not.toBe(first);
  });
});

describe("scores", () => {
  const def = form(
    q("gate", "select_radio", { options: yesNo }),
    q("multi", "select_checkbox", {
      weight: 2,
      options: [...yesNo, { value: "bad", labels: { en: "Bad" }, numericalValue: -2 }],
    }),
    q("scale", "number_scale", { scale: { min: 1, max: 5 }, dependency: show("gate") }),
    q("text", "text"),
    q("total", "calculated", {
      calculation: { operator: "sum", terms: [{ questionId: "gate", weight: 1 }] },
    }),
  );

  it("maxScore: best option, positive options times weight, the scale's maximum", () => {
    expect(maxScore(def)).toBe(3 + (3 + 1) * 2 + 5);
  });

  it("scoreOf counts visible questions only, unanswered as 0", () => {
    expect(scoreOf(def, {})).toEqual({ total: 0, max: 11 });
    expect(
      scoreOf(def, {
        gate: { arrayValue: ["no"] },
        multi: { arrayValue: ["yes", "bad"] },
        scale: { numberValue: 4 },
      }),
    ).toEqual({
      total: 1 + (3 - 2) * 2,
      max: 11,
    });
    expect(scoreOf(def, { gate: { arrayValue: ["yes"] }, scale: { numberValue: 4 } })).toEqual({
      total: 7,
      max: 16,
    });
  });

  it("is null for a form without scores", () => {
    expect(scoreOf(form(q("a", "text")), {})).toBeNull();
    expect(maxScore(form(q("a", "text")))).toBe(0);
  });
});

describe("compareDefinitions", () => {
  const base = form(
    q("a", "text"),
    q("b", "select_radio", { options: yesNo }),
    q("c", "number"),
    q("d", "text"),
    q("e", "text"),
  );
  it("lists added, removed and changed questions with what changed", () => {
    const next = form(
      q("a", "text", { label: { en: "A!" } }),
      q("e", "text"),
      q("b", "select_radio", {
        options: [
          { ...(yesNo[0] as (typeof yesNo)[0]), numericalValue: 5 },
          { value: "maybe", labels: { en: "Maybe" } },
        ],
        dependency: show("a", "EXISTS", []),
      }),
      q("c", "number", { validations: { required: true } }),
      q("f", "date"),
    );
    const diff = compareDefinitions(base, next);
    expect(diff.added.map((x) => x.id)).toEqual(["f"]);
    expect(diff.removed.map((x) => x.id)).toEqual(["d"]);
    expect(diff.unchanged).toEqual([]);
    expect(diff.changed.map((c) => [c.id, c.aspects])).toEqual([
      ["a", ["label"]],
      ["b", ["options", "logic"]],
      ["c", ["validations"]],
      ["e", ["position"]],
    ]);
    expect(diff.changed[1]?.options).toEqual({ added: ["maybe"], removed: ["no"], changed: ["yes"] });
    expect(diff.title).toBe(false);
  });

  it("finds nothing between equal definitions, whatever the key order", () => {
    const copy = JSON.parse(JSON.stringify(base)) as FormDefinition;
    copy.questions = copy.questions.map((x) => Object.fromEntries(Object.entries(x).reverse()) as Question);
    const diff = compareDefinitions(base, copy);
    expect(diff.changed).toEqual([]);
    expect(diff.unchanged).toEqual(["a", "b", "c", "d", "e"]);
  });
});

describe("describeDependency", () => {
  it("gives the labels of the question and of the chosen values in the form's language", () => {
    const def = form(
      q("has", "select_radio", { label: { en: "Has sales", fr: "A des ventes" }, options: yesNo }),
      q("n", "number", { label: { en: "Staff" } }),
    );
    const sentence = describeDependency(
      def,
      {
        operator: "or",
        statements: [
          { action: "hide", questionId: "has", operator: "IS", values: ["yes", "no"] },
          {
            operator: "and",
            statements: [
              { action: "hide", questionId: "n", operator: "GT", values: [3] },
              { action: "hide", questionId: "gone", operator: "EXISTS", values: ["ignored"] },
            ],
          },
        ],
      },
      "fr",
    );
    expect(sentence).toEqual({
      kind: "group",
      action: "hide",
      operator: "or",
      parts: [
        {
          kind: "statement",
          questionId: "has",
          questionLabel: "A des ventes",
          missing: false,
          operator: "IS",
          values: [
            { value: "yes", label: "Oui" },
            { value: "no", label: "Non" },
          ],
        },
        {
          kind: "group",
          operator: "and",
          parts: [
            {
              kind: "statement",
              questionId: "n",
              questionLabel: "Staff",
              missing: false,
              operator: "GT",
              values: [{ value: 3, label: "3" }],
            },
            {
              kind: "statement",
              questionId: "gone",
              questionLabel: "gone",
              missing: true,
              operator: "EXISTS",
              values: [],
            },
          ],
        },
      ],
    });
  });
});

describe("createFormSession", () => {
  const def = form(
    q("has", "select_radio", { options: yesNo }),
    q("rev", "number", { dependency: show("has"), validations: { required: true } }),
    q("other", "text", { validations: { required: true } }),
    q("total", "calculated", { calculation: { operator: "sum", terms: [{ questionId: "rev", weight: 2 }] } }),
  );

  it("updates visibility, calculated values and errors as answers change", () => {
    const session = createFormSession(def, {}, { mode: "submit" });
    expect([...session.evaluation().visible]).toEqual(["has", "other", "total"]);
    let e = session.set("has", { arrayValue: ["yes"] });
    expect(e.visible.has("rev")).toBe(true);
    expect(e.errors.map((x) => x.path)).toEqual(["rev", "other"]);
    e = session.set("rev", { numberValue: 21 });
    expect(e.calculated.total).toBe(42);
    e = session.set("has", { arrayValue: ["no"] });
    expect(e.calculated.total).toBe(0);
    expect(e.errors).toEqual([
      { path: "rev", code: "HIDDEN_QUESTION" },
      { path: "other", code: "REQUIRED" },
    ]);
    e = session.set("rev", null);
    e = session.set("nope", { textValue: "x" });
    expect(e.errors.map((x) => x.code)).toEqual(["REQUIRED", "UNKNOWN_QUESTION"]);
    expect(session.answers()).toEqual({ has: { arrayValue: ["no"] }, nope: { textValue: "x" } });
  });

  it("returns a fresh evaluation each time (an earlier one does not change)", () => {
    const session = createFormSession(def);
    const before = session.evaluation();
    session.set("has", { arrayValue: ["yes"] });
    expect(before.visible.has("rev")).toBe(false);
  });
});
