import { type CompiledQuestion, compileForm } from "./compiled.ts";
import type { Answers, FormDefinition, QuestionOption } from "./definition.ts";
import { evaluateForm } from "./evaluate.ts";
import { roundTo } from "./logic.ts";

/**
 * Scores of evaluation and quiz forms (issue 16; spec-2 §3 `numericalValue`, question `weight`).
 * - A choice or tree question scores the `numericalValue` of its chosen options (summed for
 *   multiple choices); a number_scale question scores its answer. Times the question's
 *   `weight` (default 1). Calculated questions are derived, never scored again.
 * - Its maximum: the best single option (single kinds), the sum of the positive options
 *   (multiple kinds), the scale's maximum.
 * - `maxScore(def)`: every scorable question. `scoreOf(def, answers)`: the visible ones only
 *   (a hidden question neither scores nor counts in the maximum); unanswered scores 0;
 *   null when the form has no scorable question. Rounded to 2 decimals.
 */
const SINGLE = new Set(["select_radio", "select_dropdown", "tree_single"]);

function scored(options: readonly QuestionOption[] | undefined): QuestionOption[] {
  const out: QuestionOption[] = [];
  const walk = (list: readonly QuestionOption[] | undefined) => {
    for (const o of list ?? []) {
      if (typeof o.numericalValue === "number") out.push(o);
      walk(o.children);
    }
  };
  walk(options);
  return out;
}

function isScorable(q: CompiledQuestion): boolean {
  if (q.question.questionType === "calculated" || q.display) return false;
  if (q.type === "number_scale") return !!q.question.scale;
  return q.kind === "list" && scored(q.question.options).length > 0;
}

function maxOf(q: CompiledQuestion): number {
  const weight = q.question.weight ?? 1;
  if (q.type === "number_scale") return (q.question.scale?.max ?? 0) * weight;
  const values = scored(q.question.options).map((o) => o.numericalValue as number);
  const best = SINGLE.has(q.type)
    ? Math.max(0, ...values)
    : values.filter((v) => v > 0).reduce((a, b) => a + b, 0);
  return best * weight;
}

export function maxScore(def: FormDefinition): number {
  let max = 0;
  for (const q of compileForm(def).questions) if (isScorable(q)) max += maxOf(q);
  return roundTo(max) ?? 0;
}

export function scoreOf(def: FormDefinition, answers: Answers): { total: number; max: number } | null {
  const form = compileForm(def);
  const scorable = form.questions.filter(isScorable);
  if (scorable.length === 0) return null;
  const { visible } = evaluateForm(def, answers, { mode: "draft" });
  let total = 0;
  let max = 0;
  for (const q of scorable) {
    if (!visible.has(q.id)) continue;
    max += maxOf(q);
    const answer = answers[q.id];
    const weight = q.question.weight ?? 1;
    if (q.type === "number_scale") {
      const n = answer?.numberValue;
      if (typeof n === "number" && Number.isFinite(n)) total += n * weight;
      continue;
    }
    const chosen = Array.isArray(answer?.arrayValue) ? answer.arrayValue : [];
    for (const value of new Set(chosen))
      if (typeof value === "string") total += (q.options.get(value)?.option.numericalValue ?? 0) * weight;
  }
  return { total: roundTo(total) ?? 0, max: roundTo(max) ?? 0 };
}
