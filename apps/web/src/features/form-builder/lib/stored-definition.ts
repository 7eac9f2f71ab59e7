import type { Locale } from "@launchpad/domain";
import { type FormDefinition, formDefinitionSchema } from "@launchpad/domain/forms";
import { blankDefinition } from "./question-defaults.ts";

/** A stored definition (the JSON scalar) as the builder's state; a shape it cannot read starts blank. */
export function definitionFrom(value: unknown, locale: Locale): FormDefinition {
  const parsed = formDefinitionSchema.safeParse(value);
  return parsed.success ? (parsed.data as FormDefinition) : blankDefinition(locale);
}
