import type { FormDefinition, Question } from "@launchpad/domain/forms";

/**
 * The steps a respondent goes through (issue 16 "sections and progress"): each `section`
 * question opens a step that runs to the next one; questions before the first section make
 * a step of their own. A hidden section hides its step (the evaluator hides its questions).
 */
export type Step = { key: string; section: Question | null; questions: Question[] };

export function stepsOf(definition: FormDefinition): Step[] {
  const steps: Step[] = [];
  let current: Step = { key: "start", section: null, questions: [] };
  for (const question of definition.questions) {
    if (question.questionType === "section") {
      if (current.section || current.questions.length > 0) steps.push(current);
      current = { key: question.id, section: question, questions: [] };
    } else current.questions.push(question);
  }
  if (current.section || current.questions.length > 0 || steps.length === 0) steps.push(current);
  return steps;
}

/** The steps shown: those of visible sections (and the opening one) that show something. */
export function visibleSteps(steps: readonly Step[], visible: ReadonlySet<string>): Step[] {
  return steps.filter((step) =>
    step.section
      ? visible.has(step.section.id)
      : step.questions.some((question) => visible.has(question.id)) || steps.length === 1,
  );
}

/** The question id a field error is about: table cells' paths are `<question>.<row>.<column>`. */
export function questionIdOf(path: string): string {
  const dot = path.indexOf(".");
  return dot === -1 ? path : path.slice(0, dot);
}
