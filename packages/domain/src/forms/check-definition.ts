import type { FieldError } from "../validation.ts";
import { compileForm, flattenOptions } from "./compiled.ts";
import { type Dependency, type FormDefinition, isDisplayType, type Question } from "./definition.ts";
import { isDependencyStatement } from "./logic.ts";
import { isIsoDate } from "./validate.ts";

/**
 * Is a definition publishable? (issue 16; the shape is formDefinitionSchema's, this is its
 * meaning). Each problem is `{ path, code: "INVALID", params: { reason } }` with `path`
 * `title` or `questions.<qid>[.<part>]`:
 * - `id` duplicate, reserved (`__proto__`, `constructor`, `prototype`); `label` missing (no language has a text);
 * - `dependency`: unknown_question, not_answerable (a display item), self, forward_reference
 *   (logic reads questions before it, so a respondent sees the cause first), mixed_actions,
 *   no_values (every operator but EXISTS / NOT_EXISTS needs one), not_a_number (GT… on a
 *   number question with a word), cycle;
 * - `calculation`: missing, unknown_question, not_numeric (a term must be a number, a choice
 *   or a tree, or another calculated question), cycle;
 * - `options`: missing, duplicate (values unique in the question, trees included), too_deep
 *   (beyond `optionsDepth`), children (only trees have children);
 * - `scale`: missing, min_not_below_max, step (the range is not whole steps);
 * - `validations`: min_above_max (min/max, lengths, dates, items);
 * - `customField`: missing (a custom_field needs its field and `behavesAs`);
 * - `columns`: missing, duplicate; `columns.<id>.options`: missing (select columns).
 */
/** Ids that answers (plain objects keyed by id) cannot hold safely. */
const RESERVED_IDS = new Set(["__proto__", "constructor", "prototype"]);

export function checkDefinition(def: FormDefinition): FieldError[] {
  const errors: FieldError[] = [];
  const add = (path: string, reason: string) => errors.push({ path, code: "INVALID", params: { reason } });
  const form = compileForm(def);
  if (!Object.values(def.title).some((t) => t?.trim())) add("title", "missing");

  const seen = new Set<string>();
  def.questions.forEach((question, index) => {
    const base = `questions.${question.id}`;
    if (seen.has(question.id)) {
      add(`${base}.id`, "duplicate");
      return;
    }
    seen.add(question.id);
    if (RESERVED_IDS.has(question.id)) add(`${base}.id`, "reserved");
    if (!Object.values(question.label).some((t) => t?.trim())) add(`${base}.label`, "missing");
    if (question.dependency) checkDependency(question.dependency, `${base}.dependency`, index, question.id);
    checkQuestion(question, base);
  });

  function checkDependency(dependency: Dependency, path: string, index: number, self: string): void {
    const actions = new Set<string>();
    const walk = (d: Dependency) => {
      for (const s of d.statements) {
        if (!isDependencyStatement(s)) {
          walk(s);
          continue;
        }
        actions.add(s.action);
        const target = form.byId.get(s.questionId);
        if (s.questionId === self) add(path, "self");
        else if (!target) add(path, "unknown_question");
        else if (target.display) add(path, "not_answerable");
        else if (target.index > index) add(path, "forward_reference");
        else if (s.operator !== "EXISTS" && s.operator !== "NOT_EXISTS" && s.values.length === 0)
          add(path, "no_values");
        else if (
          target.kind === "number" &&
          ["GT", "GTE", "LT", "LTE"].includes(s.operator) &&
          !Number.isFinite(Number(s.values[0]))
        )
          add(path, "not_a_number");
      }
    };
    walk(dependency);
    if (actions.size > 1) add(path, "mixed_actions");
  }

  function checkQuestion(q: Question, base: string): void {
    const type = q.questionType;
    const v = q.validations ?? {};
    if (type === "calculated") {
      if (!q.calculation) add(`${base}.calculation`, "missing");
      for (const term of q.calculation?.terms ?? []) {
        const target = form.byId.get(term.questionId);
        if (!target) add(`${base}.calculation`, "unknown_question");
        else if (target.kind !== "number" && target.kind !== "list")
          add(`${base}.calculation`, "not_numeric");
        if (term.when) checkDependency(term.when, `${base}.calculation`, Number.POSITIVE_INFINITY, q.id);
      }
    }
    const cyclePath = `${base}.${q.calculation ? "calculation" : "dependency"}`;
    if (form.cyclic.has(q.id) && !errors.some((e) => e.path === cyclePath)) add(cyclePath, "cycle");
    const answerType = type === "custom_field" ? q.behavesAs : type;
    const choices = ["select_checkbox", "select_dropdown", "select_radio", "select_multi_dropdown"];
    const tree = answerType === "tree_single" || answerType === "tree_multi";
    if (answerType && (choices.includes(answerType) || tree)) {
      if (!q.options?.length) add(`${base}.options`, "missing");
      else {
        if (flattenOptions(q.options).size !== countOptions(q.options)) add(`${base}.options`, "duplicate");
        if (!tree && q.options.some((o) => o.children?.length)) add(`${base}.options`, "children");
        if (tree && depthOf(q.options) > (q.optionsDepth ?? 5)) add(`${base}.options`, "too_deep");
      }
    }
    if (type === "number_scale") {
      const scale = q.scale;
      if (!scale) add(`${base}.scale`, "missing");
      else if (scale.min >= scale.max) add(`${base}.scale`, "min_not_below_max");
      else {
        const steps = (scale.max - scale.min) / (scale.step ?? 1);
        if (Math.abs(steps - Math.round(steps)) > 1e-9) add(`${base}.scale`, "step");
      }
    }
    const pairs: [unknown, unknown][] = [
      [v.min, v.max],
      [v.minLength, v.maxLength],
      [v.minDate, v.maxDate],
      [v.minItems, v.maxItems],
    ];
    if (pairs.some(([a, b]) => a !== undefined && b !== undefined && (a as number) > (b as number)))
      add(`${base}.validations`, "min_above_max");
    if ((v.minDate && !isIsoDate(v.minDate)) || (v.maxDate && !isIsoDate(v.maxDate)))
      add(`${base}.validations`, "date");
    if (type === "custom_field" && (!q.customField || !q.behavesAs)) add(`${base}.customField`, "missing");
    if (type === "table") {
      const columns = q.columns ?? [];
      if (columns.length === 0) add(`${base}.columns`, "missing");
      if (new Set(columns.map((c) => c.id)).size !== columns.length) add(`${base}.columns`, "duplicate");
      for (const column of columns)
        if (column.type === "select" && !column.options?.length)
          add(`${base}.columns.${column.id}.options`, "missing");
    }
    if (isDisplayType(type) && q.validations?.required) add(`${base}.validations`, "not_answerable");
  }

  return errors;
}

function countOptions(options: readonly { children?: unknown[] }[]): number {
  let count = 0;
  for (const o of options)
    count += 1 + (o.children ? countOptions(o.children as { children?: unknown[] }[]) : 0);
  return count;
}

function depthOf(options: readonly { children?: unknown[] }[]): number {
  let depth = 0;
  for (const o of options)
    depth = Math.max(depth, 1 + (o.children?.length ? depthOf(o.children as { children?: unknown[] }[]) : 0));
  return depth;
}
