import type { Answer, FileAnswer, TableRow } from "@launchpad/domain/forms";

/**
 * Reading an answer's slots as a question's control needs them (the model's rules are
 * `definition.ts`'s `Answer`): a control never trusts the shape of a restored draft.
 */
export function chosenOf(answer: Answer | undefined): string[] {
  const values = answer?.arrayValue;
  return Array.isArray(values) ? values.filter((value): value is string => typeof value === "string") : [];
}

export function filesOf(answer: Answer | undefined): FileAnswer[] {
  const values = answer?.arrayValue;
  if (!Array.isArray(values)) return [];
  return values.filter(
    (value): value is FileAnswer =>
      typeof value === "object" &&
      value !== null &&
      typeof (value as FileAnswer).id === "string" &&
      typeof (value as FileAnswer).name === "string",
  );
}

export function rowsOf(answer: Answer | undefined): TableRow[] {
  const values = answer?.arrayValue;
  if (!Array.isArray(values)) return [];
  return values.filter((value): value is TableRow => typeof value === "object" && value !== null);
}

/** An answer made of a list, or no answer at all when the list is empty. */
export function listAnswer(values: unknown[], textValue?: string | null): Answer | null {
  if (values.length === 0) return null;
  return textValue ? { arrayValue: values, textValue } : { arrayValue: values };
}

export function textAnswer(text: string): Answer | null {
  return text === "" ? null : { textValue: text };
}
