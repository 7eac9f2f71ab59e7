import {
  type Answers,
  answersSchema,
  type FormDefinition,
  formDefinitionSchema,
} from "@launchpad/domain/forms";

/** A definition as the server sends it (JSON), checked before the renderer trusts its shape. */
export function parseDefinition(value: unknown): FormDefinition | null {
  const parsed = formDefinitionSchema.safeParse(value);
  return parsed.success ? (parsed.data as FormDefinition) : null;
}

/** Stored answers (JSON); anything else reads as none. */
export function parseAnswers(value: unknown): Answers {
  const parsed = answersSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}
