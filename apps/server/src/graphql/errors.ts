import {
  englishFieldMessage,
  type FieldError,
  type FieldErrorCode,
  type FieldErrorParams,
} from "@launchpad/domain";
import { GraphQLError } from "graphql";

/**
 * The error names of ARCHITECTURE.md §3. Every error a caller may see carries
 * `extensions.code` (machine) and `extensions.name` (the name the client switches on).
 */
export type ErrorName =
  | "AuthenticationRequiredError"
  | "ForbiddenError"
  | "ValidationError"
  | "NotFoundError"
  | "LimitReachedError"
  | "ConflictError"
  | "InvalidIncubator"
  | "InvalidCredentials"
  | "InvalidToken"
  | "ExternalSignInFailed";

const CODES: Record<ErrorName, string> = {
  AuthenticationRequiredError: "UNAUTHENTICATED",
  ForbiddenError: "FORBIDDEN",
  ValidationError: "BAD_USER_INPUT",
  NotFoundError: "NOT_FOUND",
  LimitReachedError: "LIMIT_REACHED",
  ConflictError: "CONFLICT",
  InvalidIncubator: "INVALID_INCUBATOR",
  InvalidCredentials: "INVALID_CREDENTIALS",
  InvalidToken: "INVALID_TOKEN",
  ExternalSignInFailed: "EXTERNAL_SIGN_IN_FAILED",
};

/** The HTTP status a REST call answers with for each error. */
export const HTTP_STATUS: Record<ErrorName, number> = {
  AuthenticationRequiredError: 401,
  ForbiddenError: 403,
  ValidationError: 400,
  NotFoundError: 404,
  LimitReachedError: 429,
  ConflictError: 409,
  InvalidIncubator: 403,
  InvalidCredentials: 401,
  InvalidToken: 400,
  ExternalSignInFailed: 401,
};

export class AppError extends GraphQLError {
  readonly errorName: ErrorName;
  constructor(name: ErrorName, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code: CODES[name], name, ...extra } });
    this.name = name;
    this.errorName = name;
  }
}

export class AuthenticationRequiredError extends AppError {
  constructor(message = "You must be signed in") {
    super("AuthenticationRequiredError", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You are not allowed to do this") {
    super("ForbiddenError", message);
  }
}

export class NotFoundError extends AppError {
  constructor(what = "Resource") {
    super("NotFoundError", `${what} not found`);
  }
}

/** A refused field's English message with the code a client translates (docs/api.md). */
export type CodedFieldMessage = { message: string; code: FieldErrorCode; params?: FieldErrorParams };

/** A refusal by its code, with packages/domain's English message for it. */
export function coded(code: FieldErrorCode, params?: FieldErrorParams): CodedFieldMessage {
  const message = englishFieldMessage("", code, params);
  return params ? { message, code, params } : { message, code };
}

/**
 * Per-field messages, keyed by the input path (`input.email`), in `extensions.fields`, and
 * the same fields as codes in `extensions.fieldErrors` ([{ path, code, params }]) which the
 * web app says in the user's language. A plain message has the code INVALID.
 */
export class ValidationError extends AppError {
  constructor(fields: Record<string, string | CodedFieldMessage>, message?: string) {
    const messages: Record<string, string> = {};
    const fieldErrors: FieldError[] = [];
    for (const [path, entry] of Object.entries(fields)) {
      if (typeof entry === "string") {
        messages[path] = entry;
        fieldErrors.push({ path, code: "INVALID" });
      } else {
        messages[path] = entry.message;
        fieldErrors.push(
          entry.params ? { path, code: entry.code, params: entry.params } : { path, code: entry.code },
        );
      }
    }
    super("ValidationError", message ?? "Some fields are invalid", {
      fields: messages,
      fieldErrors,
    });
  }
}

export class ConflictError extends AppError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super("ConflictError", message, extra);
  }
}

export class LimitReachedError extends AppError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super("LimitReachedError", message, extra);
  }
}

export const INVALID_INCUBATOR_MESSAGE = "This organisation does not exist";

export class InvalidIncubatorError extends AppError {
  constructor() {
    super("InvalidIncubator", INVALID_INCUBATOR_MESSAGE, { http: { status: 403 } });
  }
}

/** One message for every wrong credential, so that accounts cannot be enumerated (every way in). */
export class InvalidCredentialsError extends AppError {
  constructor() {
    super("InvalidCredentials", "Wrong e-mail or password.");
  }
}
