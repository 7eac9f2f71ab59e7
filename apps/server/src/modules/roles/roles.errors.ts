import { ConflictError, ValidationError } from "../../graphql/errors.ts";

/** The System role is for automation: never edited, never a template, never given to a person. */
export const SYSTEM_ROLE_MESSAGE = "The System role cannot be edited";
export const SYSTEM_ROLE_NOT_GIVEN_MESSAGE = "The System role cannot be given to a person";
/** So that an organisation cannot lock itself out of its own settings. */
export const ADMIN_KEEPS_MESSAGE = "The Admin role always keeps USER_ROLES:EDIT";

export class SystemRoleError extends ValidationError {
  constructor(field: string) {
    super({ [field]: SYSTEM_ROLE_MESSAGE }, SYSTEM_ROLE_MESSAGE);
  }
}

export class AdminKeepsRolesEditError extends ValidationError {
  constructor() {
    super({ roleId: ADMIN_KEEPS_MESSAGE }, ADMIN_KEEPS_MESSAGE);
  }
}

/** A custom role still held by someone cannot be deleted. */
export class RoleInUseError extends ConflictError {
  constructor(holders: number) {
    super(`${holders} user${holders === 1 ? "" : "s"} still hold this role; give them another role first`);
  }
}
