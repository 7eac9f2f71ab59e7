import type { TypePolicies } from "@apollo/client";

/**
 * Value objects without an id (an organisation's palette, SEO settings, support address)
 * belong to their parent: fields selected by different queries are merged into one object
 * instead of the last query replacing what the others fetched.
 */
const VALUE_OBJECTS = [
  "BrandPalette",
  "SidebarPalette",
  "LoginPalette",
  "IncubatorSeo",
  "EmailAddress",
  "CustomLoginTextAndLink",
  "TermsAndServices",
  "StartupNameAlternative",
  "UserAccess",
  "PlanInfo",
  "StartupAccess",
] as const;

/** Lists that an answer replaces whole (a role's permissions after a change). */
const REPLACED_LISTS: TypePolicies = {
  Role: { fields: { permissions: { merge: false } } },
};

/** Objects identified by another field than `id`: an answer updates every query holding them. */
const KEYED_BY: TypePolicies = {
  // A host's availability is their user's: a save updates the page's query (feed status).
  HostAvailability: { keyFields: ["userId"] },
};

export const typePolicies: TypePolicies = {
  ...Object.fromEntries(VALUE_OBJECTS.map((typename) => [typename, { merge: true }])),
  ...REPLACED_LISTS,
  ...KEYED_BY,
};
