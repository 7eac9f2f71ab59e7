import { LogicEngine } from "json-logic-engine";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Answer, Dependency, DependencyStatement, FormDefinition, Question } from "./definition.ts";
import { evaluateForm } from "./evaluate.ts";

const options = (...values: string[]) => values.map((value) => ({ value, labels: { en: value } }));
const sources: Question[] = [
  { id: "text", questionType: "text", label: { en: "Text" } },
  { id: "num", questionType: "number", label: { en: "Number" } },
  { id: "date", questionType: "date", label: { en: "Date" } },
  { id: "radio", questionType: "select_radio", label: { en: "Radio" }, options: options("a", "b", "c") },
  { id: "multi", questionType: "select_checkbox", label: { en: "Multi" }, options: options("a", "b", "c") },
  { id: "file", questionType: "file", label: { en: "File" } },
];

/** Whether a target question shown under `statement` is visible with `answer` to the statement's question. */
function shown(statement: Omit<DependencyStatement, "action">, answer: Answer | undefined): boolean {
  const def: FormDefinition = {
    locales: ["en"],
    title: { en: "Logic" },
    questions: [
      ...sources,
      {
        id: "target",
        questionType: "text",
        label: { en: "Target" },
        dependency: { operator: "and", statements: [{ action: "show", ...statement }] },
      },
    ],
  };
  return evaluateForm(def, answer ? { [statement.questionId]: answer } : {}).visible.has("target");
}

