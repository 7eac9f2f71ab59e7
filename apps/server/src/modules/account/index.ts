/** The account module's door: invitations, password reset and e-mail validation (its routes are registered by module.ts). */
export { InvalidTokenError } from "./account.errors.ts";
export { CurrentUserRef, RoleSummaryRef, StartupSummaryRef } from "./current-user.refs.ts";
export {
  type CurrentUser,
  currentUser,
  currentUserById,
  restSignedIn,
  restUser,
} from "./current-user.service.ts";
export { sendValidationEmail } from "./email-validation.service.ts";
export { acceptInvitation, describeInvitation, inviteUser } from "./invitations.service.ts";
export { requestPasswordReset, resetPassword } from "./password-reset.service.ts";
export { type SignInContext, signedIn } from "./signed-in.service.ts";
