import type { FieldError } from "../validation.ts";
import { type CompiledForm, type CompiledQuestion, compileForm } from "./compiled.ts";
import type { Answer, Answers, FormDefinition } from "./definition.ts";
import { holds, type LogicData, roundTo, runLogic } from "./logic.ts";
import { hasContent, type Mode, validateAnswer } from "./validate.ts";

/**
 * The form evaluator (issue 16, decision 036): which questions are visible, the calculated
 * values, and the answers' errors. One code path for the server (a submitted answer set) and
 * the browser (`createFormSession`, incremental).
 *
 * - A question is visible when its section is (questions before the first section have none)
 *   and its own logic lets it: `show` when the dependency holds, `hide` when it does not hold.
 * - A hidden question is neither required nor kept; an answer to it is HIDDEN_QUESTION. Logic
 *   and calculations read a hidden question as unanswered.
 * - A hidden calculated question's value is null.
 * - An answer to an id that is not in the form, or to a display item → UNKNOWN_QUESTION.
 * - Options: `mode` ("draft": no `required`; default "submit"); `videoEnabled` (default true):
 *   false hides video questions (the video feature's token is absent: spec-2 §6).
 */
export type FormEvaluation = {
  visible: ReadonlySet<string>;
  calculated: Readonly<Record<string, number | null>>;
  errors: FieldError[];
};
export type EvaluateOptions = { mode?: Mode; videoEnabled?: boolean };

/** Mutable evaluation state; the session keeps one and updates parts of it. */
export type EvaluationState = {
  form: CompiledForm;
  answers: Answers;
  data: LogicData;
  visible: Set<string>;
  calculated: Record<string, number | null>;
  errors: Map<string, FieldError[]>;
  unknown: FieldError[];
  mode: Mode;
  videoEnabled: boolean;
};

export function newState(
  def: FormDefinition,
  answers: Answers,
  options: EvaluateOptions = {},
): EvaluationState {
  return {
    form: compileForm(def),
    answers,
    data: emptyData(),
    visible: new Set(),
    calculated: {},
    errors: new Map(),
    unknown: [],
    mode: options.mode ?? "submit",
    videoEnabled: options.videoEnabled ?? true,
  };
}

/** Objects without a prototype: a question id such as `constructor` reads only what was set. */
const emptyData = (): LogicData => ({ v: Object.create(null), n: Object.create(null) });

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === "string") : [];

/** Updates one question's visibility, calculated value and what logic reads of it. */
export function computeQuestion(state: EvaluationState, q: CompiledQuestion): void {
  const { data } = state;
  let shown = q.section === null || state.visible.has(q.section);
  if (shown && q.visibility) shown = holds(q.visibility.logic, data) === q.visibility.show;
  if (shown && q.type === "video" && !state.videoEnabled) shown = false;
  if (shown) state.visible.add(q.id);
  else state.visible.delete(q.id);

  if (q.question.questionType === "calculated") {
    const value =
      shown && q.calculation
        ? roundTo(runLogic(q.calculation, data, null), q.question.calculation?.decimals)
        : null;
    state.calculated[q.id] = value;
    data.v[q.id] = value;
    data.n[q.id] = value;
    return;
  }
  const answer = shown ? state.answers[q.id] : undefined;
  let v: unknown = null;
  let n: number | null = null;
  if (answer && q.kind === "text") {
    v = typeof answer.textValue === "string" && answer.textValue.trim() !== "" ? answer.textValue : null;
  } else if (answer && q.kind === "number") {
    n =
      typeof answer.numberValue === "number" && Number.isFinite(answer.numberValue)
        ? answer.numberValue
        : null;
    v = n;
  } else if (answer && q.kind === "list") {
    const chosen = strings(answer.arrayValue);
    if (chosen.length > 0) {
      v = chosen;
      n = chosen.reduce((sum, value) => sum + (q.options.get(value)?.option.numericalValue ?? 0), 0);
    }
  } else if (answer && q.kind === "other") {
    v = Array.isArray(answer.arrayValue) && answer.arrayValue.length > 0 ? answer.arrayValue : null;
  }
  data.v[q.id] = v;
  data.n[q.id] = n;
}

export function validateQuestion(state: EvaluationState, q: CompiledQuestion): void {
  const errors = validateAnswer(
    q,
    state.answers[q.id],
    state.visible.has(q.id),
    state.calculated[q.id] ?? null,
    state.mode,
  );
  if (errors.length > 0) state.errors.set(q.id, errors);
  else state.errors.delete(q.id);
}

export function validateUnknown(state: EvaluationState): void {
  state.unknown = Object.keys(state.answers)
    .filter((id) => !state.form.byId.has(id))
    .sort()
    .map((path) => ({ path, code: "UNKNOWN_QUESTION" as const }));
}

export function snapshot(state: EvaluationState): FormEvaluation {
  const errors: FieldError[] = [];
  for (const q of state.form.questions) {
    const list = state.errors.get(q.id);
    if (list) errors.push(...list);
  }
  errors.push(...state.unknown);
  return { visible: new Set(state.visible), calculated: { ...state.calculated }, errors };
}

export function evaluateAll(state: EvaluationState): void {
  state.visible.clear();
  state.errors.clear();
  state.data = emptyData();
  state.calculated = {};
  for (const q of state.form.order) computeQuestion(state, q);
  for (const q of state.form.questions) validateQuestion(state, q);
  validateUnknown(state);
}

export function evaluateForm(
  def: FormDefinition,
  answers: Answers,
  options?: EvaluateOptions,
): FormEvaluation {
  const state = newState(def, answers, options);
  evaluateAll(state);
  return snapshot(state);
}

/**
 * The answers to store: visible questions' answers in their own slots only (a write-in text
 * only with a write-in option chosen), calculated values as computed; hidden, unknown and
 * display items' answers dropped, and empty answers too.
 */
export function keptAnswers(def: FormDefinition, answers: Answers, evaluation: FormEvaluation): Answers {
  const form = compileForm(def);
  const kept: Answers = {};
  for (const q of form.questions) {
    if (q.display || !evaluation.visible.has(q.id)) continue;
    if (q.question.questionType === "calculated") {
      const value = evaluation.calculated[q.id];
      if (typeof value === "number") kept[q.id] = { numberValue: value };
      continue;
    }
    const answer = answers[q.id];
    if (!hasContent(answer)) continue;
    const a = answer as Answer;
    if (q.kind === "text") {
      if (typeof a.textValue === "string" && a.textValue.trim() !== "")
        kept[q.id] = { textValue: a.textValue };
    } else if (q.kind === "number") {
      if (typeof a.numberValue === "number") kept[q.id] = { numberValue: a.numberValue };
    } else {
      const arrayValue = Array.isArray(a.arrayValue) ? a.arrayValue : [];
      if (arrayValue.length === 0) continue;
      const writeIn =
        q.kind === "list" &&
        typeof a.textValue === "string" &&
        a.textValue.trim() !== "" &&
        arrayValue.some((value) => typeof value === "string" && q.options.get(value)?.option.isWriteIn);
      kept[q.id] = writeIn ? { arrayValue, textValue: a.textValue } : { arrayValue };
    }
  }
  return kept;
}
