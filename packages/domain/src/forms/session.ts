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
 * to date one answer at a time. `set(id, answer)` recomputes only the changed question and
 * the questions that read it, transitively (logic, calculations, a section's questions), in
 * the definition's evaluation order, then validates those again. A definition with a cycle of
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
  let current = snapshot(state);

  const affectedBy = (id: string): string[] => {
    const seen = new Set<string>([id]);
    const stack = [id];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      for (const reader of form.readers.get(next) ?? [])
        if (!seen.has(reader)) {
          seen.add(reader);
          stack.push(reader);
        }
    }
    return [...seen].sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  };

  return {
    answers: () => ({ ...state.answers }),
    evaluation: () => current,
    set(questionId, answer) {
      if (answer === null) delete state.answers[questionId];
      else state.answers[questionId] = answer;
      const question = form.byId.get(questionId);
      if (!question) validateUnknown(state);
      else if (form.cyclic.size > 0) evaluateAll(state);
      else {
        const affected = affectedBy(questionId);
        for (const id of affected) computeQuestion(state, form.byId.get(id) as NonNullable<typeof question>);
        for (const id of affected) validateQuestion(state, form.byId.get(id) as NonNullable<typeof question>);
      }
      current = snapshot(state);
      return current;
    },
  };
}
