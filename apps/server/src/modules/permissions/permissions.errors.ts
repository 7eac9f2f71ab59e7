import { ValidationError } from "../../graphql/errors.ts";

/** A permission key that is not in the catalogue (packages/domain), on the named input field. */
export class UnknownPermissionError extends ValidationError {
  constructor(field: string, keys: readonly string[]) {
    const message = `Unknown permission: ${keys.join(", ")}`;
    super({ [field]: message }, message);
  }
}