const file = { id: "f1", name: "a.pdf", size: 10, type: "application/pdf" };
type Row = [string, DependencyStatement["operator"], (string | number)[], Answer | undefined, boolean];
const table: Row[] = [
  // IS
  ["text", "IS", ["yes"], { textValue: "yes" }, true],
  ["text", "IS", ["yes"], { textValue: "no" }, false],
  ["text", "IS", ["yes", "no"], { textValue: "no" }, true],
  ["text", "IS", ["yes"], undefined, false],
  ["num", "IS", [5], { numberValue: 5 }, true],
  ["num", "IS", ["5"], { numberValue: 5 }, true],
  ["num", "IS", [5], { numberValue: 6 }, false],
  ["radio", "IS", ["a"], { arrayValue: ["a"] }, true],
  ["radio", "IS", ["a"], { arrayValue: ["b"] }, false],
  ["multi", "IS", ["a", "b"], { arrayValue: ["a", "b"] }, true],
  ["multi", "IS", ["a"], { arrayValue: ["a", "b"] }, false],
  ["multi", "IS", ["a"], { arrayValue: [] }, false],
  ["text", "IS", [], { textValue: "x" }, false],
  // IS_NOT
  ["text", "IS_NOT", ["yes"], { textValue: "no" }, true],
  ["text", "IS_NOT", ["yes"], { textValue: "yes" }, false],
  ["text", "IS_NOT", ["yes"], undefined, true],
  ["num", "IS_NOT", [5], { numberValue: 5 }, false],
  ["multi", "IS_NOT", ["a"], { arrayValue: ["b", "c"] }, true],
  ["multi", "IS_NOT", ["a"], { arrayValue: ["a", "c"] }, false],
  ["multi", "IS_NOT", ["a"], undefined, true],
  ["text", "IS_NOT", [], { textValue: "x" }, true],
  // CONTAINS
  ["multi", "CONTAINS", ["a"], { arrayValue: ["a", "b"] }, true],
  ["multi", "CONTAINS", ["c", "a"], { arrayValue: ["a", "b"] }, true],
  ["multi", "CONTAINS", ["c"], { arrayValue: ["a", "b"] }, false],
  ["multi", "CONTAINS", ["c"], undefined, false],
  ["text", "CONTAINS", ["ell"], { textValue: "hello" }, true],
  ["text", "CONTAINS", ["ELL"], { textValue: "hello" }, false],
  ["text", "CONTAINS", ["xyz", "lo"], { textValue: "hello" }, true],
  ["text", "CONTAINS", ["ell"], undefined, false],
  ["num", "CONTAINS", [3, 4], { numberValue: 4 }, true],
  ["file", "CONTAINS", ["a"], { arrayValue: [file] }, false],
  // CONTAINS_ALL
  ["multi", "CONTAINS_ALL", ["a", "b"], { arrayValue: ["a", "b", "c"] }, true],
  ["multi", "CONTAINS_ALL", ["a", "b"], { arrayValue: ["a", "c"] }, false],
  ["multi", "CONTAINS_ALL", ["a"], undefined, false],
  ["text", "CONTAINS_ALL", ["he", "lo"], { textValue: "hello" }, true],
  ["text", "CONTAINS_ALL", ["he", "xx"], { textValue: "hello" }, false],
  ["num", "CONTAINS_ALL", [4], { numberValue: 4 }, true],
  ["multi", "CONTAINS_ALL", [], { arrayValue: ["a"] }, true],
  // EXISTS / NOT_EXISTS
  ["text", "EXISTS", [], { textValue: "x" }, true],
  ["text", "EXISTS", [], { textValue: "   " }, false],
  ["text", "EXISTS", [], undefined, false],
  ["num", "EXISTS", [], { numberValue: 0 }, true],
  ["num", "EXISTS", [], { numberValue: null }, false],
  ["multi", "EXISTS", [], { arrayValue: [] }, false],
  ["multi", "EXISTS", [], { arrayValue: ["a"] }, true],
  ["file", "EXISTS", [], { arrayValue: [file] }, true],
  ["file", "EXISTS", [], { arrayValue: [] }, false],
  ["text", "NOT_EXISTS", [], undefined, true],
  ["text", "NOT_EXISTS", [], { textValue: "" }, true],
  ["num", "NOT_EXISTS", [], { numberValue: 0 }, false],
  ["file", "NOT_EXISTS", [], { arrayValue: [file] }, false],
  // GT / GTE / LT / LTE
  ["num", "GT", [10], { numberValue: 11 }, true],
  ["num", "GT", [10], { numberValue: 10 }, false],
  ["num", "GT", ["10"], { numberValue: 10.5 }, true],
  ["num", "GT", [-1], undefined, false],
  ["num", "GTE", [10], { numberValue: 10 }, true],
  ["num", "GTE", [10], { numberValue: 9 }, false],
  ["num", "LT", [10], { numberValue: 9 }, true],
  ["num", "LT", [10], { numberValue: 10 }, false],
  ["num", "LT", [10], undefined, false],
  ["num", "LTE", [10], { numberValue: 10 }, true],
  ["num", "LTE", [10], { numberValue: 11 }, false],
  ["num", "GT", ["many"], { numberValue: 11 }, false],
  ["date", "GT", ["2024-01-31"], { textValue: "2024-02-01" }, true],
  ["date", "GT", ["2024-01-31"], { textValue: "2024-01-31" }, false],
  ["date", "GTE", ["2024-01-31"], { textValue: "2024-01-31" }, true],
  ["date", "LT", ["2024-01-31"], { textValue: "2023-12-31" }, true],
  ["date", "LTE", ["2024-01-31"], { textValue: "2024-02-01" }, false],
  ["date", "LT", ["2024-01-31"], undefined, false],
  ["multi", "GT", ["a"], { arrayValue: ["b"] }, false],
  // OR
  ["text", "OR", ["a", "b"], { textValue: "b" }, true],
  ["text", "OR", ["a", "b"], { textValue: "c" }, false],
  ["num", "OR", [1, 2], { numberValue: 2 }, true],
  ["multi", "OR", ["a", "z"], { arrayValue: ["a", "b"] }, true],
  ["multi", "OR", ["z"], { arrayValue: ["a", "b"] }, false],
  ["radio", "OR", ["a"], undefined, false],
];

describe("logic operators (spec-2 §9)", () => {
  it.each(table)("%s %s %j with %j → %s", (questionId, operator, values, answer, expected) => {
    expect(shown({ questionId, operator, values }, answer)).toBe(expected);
  });

  it("reads a statement on an unknown question as unanswered", () => {
    expect(shown({ questionId: "nope", operator: "IS", values: ["x"] }, undefined)).toBe(false);
    expect(shown({ questionId: "nope", operator: "NOT_EXISTS", values: [] }, undefined)).toBe(true);
  });
});

