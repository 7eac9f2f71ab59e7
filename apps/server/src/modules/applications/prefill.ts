import {
  type Answers,
  evaluateForm,
  type FormDefinition,
  keptAnswers,
  type Question,
} from "@launchpad/domain/forms";

/**
 * WCAG 3.3.7 Redundant Entry (lane B, docs/applying.md): a form round never asks again what
 * the applicant already answered. Before their first save of a round's form, its answers
 * start from:
 * 1. the same question (same id) of the same form, answered earlier — an earlier round with
 *    the same form, or their earlier application to a funnel (re-applying);
 * 2. for a `custom_field` question, an earlier answer to any question bound to the same
 *    custom field (any form), else the field's value on their profile (written through when
 *    they submitted an earlier form).
 * File and video questions are not carried (their files belong to the earlier response).
 * What the target form would refuse (an option it lacks, a hidden question) is left out, so
 * the first autosave of a pre-filled form never fails on answers the applicant did not type.
 */
export type PrefillSource = {
  formId: string;
  definition: FormDefinition;
  answers: Answers;
};

const NOT_CARRIED = new Set(["file", "video"]);

function fieldOf(q: Question): string | null {
  return q.questionType === "custom_field" ? (q.customField?.fieldId ?? null) : null;
}

/** `sources` newest first; `profile`: the applicant's custom field values by field id. */
export function prefillAnswers(
  target: { formId: string; definition: FormDefinition },
  sources: readonly PrefillSource[],
  profile: Answers = {},
): Answers {
  const byField = new Map<string, Answers[string]>();
  for (const source of [...sources].reverse()) {
    for (const q of source.definition.questions) {
      const field = fieldOf(q);
      const answer = source.answers[q.id];
      if (field && answer) byField.set(field, answer);
    }
  }
  const result: Answers = {};
  for (const q of target.definition.questions) {
    if (
      NOT_CARRIED.has(q.questionType) ||
      (q.questionType === "custom_field" && NOT_CARRIED.has(q.behavesAs ?? ""))
    )
      continue;
    const same = sources.find((s) => s.formId === target.formId && s.answers[q.id]);
    const field = fieldOf(q);
    const answer = same?.answers[q.id] ?? (field ? (byField.get(field) ?? profile[field]) : undefined);
    if (answer) result[q.id] = answer;
  }
  return acceptable(target.definition, result);
}

/** The answers the form takes as a draft: refused ones dropped (twice: a drop may hide or show others). */
function acceptable(def: FormDefinition, answers: Answers): Answers {
  let current = answers;
  for (let pass = 0; pass < 3; pass += 1) {
    const evaluation = evaluateForm(def, current, { mode: "draft", videoEnabled: false });
    const refused = new Set(evaluation.errors.map((e) => e.path.split(".")[0] ?? e.path));
    const kept = keptAnswers(def, current, evaluation);
    const next = Object.fromEntries(
      Object.entries(kept).filter(([id]) => !refused.has(id) && Object.hasOwn(current, id)),
    );
    if (refused.size === 0 && Object.keys(next).length === Object.keys(current).length) return next;
    current = next;
  }
  return current;
}
