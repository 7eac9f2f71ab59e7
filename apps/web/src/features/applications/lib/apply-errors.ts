/** The server's refusals of applying and saving (applying.errors.ts), by their reason code. */
export const APPLY_REASONS = [
  "FUNNEL_CLOSED",
  "ALREADY_APPLIED",
  "REAPPLY_NOT_ALLOWED",
  "ACCOUNT_EXISTS",
  "NOT_A_DRAFT",
  "NOT_CURRENT_ROUND",
  "EMAIL_NOT_VALIDATED",
  "TOO_MANY_ATTEMPTS",
] as const;
export type ApplyReason = (typeof APPLY_REASONS)[number];

export type Refusal = {
  reason: ApplyReason | null;
  errorName: string | null;
  message: string;
  /** Per-field codes (ValidationError), as the server sends them. */
  fieldErrors: unknown;
  /** Per-field English messages (ValidationError). */
  fields: Record<string, string>;
  applicationId: string | null;
  allowedFrom: string | null;
};

type ErrorLike = { message?: string; extensions?: Record<string, unknown> | null };

/** The first GraphQL error of a refusal, read as this feature needs it. */
export function refusalOf(
  errors: readonly ErrorLike[] | undefined,
  fallback = "Something went wrong",
): Refusal {
  const first = errors?.[0];
  const ext = first?.extensions ?? {};
  const reason =
    typeof ext.reason === "string" && (APPLY_REASONS as readonly string[]).includes(ext.reason)
      ? (ext.reason as ApplyReason)
      : null;
  return {
    reason,
    errorName: typeof ext.name === "string" ? ext.name : null,
    message: first?.message ?? fallback,
    fieldErrors: ext.fieldErrors ?? [],
    fields: (typeof ext.fields === "object" && ext.fields ? ext.fields : {}) as Record<string, string>,
    applicationId: typeof ext.applicationId === "string" ? ext.applicationId : null,
    allowedFrom: typeof ext.allowedFrom === "string" ? ext.allowedFrom : null,
  };
}
