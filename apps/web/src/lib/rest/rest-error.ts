/** A REST answer that is not 2xx: `{statusCode, name, message, fields?, retryAfter?}` (docs/auth-api.md). */
export class RestError extends Error {
  readonly status: number;
  /** The error name the server gives (`InvalidCredentials`, `ValidationError`, …), if any. */
  readonly errorName: string | null;
  /** Per-field messages of a ValidationError. */
  readonly fields: Readonly<Record<string, string>>;
  /** The same fields as codes ([{ path, code, params }], docs/api.md), said by lib/forms/api-failure.ts. */
  readonly fieldErrors: unknown;
  /** Seconds to wait before trying again (429). */
  readonly retryAfter: number | null;

  constructor(status: number, body: unknown, fallbackMessage: string) {
    const value = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
    super(typeof value.message === "string" && value.message ? value.message : fallbackMessage);
    this.name = "RestError";
    this.status = status;
    this.errorName = typeof value.name === "string" ? value.name : null;
    this.fields = isStringRecord(value.fields) ? value.fields : {};
    this.fieldErrors = value.fieldErrors ?? [];
    this.retryAfter = typeof value.retryAfter === "number" ? value.retryAfter : null;
  }
}

/** A request that never got an answer (offline, DNS, the server down). */
export class RestNetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "RestNetworkError";
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    Boolean(value) &&
    typeof value === "object" &&
    Object.values(value as object).every((inner) => typeof inner === "string")
  );
}
