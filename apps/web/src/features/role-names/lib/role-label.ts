import { LONE_FOUNDER_LABEL, ROLE_LABELS, ROLE_TYPES, type RoleType } from "@launchpad/domain";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

/** The translated name of each role type (spec-2 §6). */
const ROLE_TYPE_NAMES: Record<RoleType, MessageId> = {
  Admin: "roles.type.admin",
  AdminCoach: "roles.type.adminCoach",
  Applicant: "roles.type.applicant",
  Coach: "roles.type.coach",
  Cofounder: "roles.type.cofounder",
  CommunityMember: "roles.type.communityMember",
  Evaluator: "roles.type.evaluator",
  Expert: "roles.type.expert",
  Mentor: "roles.type.mentor",
  Staff: "roles.type.staff",
  SubAdmin: "roles.type.subAdmin",
  System: "roles.type.system",
};

const isRoleType = (type: string): type is RoleType => (ROLE_TYPES as readonly string[]).includes(type);

/** A role type's translated name; null for a code the app does not know. */
export const roleTypeName = (type: string): MessageId | null =>
  isRoleType(type) ? ROLE_TYPE_NAMES[type] : null;

/**
 * A role as a screen has it: its type, the label the server sends (the role's stored label,
 * or "Founder" for a cofounder alone in their startup) and, where the screen has it,
 * whether the organisation made the role.
 */
export type RoleLike = { type: string; label: string; isCustom?: boolean };

/**
 * How a role's label is shown, the same on every screen: a built-in role that still bears
 * its built-in name speaks the user's language (its type's name; "Founder" for a lone
 * cofounder); a custom role, or a built-in one the organisation renamed, shows its own
 * label as written. Labels are unique in an organisation, so a custom role never bears a
 * built-in name. Null: show `role.label`.
 */
export function roleLabelId(role: RoleLike): MessageId | null {
  if (role.isCustom || !isRoleType(role.type)) return null;
  if (role.label === ROLE_LABELS[role.type]) return ROLE_TYPE_NAMES[role.type];
  if (role.type === "Cofounder" && role.label === LONE_FOUNDER_LABEL) return "roles.type.founder";
  return null;
}
