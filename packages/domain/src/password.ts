/**
 * Password rules (issue 3; spec-1 §5 leaves them to us): at least 8 characters, not the
 * account's e-mail address (nor its local part), and not among the most common passwords.
 * The list check needs the server's dictionary, so it is passed in.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  isEmail: "Password must not be your e-mail address",
  tooCommon: "This password is too common",
} as const;

export function passwordProblem(
  password: string,
  email: string,
  isCommon: (password: string) => boolean = () => false,
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (lower === address || (address.includes("@") && lower === address.split("@")[0])) {
    return PASSWORD_MESSAGES.isEmail;
  }
  if (isCommon(lower)) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

/** The field error code of a password problem (docs/api.md), for clients to say it in their language. */
export function passwordProblemCode(
  problem: string,
):
  | { code: "TOO_SHORT"; params: { min: number } }
  | { code: "PASSWORD_IS_EMAIL" | "PASSWORD_TOO_COMMON" | "INVALID" } {
  if (problem === PASSWORD_MESSAGES.tooShort)
    return { code: "TOO_SHORT", params: { min: PASSWORD_MIN_LENGTH } };
  if (problem === PASSWORD_MESSAGES.isEmail) return { code: "PASSWORD_IS_EMAIL" };
  if (problem === PASSWORD_MESSAGES.tooCommon) return { code: "PASSWORD_TOO_COMMON" };
  return { code: "INVALID" };
}
