import type { MessageId } from "../../../lib/i18n/message-id.ts";

/**
 * Visibility settings of a role (spec-2 §6, docs/admin-api.md): whom its users see among
 * the organisation's users, and which startups. SELECTED means the chosen role types for
 * users, and the startups of the user's programs for startups.
 */
export const VISIBILITY_SETTINGS = ["ALL", "ASSIGNED", "NONE", "SELECTED"] as const;
export type VisibilitySetting = (typeof VISIBILITY_SETTINGS)[number];

export const isVisibilitySetting = (value: string): value is VisibilitySetting =>
  (VISIBILITY_SETTINGS as readonly string[]).includes(value);

export const VISIBILITY_LABELS: Record<VisibilitySetting, MessageId> = {
  ALL: "roles.visibility.all",
  ASSIGNED: "roles.visibility.assigned",
  NONE: "roles.visibility.none",
  SELECTED: "roles.visibility.selected",
};

export const USER_VISIBILITY_HELP: Record<VisibilitySetting, MessageId> = {
  ALL: "roles.visibility.user.all.help",
  ASSIGNED: "roles.visibility.user.assigned.help",
  NONE: "roles.visibility.user.none.help",
  SELECTED: "roles.visibility.user.selected.help",
};

export const STARTUP_VISIBILITY_HELP: Record<VisibilitySetting, MessageId> = {
  ALL: "roles.visibility.startup.all.help",
  ASSIGNED: "roles.visibility.startup.assigned.help",
  NONE: "roles.visibility.startup.none.help",
  SELECTED: "roles.visibility.startup.selected.help",
};
