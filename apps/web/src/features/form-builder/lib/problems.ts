import type { IntlShape } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

/**
 * The publish check's problems (checkDefinition in the browser, publishForm's fieldErrors
 * from the server: `{ path: "title" | "questions.<id>[.<part>]", code: "INVALID", params:
 * { reason } }`) in words, by question, so that the builder lists them and links each to
 * its question.
 */
export type Problem = { questionId: string | null; message: string };

const KNOWN: Record<string, MessageId> = {
  "title.missing": "formBuilder.problem.title.missing",
  "id.duplicate": "formBuilder.problem.id.duplicate",
  "label.missing": "formBuilder.problem.label.missing",
  "dependency.unknown_question": "formBuilder.problem.unknownQuestion",
  "dependency.not_answerable": "formBuilder.problem.notAnswerable",
  "dependency.self": "formBuilder.problem.self",
  "dependency.forward_reference": "formBuilder.problem.forward",
  "dependency.mixed_actions": "formBuilder.problem.mixedActions",
  "dependency.no_values": "formBuilder.problem.noValues",
  "dependency.not_a_number": "formBuilder.problem.notANumber",
  "dependency.cycle": "formBuilder.problem.cycle",
  "calculation.missing": "formBuilder.problem.calculation.missing",
  "calculation.unknown_question": "formBuilder.problem.unknownQuestion",
  "calculation.not_numeric": "formBuilder.problem.notNumeric",
  "calculation.cycle": "formBuilder.problem.cycle",
  "calculation.self": "formBuilder.problem.self",
  "calculation.no_values": "formBuilder.problem.noValues",
  "calculation.not_answerable": "formBuilder.problem.notAnswerable",
  "calculation.not_a_number": "formBuilder.problem.notANumber",
  "calculation.mixed_actions": "formBuilder.problem.mixedActions",
  "options.missing": "formBuilder.problem.options.missing",
  "options.duplicate": "formBuilder.problem.options.duplicate",
  "options.too_deep": "formBuilder.problem.options.tooDeep",
  "options.children": "formBuilder.problem.options.children",
  "scale.missing": "formBuilder.problem.scale.missing",
  "scale.min_not_below_max": "formBuilder.problem.scale.order",
  "scale.step": "formBuilder.problem.scale.step",
  "validations.min_above_max": "formBuilder.problem.minAboveMax",
  "validations.date": "formBuilder.problem.date",
  "validations.not_answerable": "formBuilder.problem.displayRequired",
  "customField.missing": "formBuilder.problem.customField.missing",
  "columns.missing": "formBuilder.problem.columns.missing",
  "columns.duplicate": "formBuilder.problem.columns.duplicate",
  "columnOptions.missing": "formBuilder.problem.columns.options",
};

export function problemsOf(intl: IntlShape, fieldErrors: unknown): Problem[] {
  if (!Array.isArray(fieldErrors)) return [];
  return fieldErrors.flatMap((entry): Problem[] => {
    if (typeof entry !== "object" || entry === null) return [];
    const { path, params } = entry as { path?: unknown; params?: { reason?: unknown } };
    if (typeof path !== "string") return [];
    const reason = typeof params?.reason === "string" ? params.reason : "invalid";
    const parts = path.split(".");
    if (parts[0] !== "questions") {
      const id = KNOWN[`${parts[0]}.${reason}`];
      return [
        {
          questionId: null,
          message: intl.formatMessage({ id: id ?? "formBuilder.problem.other" }, { reason }),
        },
      ];
    }
    const questionId = parts[1] ?? null;
    const part = parts[2] === "columns" && parts[4] === "options" ? "columnOptions" : (parts[2] ?? "label");
    const id = KNOWN[`${part}.${reason}`];
    return [
      { questionId, message: intl.formatMessage({ id: id ?? "formBuilder.problem.other" }, { reason }) },
    ];
  });
}

/** Problems by question id (a question may have several). */
export function problemsById(problems: readonly Problem[]): Record<string, string[]> {
  const byId: Record<string, string[]> = {};
  for (const problem of problems) {
    if (!problem.questionId) continue;
    const list = byId[problem.questionId] ?? [];
    list.push(problem.message);
    byId[problem.questionId] = list;
  }
  return byId;
}
