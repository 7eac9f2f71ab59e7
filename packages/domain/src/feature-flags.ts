/**
 * Feature flags (spec-2 §6): the sixteen the spec names, and one per module of the product,
 * 37 in all. Every incubator has every flag; a flag is `enabled` when the organisation may
 * use the feature and `activated` when it has switched it on (spec-2 §4: "two readings").
 * Integrations with outside services and the chat features start off.
 */
export type FeatureFlagState = { enabled: boolean; activated: boolean };

const ON: FeatureFlagState = { enabled: true, activated: true };
const OFF: FeatureFlagState = { enabled: false, activated: false };

export const FEATURE_FLAG_DEFAULTS = {
  // Named in spec-2 §6.
  activityFeed: ON,
  course: ON,
  milestones: ON,
  hoursAllocation: OFF,
  liveChat: OFF,
  groupChat: OFF,
  newsFeed: OFF,
  zapierIntegration: OFF,
  zoomIntegration: OFF,
  teamsIntegration: OFF,
  microsoftIntegration: OFF,
  anonymityApplications: OFF,
  feedbackForms: ON,
  applicationsDashboard: ON,
  customFieldsEdit: ON,
  dataCollection: ON,
  // One per module of the product.
  applications: ON,
  funnels: ON,
  events: ON,
  calendar: ON,
  availability: ON,
  booking: ON,
  coachingSessions: ON,
  tasks: ON,
  notifications: ON,
  metrics: ON,
  timeline: ON,
  startupFile: ON,
  community: ON,
  resources: ON,
  articles: ON,
  guidedTours: ON,
  documentationSearch: ON,
  exports: ON,
  batchOperations: ON,
  mentorMatching: OFF,
  videoQuestions: OFF,
} as const satisfies Record<string, FeatureFlagState>;

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);
}

/** Every flag, the organisation's own setting over the default; unknown stored names are dropped. */
export function resolveFeatureFlags(
  stored: Record<string, Partial<FeatureFlagState>> | null | undefined,
): { name: FeatureFlagName; enabled: boolean; activated: boolean }[] {
  return FEATURE_FLAG_NAMES.map((name) => ({
    name,
    ...FEATURE_FLAG_DEFAULTS[name],
    ...(stored?.[name] ?? {}),
  }));
}
