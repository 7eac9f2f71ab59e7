import type { EventVisibility, IsIsNot } from "./events.tables.ts";

/**
 * Who may see a published event (spec-2 §3 visibility, §6; docs/events.md). Each of the four
 * dimensions is an include list (`is`: the viewer must match one of them, when it names any)
 * and an exclude list (`isNot`: the viewer must match none); all four must pass. A viewer
 * matches a dimension by:
 * - userRoles: their role type (Admin, Staff, Cofounder…);
 * - userTags: the tags on their own profile;
 * - startupTags: the tags of any startup they are a cofounder of;
 * - startupPrograms: the programmes of any startup they are a cofounder of, and the
 *   programmes they belong to themselves.
 * The database applies the same rule to lists (events.repository.ts `visibleTo`); this is the
 * rule for one event and many users (the publish notification's audience).
 */
export type AudienceFacts = {
  roleType: string;
  userTagIds: readonly string[];
  startupTagIds: readonly string[];
  programIds: readonly string[];
};

export const EMPTY_VISIBILITY: EventVisibility = {
  userRoles: { is: [], isNot: [] },
  userTags: { is: [], isNot: [] },
  startupTags: { is: [], isNot: [] },
  startupPrograms: { is: [], isNot: [] },
};

export const VISIBILITY_DIMENSIONS = ["userRoles", "userTags", "startupTags", "startupPrograms"] as const;
export type VisibilityDimension = (typeof VISIBILITY_DIMENSIONS)[number];

/** The viewer's values for one dimension. */
export function factsOf(facts: AudienceFacts, dimension: VisibilityDimension): readonly string[] {
  switch (dimension) {
    case "userRoles":
      return [facts.roleType];
    case "userTags":
      return facts.userTagIds;
    case "startupTags":
      return facts.startupTagIds;
    case "startupPrograms":
      return facts.programIds;
  }
}

function passes(rule: IsIsNot | undefined, values: readonly string[]): boolean {
  if (!rule) return true;
  if (rule.is.length > 0 && !rule.is.some((v) => values.includes(v))) return false;
  return !rule.isNot.some((v) => values.includes(v));
}

/** Whether a viewer with these facts is in the event's audience. */
export function inAudience(visibility: EventVisibility, facts: AudienceFacts): boolean {
  return VISIBILITY_DIMENSIONS.every((d) => passes(visibility[d], factsOf(facts, d)));
}

/** Whether the event is limited at all (an unlimited event is for every user of the organisation). */
export function isRestricted(visibility: EventVisibility): boolean {
  return VISIBILITY_DIMENSIONS.some((d) => visibility[d].is.length > 0 || visibility[d].isNot.length > 0);
}