describe("nesting and actions", () => {
  const is = (questionId: string, value: string, action: "show" | "hide" = "show"): DependencyStatement => ({
    action,
    questionId,
    operator: "IS",
    values: [value],
  });
  const visible = (dependency: Dependency, answers: Record<string, string>) => {
    const def: FormDefinition = {
      locales: ["en"],
      title: { en: "Nesting" },
      questions: [
        { id: "a", questionType: "text", label: { en: "A" } },
        { id: "b", questionType: "text", label: { en: "B" } },
        { id: "c", questionType: "text", label: { en: "C" } },
        { id: "t", questionType: "text", label: { en: "T" }, dependency },
      ],
    };
    const entries = Object.entries(answers).map(([id, textValue]) => [id, { textValue }]);
    return evaluateForm(def, Object.fromEntries(entries)).visible.has("t");
  };
  const cases: [string, Dependency, Record<string, string>, boolean][] = [
    [
      "and: both hold",
      { operator: "and", statements: [is("a", "1"), is("b", "1")] },
      { a: "1", b: "1" },
      true,
    ],
    [
      "and: one fails",
      { operator: "and", statements: [is("a", "1"), is("b", "1")] },
      { a: "1", b: "2" },
      false,
    ],
    ["or: one holds", { operator: "or", statements: [is("a", "1"), is("b", "1")] }, { a: "2", b: "1" }, true],
    [
      "or: none holds",
      { operator: "or", statements: [is("a", "1"), is("b", "1")] },
      { a: "2", b: "2" },
      false,
    ],
    [
      "a and (b or c): c holds",
      {
        operator: "and",
        statements: [is("a", "1"), { operator: "or", statements: [is("b", "1"), is("c", "1")] }],
      },
      { a: "1", c: "1" },
      true,
    ],
    [
      "a and (b or c): neither",
      {
        operator: "and",
        statements: [is("a", "1"), { operator: "or", statements: [is("b", "1"), is("c", "1")] }],
      },
      { a: "1", b: "2" },
      false,
    ],
    [
      "a or (b and c): b and c",
      {
        operator: "or",
        statements: [is("a", "1"), { operator: "and", statements: [is("b", "1"), is("c", "1")] }],
      },
      { b: "1", c: "1" },
      true,
    ],
    [
      "three levels",
      {
        operator: "and",
        statements: [
          {
            operator: "or",
            statements: [is("a", "1"), { operator: "and", statements: [is("b", "1"), is("c", "1")] }],
          },
        ],
      },
      { b: "1", c: "1" },
      true,
    ],
    ["hide when it holds", { operator: "and", statements: [is("a", "1", "hide")] }, { a: "1" }, false],
    [
      "hide: shown when it does not hold",
      { operator: "and", statements: [is("a", "1", "hide")] },
      { a: "2" },
      true,
    ],
    ["hide: shown when unanswered", { operator: "and", statements: [is("a", "1", "hide")] }, {}, true],
  ];
  it.each(cases)("%s", (_name, dependency, answers, expected) => {
    expect(visible(dependency, answers)).toBe(expected);
  });
});

describe("the interpreter only (CSP: no eval, no new Function)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("evaluates logic and calculations without building code", () => {
    const build = vi.spyOn(LogicEngine.prototype, "build");
    const evalSpy = vi.spyOn(globalThis, "eval");
    const RealFunction = globalThis.Function;
    let constructed = 0;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        constructed++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        constructed++;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const def: FormDefinition = {
        locales: ["en"],
        title: { en: "CSP" },
        questions: [
          ...sources,
          {
            id: "total",
            questionType: "calculated",
            label: { en: "Total" },
            dependency: {
              operator: "or",
              statements: [
                { action: "show", questionId: "num", operator: "GT", values: [1] },
                { action: "show", questionId: "multi", operator: "CONTAINS_ALL", values: ["a", "b"] },
              ],
            },
            calculation: {
              operator: "average",
              terms: [
                { questionId: "num", weight: 2 },
                {
                  questionId: "multi",
                  weight: 1,
                  when: {
                    operator: "and",
                    statements: [{ action: "show", questionId: "text", operator: "EXISTS", values: [] }],
                  },
                },
              ],
            },
          },
        ],
      };
      // Run it many times: the engine's interpreted optimisation caches plans after first use.
      for (let i = 0; i < 20; i++) {
        const evaluation = evaluateForm(def, { num: { numberValue: 4 + i }, text: { textValue: "x" } });
        expect(evaluation.calculated.total).toBe(8 + 2 * i);
      }
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(build).not.toHaveBeenCalled();
    expect(evalSpy).not.toHaveBeenCalled();
    expect(constructed).toBe(0);
  });
});
