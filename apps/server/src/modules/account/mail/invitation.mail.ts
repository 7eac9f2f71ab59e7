import { ROLE_LABELS, ROLE_TYPES, type RoleType } from "@launchpad/domain";
import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/** An invitation to join the organisation with a role (the link is valid 7 days). */
export const invitationMail = defineMailTemplate({
  kind: "invitation",
  values: ["organisation", "role"],
  body: ["greeting", "intro"],
  terms: ROLE_TYPES,
  messages,
});

const isRoleType = (type: string): type is RoleType => (ROLE_TYPES as readonly string[]).includes(type);

/**
 * The role as the invitation names it, the same rule as the screens (web role-names): a
 * built-in role that still bears its built-in name is said in the mail's language; a custom
 * role, or one the organisation renamed, keeps its own label.
 */
export function invitationRoleName(
  language: string | null | undefined,
  role: { type: string; label: string; isCustom: boolean },
): string {
  if (role.isCustom || !isRoleType(role.type)) return role.label;
  return role.label === ROLE_LABELS[role.type] ? invitationMail.term(language, role.type) : role.label;
}
