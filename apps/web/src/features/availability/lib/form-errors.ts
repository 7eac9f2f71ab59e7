/** The form's errors without those of a path and everything under it (an edited day drops its old messages). */
export function withoutErrorsUnder<Errors extends Record<string, unknown>>(errors: Errors, path: string) {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)),
  ) as Errors;
}

/** The server's message about a range, or about its start or end. */
export function rangeError(errors: Record<string, unknown>, path: string): string | undefined {
  const message = errors[path] ?? errors[`${path}.startMinute`] ?? errors[`${path}.endMinute`];
  return typeof message === "string" ? message : undefined;
}
