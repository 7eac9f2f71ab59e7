import type { z } from "zod";
import { ValidationError } from "../graphql/errors.ts";

/**
 * Parses input with its zod schema — the one place bad input fails — and turns the
 * issues into per-field messages ({ "email": "email is a required field" }).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "input";
    const message =
      issue.code === "unrecognized_keys" ? `${issue.keys.join(", ")} cannot be changed here` : issue.message;
    fields[key] ??= message;
  }
  throw new ValidationError(fields, Object.values(fields)[0]);
}
