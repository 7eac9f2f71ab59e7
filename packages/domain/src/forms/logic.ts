import { LogicEngine } from "json-logic-engine";
import type { Calculation, Dependency, DependencyStatement, QuestionType } from "./definition.ts";

/**
 * Conditional logic and calculations as JSON Logic (issue 16; spec-2 §3 dependency, §9 filter
 * operators; decision 036). A form's rules are translated once per definition into JSON Logic
 * and run by json-logic-engine's INTERPRETER (`run`). Never `build`/`Compiler`: they generate
 * code with `eval`, which the web app's Content-Security-Policy forbids (a unit test fails if
 * this path ever reaches them).
 *
 * The data a rule reads: `{ v: { [questionId]: value }, n: { [questionId]: number } }`.
 * - `v` is what logic compares: a text (or ISO date) answer, a number, the chosen option values
 *   (choices and trees), the rows or files (table, file, video), a calculated value; `null`
 *   when unanswered or when the question is hidden (a hidden question's answer is not kept, so
 *   it counts as no answer).
 * - `n` is what a calculation adds: a number answer, the chosen options' `numericalValue`
 *   summed, a calculated value; `null` when missing (then the term is left out).
 *
 * Operators (a statement compares the answer of `questionId` with `values`):
 * - IS: answered, and the answer (each chosen option) is one of `values`;
 * - IS_NOT: the answer (no chosen option) is any of `values`; unanswered counts;
 * - CONTAINS: a choice holds any of `values`; a text contains any of them (case-sensitive);
 *   a number equals any of them;
 * - CONTAINS_ALL: a choice holds every value; a text contains every value;
 * - EXISTS / NOT_EXISTS: answered or not (an empty text or list is not an answer);
 * - GT / GTE / LT / LTE: a number, or an ISO date (compared as text), against `values[0]`;
 *   unanswered is false;
 * - OR: the answer is any one of `values` (a choice: holds any).
 * With no `values`, IS / CONTAINS / OR / comparisons are false, IS_NOT and CONTAINS_ALL true.
 * A rule that throws (a number compared with a word) is false.
 */
export type Logic = unknown;

/** How logic sees an answer type. */
export type LogicKind = "text" | "number" | "list" | "other" | "none";

export function logicKindOf(type: QuestionType): LogicKind {
  switch (type) {
    case "text":
    case "text_long":
    case "text_link":
    case "date":
      return "text";
    case "number":
    case "number_scale":
    case "calculated":
      return "number";
    case "select_checkbox":
    case "select_dropdown":
    case "select_radio":
    case "select_multi_dropdown":
    case "tree_single":
    case "tree_multi":
      return "list";
    case "table":
    case "file":
    case "video":
      return "other";
    default:
      return "none";
  }
}

// The engine's "interpreted optimisation" prepares a plan per logic object on first use: 10×
// the cost of a run, repaid only after many runs of the same object. A server request sees a
// definition once, so plain interpretation is faster overall (bench/forms.mjs).
const engine = new LogicEngine(undefined, { disableInterpretedOptimization: true });
/** Aggregates that leave out missing (null) terms: a sum of nothing is 0, the others null. */
const present = (args: unknown): number[] =>
  (Array.isArray(args) ? args : [args]).filter(
    (x): x is number => typeof x === "number" && Number.isFinite(x),
  );
engine.addMethod("lp_sum", (args: unknown) => present(args).reduce((a, b) => a + b, 0));
engine.addMethod("lp_average", (args: unknown) => {
  const xs = present(args);
  return xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
});
engine.addMethod("lp_min", (args: unknown) => {
  const xs = present(args);
  return xs.length === 0 ? null : Math.min(...xs);
});
engine.addMethod("lp_max", (args: unknown) => {
  const xs = present(args);
  return xs.length === 0 ? null : Math.max(...xs);
});

export type LogicData = { v: Record<string, unknown>; n: Record<string, number | null> };

/** Runs translated logic with the interpreter; a rule that throws yields `fallback`. */
export function runLogic(logic: Logic, data: LogicData, fallback: unknown = false): unknown {
  if (logic === true || logic === false || logic === null) return logic;
  try {
    return engine.run(logic, data);
  } catch {
    return fallback;
  }
}

export function holds(logic: Logic, data: LogicData): boolean {
  return Boolean(engine.truthy(runLogic(logic, data, false)));
}

const isStatement = (s: DependencyStatement | Dependency): s is DependencyStatement => "questionId" in s;

