/** The user-management module's door: the admins' view and changes of the organisation's users. */
export { LAST_ADMIN_MESSAGE, LastAdminError, WrongPasswordError } from "./user-management.errors.ts";
export { type ManagedUser, managedUser } from "./user-management.service.ts";
