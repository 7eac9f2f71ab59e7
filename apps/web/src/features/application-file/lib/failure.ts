import type { IntlShape } from "react-intl";

/** What the file says when the server refused a change: a known reason in the user's language, else its message. */
export function failureText(intl: IntlShape, error: unknown): string {
  const graphQLErrors = (
    error as { graphQLErrors?: { extensions?: Record<string, unknown>; message: string }[] }
  )?.graphQLErrors;
  const errors =
    graphQLErrors ??
    (error as { errors?: { extensions?: Record<string, unknown>; message: string }[] })?.errors;
  const first = errors?.[0];
  const reason = first?.extensions?.reason;
  if (reason === "ILLEGAL_TRANSITION") return intl.formatMessage({ id: "applicationFile.error.illegal" });
  if (reason === "ALREADY_APPLIED") return intl.formatMessage({ id: "applicationFile.error.alreadyApplied" });
  if (first?.extensions?.name === "ForbiddenError")
    return intl.formatMessage({ id: "applicationFile.error.forbidden" });
  const fields = first?.extensions?.fields as Record<string, string> | undefined;
  if (fields && Object.values(fields)[0]) return Object.values(fields)[0] as string;
  return (
    first?.message ?? (error as Error)?.message ?? intl.formatMessage({ id: "applicationFile.error.generic" })
  );
}
