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
