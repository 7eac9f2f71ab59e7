import type { FieldErrorCode } from "@launchpad/domain";
import type { IntlShape } from "react-intl";
import type { MessageId } from "../i18n/message-id.ts";

/** How a form names its fields in a message ("Title is a required field"); "This field" otherwise. */
export type FieldLabels = (path: string) => string | null | undefined;

/**
 * The refused fields of an answer's `fieldErrors` (GraphQL extensions or a REST body) in
 * the user's language, by path; fields whose code has no words of its own are left out.
 */
export function sayFieldErrors(
  intl: IntlShape,
  fieldErrors: unknown,
  labelOf?: FieldLabels,
): Record<string, string> {
  const said: Record<string, string> = {};
  for (const entry of fieldErrorsOf(fieldErrors)) {
    const message = sayFieldError(intl, entry, labelOf);
    if (message) said[entry.path] = message;
  }
  return said;
}

type CodedField = { path: string; code: FieldErrorCode; params: Record<string, string | number> };

function fieldErrorsOf(value: unknown): CodedField[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): CodedField[] => {
    if (typeof entry !== "object" || entry === null) return [];
    const { path, code, params } = entry as Record<string, unknown>;
    if (typeof path !== "string" || !isCode(code)) return [];
    const clean: Record<string, string | number> = {};
    if (typeof params === "object" && params !== null)
      for (const [key, param] of Object.entries(params))
        if (typeof param === "string" || typeof param === "number") clean[key] = param;
    return [{ path, code, params: clean }];
  });
}

/** The message of each code (spec-1 §5's wording in English); INVALID has none of its own. */
const MESSAGE_OF: Record<FieldErrorCode, MessageId | null> = {
  REQUIRED: "validation.required",
  TOO_SHORT: "validation.tooShort",
  TOO_LONG: "validation.tooLong",
  TOO_SMALL: "validation.tooSmall",
  TOO_BIG: "validation.tooBig",
  TOO_FEW: "validation.tooFew",
  TOO_MANY: "validation.tooMany",
  INVALID_EMAIL: "validation.email",
  INVALID_URL: "validation.url",
  NOT_HTTPS: "validation.notHttps",
  MEETING_LINK_PROVIDER: "validation.meetingLinkProvider",
  INVALID_IMAGE: "validation.image",
  IMAGE_TOO_LARGE: "validation.imageTooLarge",
  INVALID_CHOICE: "validation.choice",
  INVALID_FORMAT: "validation.format",
  INVALID_COLOR: "validation.color",
  DATE_IN_PAST: "validation.dateInPast",
  PASSWORD_IS_EMAIL: "validation.passwordIsEmail",
  PASSWORD_TOO_COMMON: "validation.passwordTooCommon",
  BOOKING_SELF: "validation.bookingSelf",
  HOST_NOT_BOOKABLE: "validation.hostNotBookable",
  DURATION_NOT_OFFERED: "validation.durationNotOffered",
  OUTSIDE_FREE_TIME: "validation.outsideFreeTime",
  LABEL_TAKEN: "validation.labelTaken",
  UNKNOWN_FIELD: "validation.unknownField",
  HIDDEN_QUESTION: "validation.hiddenQuestion",
  UNKNOWN_QUESTION: "validation.unknownQuestion",
  INVALID_DATE: "validation.invalidDate",
  DATE_TOO_EARLY: "validation.dateTooEarly",
  DATE_TOO_LATE: "validation.dateTooLate",
  FILE_TYPE: "validation.fileType",
  FILE_TOO_LARGE: "validation.fileTooLarge",
  INVALID: null,
};

/**
 * A code this app knows: MESSAGE_OF names every one (the type says so), so that the public
 * pages do not load the domain's validation module (its English texts) for the list (issue 13).
 */
function isCode(code: unknown): code is FieldErrorCode {
  return typeof code === "string" && Object.hasOwn(MESSAGE_OF, code);
}

/**
 * One refused field in the user's language, or null when the code has no words of its own
 * (INVALID: the caller keeps the server's message). Forms checking before sending use it
 * too, so that both say the same.
 */
export function sayFieldError(
  intl: IntlShape,
  error: { path: string; code: FieldErrorCode; params?: Readonly<Record<string, string | number>> },
  labelOf?: FieldLabels,
): string | null {
  const id = MESSAGE_OF[error.code];
  if (!id) return null;
  const field =
    labelOf?.(error.path.replace(/^input\./, "")) || intl.formatMessage({ id: "validation.thisField" });
  return intl.formatMessage({ id }, { keys: field, ...error.params, field });
}

/**
 * Field messages sorted into the paths a form shows (an "input." prefix is dropped) and
 * the rest, which the page shows in an alert so that no refusal goes unexplained.
 */
export function splitFieldErrors(
  fields: Readonly<Record<string, string>>,
  formPaths: ReadonlySet<string>,
  rename: (path: string) => string = (path) => path,
): { own: Record<string, string>; other: string[] } {
  const own: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = rename(path.replace(/^input\./, ""));
    if (formPaths.has(field)) own[field] = message;
    else other.push(message);
  }
  return { own, other };
}

/** Every leaf path of a form's values ("customLogin.url", "label.0.value"), as Mantine names fields. */
export function leafPaths(values: unknown, prefix = ""): Set<string> {
  const paths = new Set<string>();
  const visit = (value: unknown, path: string) => {
    if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    } else if (path) paths.add(path);
  };
  visit(values, prefix);
  return paths;
}
