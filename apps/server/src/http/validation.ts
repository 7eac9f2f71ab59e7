import { type FieldError, fieldErrorOf, installFieldMessages } from "@launchpad/domain";
import type { z } from "zod";
import { type CodedFieldMessage, ValidationError } from "../graphql/errors.ts";

installFieldMessages();

/**
 * Parses input with its zod schema — the one place bad input fails — and turns the
 * issues into per-field messages ({ "email": "email is a required field" }) and codes
 * ({ path: "email", code: "REQUIRED" }, packages/domain validation.ts).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw validationErrorOf(result.error.issues);
}

export function validationErrorOf(issues: readonly z.core.$ZodIssue[]): ValidationError {
  const fields: Record<string, CodedFieldMessage> = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "input";
    const message =
      issue.code === "unrecognized_keys" ? `${issue.keys.join(", ")} cannot be changed here` : issue.message;
    const coded: Omit<FieldError, "path"> = fieldErrorOf(issue);
    fields[key] ??= { message, ...coded };
  }
  return new ValidationError(fields, Object.values(fields)[0]?.message);
}
