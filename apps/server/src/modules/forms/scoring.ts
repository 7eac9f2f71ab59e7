import { type Answers, type FormDefinition, type FormKind, scoreOf } from "@launchpad/domain/forms";

/** The scored kinds: evaluation and quiz forms (options' numericalValue, question weights). */
export const SCORED_KINDS: readonly FormKind[] = ["evaluation", "quiz"];

/** A submitted response's score (the domain's scoreOf on the kept answers); other kinds null. */
export function scoreOfAnswers(kind: FormKind, def: FormDefinition, kept: Answers): number | null {
  if (!SCORED_KINDS.includes(kind)) return null;
  return scoreOf(def, kept)?.total ?? null;
}