/** The action of a dependency: its first statement's (checkDefinition refuses mixed actions). */
export function actionOf(dependency: Dependency): "show" | "hide" {
  return firstAction(dependency) ?? "show";
}
function firstAction(dependency: Dependency): "show" | "hide" | undefined {
  for (const s of dependency.statements) {
    const action = isStatement(s) ? s.action : firstAction(s);
    if (action) return action;
  }
  return undefined;
}

/** Every question id a dependency reads. */
export function dependencyRefs(dependency: Dependency, into: Set<string> = new Set()): Set<string> {
  for (const s of dependency.statements) {
    if (isStatement(s)) into.add(s.questionId);
    else dependencyRefs(s, into);
  }
  return into;
}

export function isDependencyStatement(s: DependencyStatement | Dependency): s is DependencyStatement {
  return isStatement(s);
}

const EMPTY_VALUES: Record<DependencyStatement["operator"], boolean> = {
  IS: false,
  IS_NOT: true,
  CONTAINS: false,
  CONTAINS_ALL: true,
  EXISTS: false,
  NOT_EXISTS: true,
  GT: false,
  GTE: false,
  LT: false,
  LTE: false,
  OR: false,
};
const COMPARATORS = { GT: ">", GTE: ">=", LT: "<", LTE: "<=" } as const;

/** One statement as JSON Logic; `kindOf` says how the referenced question's answer looks (undefined: no such question). */
export function statementLogic(s: DependencyStatement, kind: LogicKind | undefined): Logic {
  if (kind === undefined || kind === "none") return s.operator === "NOT_EXISTS" || s.operator === "IS_NOT";
  const v = { var: `v.${s.questionId}` };
  if (s.operator === "EXISTS") return { "!==": [v, null] };
  if (s.operator === "NOT_EXISTS") return { "===": [v, null] };
  const values =
    kind === "number"
      ? s.values
          .map((x) => (typeof x === "number" ? x : x.trim() === "" ? Number.NaN : Number(x)))
          .filter(Number.isFinite)
      : s.values.map(String);
  if (values.length === 0) return EMPTY_VALUES[s.operator];
  const anyOf = { in: [{ var: "" }, values] };
  switch (s.operator) {
    case "IS":
      if (kind === "list") return { all: [v, anyOf] };
      if (kind === "other") return false;
      return { in: [v, values] };
    case "IS_NOT":
      if (kind === "list") return { "!": [{ some: [v, anyOf] }] };
      if (kind === "other") return true;
      return { "!": [{ in: [v, values] }] };
    case "OR":
      if (kind === "list") return { some: [v, anyOf] };
      if (kind === "other") return false;
      return { in: [v, values] };
    case "CONTAINS":
      if (kind === "list") return { some: [v, anyOf] };
      if (kind === "text") return { or: values.map((x) => ({ in: [x, v] })) };
      if (kind === "number") return { in: [v, values] };
      return false;
    case "CONTAINS_ALL":
      if (kind === "list" || kind === "text") return { and: values.map((x) => ({ in: [x, v] })) };
      if (kind === "number") return { and: values.map((x) => ({ "===": [v, x] })) };
      return false;
    default: {
      if (kind === "list" || kind === "other") return false;
      return { and: [{ "!==": [v, null] }, { [COMPARATORS[s.operator]]: [v, values[0]] }] };
    }
  }
}

/** A dependency's condition (true when its statements hold; the action is applied by the caller). */
export function dependencyLogic(
  dependency: Dependency,
  kindOf: (questionId: string) => LogicKind | undefined,
): Logic {
  const parts = dependency.statements.map((s) =>
    isStatement(s) ? statementLogic(s, kindOf(s.questionId)) : dependencyLogic(s, kindOf),
  );
  if (parts.length === 0) return dependency.operator === "and";
  return { [dependency.operator]: parts };
}

/** A calculation as JSON Logic: each present term times its weight, when its condition holds, aggregated. */
export function calculationLogic(
  calculation: Calculation,
  kindOf: (questionId: string) => LogicKind | undefined,
): Logic {
  const terms = calculation.terms.map((term) => {
    const n = { var: `n.${term.questionId}` };
    const isPresent = { "!==": [n, null] };
    const condition = term.when ? { and: [dependencyLogic(term.when, kindOf), isPresent] } : isPresent;
    return { if: [condition, { "*": [n, term.weight] }, null] };
  });
  return { [`lp_${calculation.operator}`]: terms };
}

/** Rounds a calculated value to its decimals (default 2); not a finite number → null. */
export function roundTo(value: unknown, decimals = 2): number | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const factor = 10 ** decimals;
  const rounded = Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}
