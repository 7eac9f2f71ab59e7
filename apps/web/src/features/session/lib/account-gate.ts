/**
 * spec-1 §2, account gate: a user who lacks the applicant role, is not on
 * /account/confirmation, and is not validated or has status pending must confirm their
 * e-mail address before using the app.
 */
export const ACCOUNT_CONFIRMATION_PATH = "/account/confirmation";

export type GateUser = { status: string; validated: boolean; role: { type: string } };

export function mustConfirmEmail(user: GateUser, pathname: string): boolean {
  if (user.role.type === "Applicant" || pathname === ACCOUNT_CONFIRMATION_PATH) return false;
  return !user.validated || user.status === "pending";
}

/** spec-1 §9: how long 'email sent, please check your email' stays. */
export const CONFIRMATION_SENT_MS = 5000;
