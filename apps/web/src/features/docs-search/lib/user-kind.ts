/**
 * spec-1 §6: the kinds of reader the documentation is written for. Free of imports: the
 * build-time index plugin loads this file in Node.
 */
export const USER_KINDS = [
  "incubator",
  "mentor",
  "founder",
  "applicant",
  "evaluator",
  "communityMember",
] as const;
export type UserKind = (typeof USER_KINDS)[number];

export function isUserKind(value: string): value is UserKind {
  return (USER_KINDS as readonly string[]).includes(value);
}
