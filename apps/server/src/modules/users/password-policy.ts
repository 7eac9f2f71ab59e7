import { passwordProblem } from "@launchpad/domain";
import { dictionary } from "@zxcvbn-ts/language-common";

/** The ~49,000 most common passwords, from zxcvbn-ts' shipped dictionary. */
const COMMON = new Set<string>((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** The message for a password that breaks a rule, or null when it is acceptable. */
export function checkPassword(password: string, email: string): string | null {
  return passwordProblem(password, email, isCommonPassword);
}
