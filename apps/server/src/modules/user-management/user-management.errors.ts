import { ConflictError, ValidationError } from "../../graphql/errors.ts";

export const LAST_ADMIN_MESSAGE = "The organisation must keep at least one active admin";
export const WRONG_PASSWORD_MESSAGE = "Wrong password";

/** A change that would leave the organisation without an active admin. */
export class LastAdminError extends ConflictError {
  constructor() {
    super(LAST_ADMIN_MESSAGE);
  }
}

/** Deleting one's own account needs one's password. */
export class WrongPasswordError extends ValidationError {
  constructor() {
    super({ password: WRONG_PASSWORD_MESSAGE }, WRONG_PASSWORD_MESSAGE);
  }
}
