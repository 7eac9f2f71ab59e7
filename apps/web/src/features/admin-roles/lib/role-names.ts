import { ROLE_TYPES, type RoleType } from "@launchpad/domain";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

/**
 * Translated names of what the server sends as codes: role types (spec-2 §6, from the
 * shared role-names feature), user categories and permission areas. A role's own label is the organisation's data and is
 * shown as it is; an unknown code falls back to the code itself.
 */
const CATEGORY_NAMES: Record<string, MessageId> = {
  employee: "roles.category.employee",
  network: "roles.category.network",
  evaluator: "roles.category.evaluator",
  other: "roles.category.other",
};

const AREA_NAMES: Record<string, MessageId> = {
  Applications: "roles.area.applications",
  Funnels: "roles.area.funnels",
  "Content and programs": "roles.area.content",
  "Availability and coaching": "roles.area.coaching",
  Chat: "roles.area.chat",
  "E-mail": "roles.area.email",
  Events: "roles.area.events",
  Feedback: "roles.area.feedback",
  Forms: "roles.area.forms",
  Industries: "roles.area.industries",
  Milestones: "roles.area.milestones",
  "Metrics and saved views": "roles.area.metrics",
  Startups: "roles.area.startups",
  Tags: "roles.area.tags",
  Timeline: "roles.area.timeline",
  Users: "roles.area.users",
  Tasks: "roles.area.tasks",
};

export { roleTypeName } from "../../role-names/index.ts";
export const categoryName = (category: string): MessageId | null => CATEGORY_NAMES[category] ?? null;
export const areaName = (area: string): MessageId | null => AREA_NAMES[area] ?? null;

/** The role types a role may be set to see (SELECTED user visibility): every type but System. */
export const VISIBLE_ROLE_TYPES: readonly RoleType[] = ROLE_TYPES.filter((type) => type !== "System");
