import type { IntlShape } from "react-intl";

type ApiError = { extensions?: Record<string, unknown>; message: string };

/** What the timeline says when the server refused a change: the field's message, a known refusal, else its message. */
export function failureText(intl: IntlShape, error: unknown): string {
  const errors =
    (error as { graphQLErrors?: ApiError[] })?.graphQLErrors ?? (error as { errors?: ApiError[] })?.errors;
  const first = errors?.[0];
  const fields = first?.extensions?.fields as Record<string, string | { message?: string }> | undefined;
  const field = fields ? Object.values(fields)[0] : undefined;
  if (field) return typeof field === "string" ? field : (field.message ?? "");
  if (first?.extensions?.name === "ForbiddenError")
    return intl.formatMessage({ id: "startupTimeline.error.forbidden" });
  return (
    first?.message ?? (error as Error)?.message ?? intl.formatMessage({ id: "startupTimeline.error.generic" })
  );
}
