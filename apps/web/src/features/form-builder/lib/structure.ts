import type { Question } from "@launchpad/domain/forms";

/**
 * The outline of a form's one ordered list of questions: a `section` runs to the next
 * `section` (definition.ts). Moving, duplicating or deleting a section takes its block
 * (the section and the questions in it) with it.
 */
export function blockOf(questions: readonly Question[], index: number): [start: number, end: number] {
  const question = questions[index];
  if (question?.questionType !== "section") return [index, index + 1];
  let end = index + 1;
  while (end < questions.length && questions[end]?.questionType !== "section") end += 1;
  return [index, end];
}

/** The section a question belongs to (null before the first section). */
export function sectionOf(questions: readonly Question[], id: string): Question | null {
  let current: Question | null = null;
  for (const question of questions) {
    if (question.questionType === "section") current = question;
    if (question.id === id) return question.questionType === "section" ? null : current;
  }
  return null;
}

/**
 * Moves the item `id` (with its block, for a section) to just after `afterId`, or to the top
 * when `afterId` is null. A target inside the moved block changes nothing.
 */
export function moveAfter(questions: readonly Question[], id: string, afterId: string | null): Question[] {
  const from = questions.findIndex((question) => question.id === id);
  if (from < 0) return [...questions];
  const [start, end] = blockOf(questions, from);
  const block = questions.slice(start, end);
  if (afterId !== null && block.some((question) => question.id === afterId)) return [...questions];
  const rest = [...questions.slice(0, start), ...questions.slice(end)];
  const at = afterId === null ? 0 : rest.findIndex((question) => question.id === afterId) + 1;
  if (afterId !== null && at === 0) return [...questions];
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
}

/**
 * Where a drag of `activeId` dropped on `overId` puts it, as a `moveAfter` target: dragged
 * down, after the item it was dropped on (after that item's whole block when a section is
 * dropped on a section, so that it does not split it); dragged up, before it.
 */
export function dropTarget(
  questions: readonly Question[],
  activeId: string,
  overId: string,
): string | null | undefined {
  const from = questions.findIndex((question) => question.id === activeId);
  const to = questions.findIndex((question) => question.id === overId);
  if (from < 0 || to < 0 || from === to) return undefined;
  if (to > from) {
    const active = questions[from];
    if (active?.questionType === "section" && questions[to]?.questionType === "section") {
      const [, end] = blockOf(questions, to);
      return questions[end - 1]?.id;
    }
    return overId;
  }
  return to === 0 ? null : (questions[to - 1]?.id ?? null);
}

/** The places "Move to…" offers for an item: the top, and after each item outside its block. */
export function moveDestinations(
  questions: readonly Question[],
  id: string,
): { afterId: string | null; index: number }[] {
  const from = questions.findIndex((question) => question.id === id);
  if (from < 0) return [];
  const [start, end] = blockOf(questions, from);
  const places: { afterId: string | null; index: number }[] = [];
  if (start !== 0) places.push({ afterId: null, index: -1 });
  questions.forEach((question, index) => {
    if (index >= start && index < end) return;
    // After the item just before the block is where it already is.
    if (index === start - 1) return;
    places.push({ afterId: question.id, index });
  });
  return places;
}
