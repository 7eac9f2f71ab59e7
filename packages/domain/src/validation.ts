import { z } from "zod";

/**
 * Bad input as codes (issue 12 item 10): a refused field travels as `{ path, code, params }`
 * and each client says it in the user's language; the server's English text is a fallback
 * for callers that read no codes. Codes come from zod issues here, in one place, so every
 * schema (server resolvers, web forms) reports the same code for the same rule.
 *
 * A `.refine` names its code in `params.code` (`refine(fn, { params: { code: "NOT_HTTPS" } })`);
 * a refinement without one is INVALID.
 */
export const FIELD_ERROR_CODES = [
  "REQUIRED",
  "TOO_SHORT",
  "TOO_LONG",
  "TOO_SMALL",
  "TOO_BIG",
  "TOO_FEW",
  "TOO_MANY",
  "INVALID_EMAIL",
  "INVALID_URL",
  "NOT_HTTPS",
  "MEETING_LINK_PROVIDER",
  "INVALID_IMAGE",
  "IMAGE_TOO_LARGE",
  "INVALID_CHOICE",
  "INVALID_FORMAT",
  "INVALID_COLOR",
  "DATE_IN_PAST",
  "PASSWORD_IS_EMAIL",
  "PASSWORD_TOO_COMMON",
  "BOOKING_SELF",
  "HOST_NOT_BOOKABLE",
  "DURATION_NOT_OFFERED",
  "OUTSIDE_FREE_TIME",
  "LABEL_TAKEN",
  "UNKNOWN_FIELD",
  "HIDDEN_QUESTION",
  "UNKNOWN_QUESTION",
  "INVALID_DATE",
  "DATE_TOO_EARLY",
  "DATE_TOO_LATE",
  "FILE_TYPE",
  "FILE_TOO_LARGE",
  "INVALID",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type FieldErrorParams = Readonly<Record<string, string | number>>;
export type FieldError = { path: string; code: FieldErrorCode; params?: FieldErrorParams };

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === "string" && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}

type Issue = z.core.$ZodIssue;

/** The code and parameters of one zod issue. */
export function fieldErrorOf(issue: Issue): Omit<FieldError, "path"> {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? { code: "REQUIRED" } : { code: "INVALID" };
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? { code: "REQUIRED" } : { code: "TOO_SHORT", params: { min } };
      if (issue.origin === "array" || issue.origin === "set")
        return min <= 1 ? { code: "REQUIRED" } : { code: "TOO_FEW", params: { min } };
      return { code: "TOO_SMALL", params: { min } };
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return { code: "TOO_LONG", params: { max } };
      if (issue.origin === "array" || issue.origin === "set") return { code: "TOO_MANY", params: { max } };
      return { code: "TOO_BIG", params: { max } };
    }
    case "invalid_format":
      if (issue.format === "email") return { code: "INVALID_EMAIL" };
      if (issue.format === "url") return { code: "INVALID_URL" };
      return { code: "INVALID_FORMAT" };
    case "invalid_value":
    case "invalid_union":
      return { code: "INVALID_CHOICE" };
    case "unrecognized_keys":
      return { code: "UNKNOWN_FIELD", params: { keys: issue.keys.join(", ") } };
    case "custom": {
      const { code, ...params } = issue.params ?? {};
      if (!isFieldErrorCode(code)) return { code: "INVALID" };
      const clean: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(params))
        if (typeof value === "string" || typeof value === "number") clean[key] = value;
      return Object.keys(clean).length > 0 ? { code, params: clean } : { code };
    }
    default:
      return { code: "INVALID" };
  }
}

/**
 * spec-1 §5's default field messages, in English: what the server says in `fields` for a
 * rule whose schema names no message of its own (the web app translates the code instead).
 */
export function englishFieldMessage(
  field: string,
  code: FieldErrorCode,
  params: FieldErrorParams = {},
): string {
  switch (code) {
    case "REQUIRED":
      return `${field} is a required field`;
    case "TOO_SHORT":
      return `${field} must be greater than or equal to ${params.min} characters`;
    case "TOO_LONG":
      return `${field} must be less than or equal to ${params.max} characters`;
    case "TOO_SMALL":
      return `${field} must be greater than or equal to ${params.min}`;
    case "TOO_BIG":
      return `${field} must be less than or equal to ${params.max}`;
    case "TOO_FEW":
      return `${field} must have at least ${params.min} items`;
    case "TOO_MANY":
      return `${field} must have at most ${params.max} items`;
    case "INVALID_EMAIL":
      return `${field} is not a valid email`;
    case "INVALID_URL":
      return `${field} is not a valid url`;
    case "NOT_HTTPS":
      return `${field} must be a secure address starting with https://`;
    case "MEETING_LINK_PROVIDER":
      return `${field} must be a Zoom or Microsoft Teams link`;
    case "INVALID_IMAGE":
      return `${field} must be an https:// address or a PNG, JPEG or WebP image`;
    case "IMAGE_TOO_LARGE":
      return `${field} is larger than ${params.maxKb} kB`;
    case "INVALID_CHOICE":
      return `${field} is not one of the choices`;
    case "INVALID_FORMAT":
      return `${field} is not in the expected format`;
    case "INVALID_COLOR":
      return `${field} is not a valid colour (#rgb or #rrggbb)`;
    case "DATE_IN_PAST":
      return `${field} is in the past`;
    case "PASSWORD_IS_EMAIL":
      return "Password must not be your e-mail address";
    case "PASSWORD_TOO_COMMON":
      return "This password is too common";
    case "BOOKING_SELF":
      return "You cannot book a session with yourself";
    case "HOST_NOT_BOOKABLE":
      return `${params.host} does not take bookings`;
    case "DURATION_NOT_OFFERED":
      return `${params.host} does not offer ${params.minutes}-minute meetings`;
    case "OUTSIDE_FREE_TIME":
      return "This time is outside the host's free time";
    case "LABEL_TAKEN":
      return "Another role has this label";
    case "UNKNOWN_FIELD":
      return `${params.keys ?? field} cannot be changed here`;
    case "HIDDEN_QUESTION":
      return `${field} is not asked, so it cannot be answered`;
    case "UNKNOWN_QUESTION":
      return `${field} is not a question of this form`;
    case "INVALID_DATE":
      return `${field} is not a valid date`;
    case "DATE_TOO_EARLY":
      return `${field} must be on or after ${params.min}`;
    case "DATE_TOO_LATE":
      return `${field} must be on or before ${params.max}`;
    case "FILE_TYPE":
      return `${field} must be one of these file types: ${params.types}`;
    case "FILE_TOO_LARGE":
      return `${field} is larger than ${params.maxMb} MB`;
    default:
      return "Invalid field";
  }
}

/** The last named segment of a path: "customLogin.text" → "text", "label.0.value" → "value". */
export function fieldNameOf(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === "string") return segment;
  }
  return "input";
}

/**
 * zod's global error map: a schema without its own message says spec-1 §5's wording
 * ("title must be less than or equal to 200 characters", not "Too big: expected string to
 * have <=200 characters"). Installed once by each side (`installFieldMessages()`).
 */
export function installFieldMessages(): void {
  z.config({
    customError: (issue) => {
      const { code, params } = fieldErrorOf(issue as Issue);
      return englishFieldMessage(fieldNameOf(issue.path ?? []), code, params);
    },
  });
}
