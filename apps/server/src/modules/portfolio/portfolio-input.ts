import { ValidationError } from "../../graphql/errors.ts";

/** A refusal of one input field with its message (the web app shows it beside the field). */
export function fieldError(path: string, message: string): ValidationError {
  return new ValidationError({ [path]: message }, message);
}
