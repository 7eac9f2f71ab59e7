import type { CompiledQuestion } from "./compiled.ts";
import type { Answer, Answers, FormDefinition } from "./definition.ts";
import {
  computeQuestion,
  type EvaluateOptions,
  type EvaluationState,
  evaluateAll,
  type FormEvaluation,
  newState,
  snapshot,
  validateQuestion,
  validateUnknown,
} from "./evaluate.ts";

/**
 * The browser's evaluator (issue 16, decision 036): the same rules as `evaluateForm`, kept up
 * to date one answer at a time. `set(id, answer)` recomputes the changed question, then the
 * questions that read it (logic, calculations, a section's questions), transitively, in the
 * definition's evaluation order, stopping where nothing a reader reads has changed; and
 * validates again the questions whose visibility, value or answer changed. A definition with a cycle of
 * reads (refused by checkDefinition, possible in a draft) is evaluated whole on every change,
 * so the result is always `evaluateForm`'s on the same answers (a property test holds it).
 */
export type FormSession = {
  answers(): Answers;
  evaluation(): FormEvaluation;
  set(questionId: string, answer: Answer | null): FormEvaluation;
};

export function createFormSession(
  def: FormDefinition,
  answers: Answers = {},
  options?: EvaluateOptions,
): FormSession {
  const state: EvaluationState = newState(def, { ...answers }, options);
  evaluateAll(state);
  const { form } = state;
  const position = new Map(form.order.map((q, i) => [q.id, i]));
  const dirty = new Uint8Array(form.order.length);
  let current = snapshot(state);

  /**
   * Recomputes from the changed question on, in evaluation order (a reader always comes after
   * what it reads); a question's readers are recomputed only when its visibility or the
   * value logic and calculations read of it changed.
   */
  const propagate = (start: number) => {
    dirty[start] = 1;
    const { data, visible } = state;
    for (let i = start; i < form.order.length; i++) {
      if (!dirty[i]) continue;
      dirty[i] = 0;
      const q = form.order[i] as CompiledQuestion;
      const wasVisible = visible.has(q.id);
      const v = data.v[q.id];
      const n = data.n[q.id];
      computeQuestion(state, q);
      const changed = wasVisible !== visible.has(q.id) || !sameValue(v, data.v[q.id]) || n !== data.n[q.id];
      if (changed || i === start) validateQuestion(state, q);
      if (!changed) continue;
      for (const reader of form.readers.get(q.id) ?? []) dirty[position.get(reader) as number] = 1;
    }
  };

  return {
    answers: () => ({ ...state.answers }),
    evaluation: () => current,
    set(questionId, answer) {
      if (answer === null) delete state.answers[questionId];
      else state.answers[questionId] = answer;
      const at = position.get(questionId);
      if (at === undefined) validateUnknown(state);
      else if (form.cyclic.size > 0) evaluateAll(state);
      else propagate(at);
      current = snapshot(state);
      return current;
    },
  };
}

/** Equal values as logic reads them: primitives, or lists of primitives (choices). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] || typeof a[i] === "object") return false;
  return true;
}
