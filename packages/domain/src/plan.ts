/**
 * Plan features and limits (spec-2 §3 "Plan limits", §6 "Plan features"). A limit's `max`
 * of 0 means unlimited (spec-1 §5). Which plan an organisation has is stored per
 * incubator; this is the shape and the default (a generous "growth" plan).
 */
export const PLAN_FEATURES = [
  "hourAllocation",
  "startupDocuments",
  "dataAssets",
  "videoConferencing",
  "googleCalendarUnlink",
  "bulkApplicationExport",
  "customRoles",
  "customFieldEditing",
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PLAN_LIMITS = [
  "employee",
  "network",
  "evaluator",
  "startup",
  "funnel",
  "program",
  "email",
  "evaluationForms",
  "applicationForms",
] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];

export type Plan = {
  name: string;
  features: PlanFeature[];
  limits: Record<PlanLimit, number>;
  /** Largest upload, in bytes. */
  maxFileSize: number;
};

export const DEFAULT_PLAN: Plan = {
  name: "Growth",
  features: ["hourAllocation", "startupDocuments", "dataAssets", "videoConferencing", "customFieldEditing"],
  limits: {
    employee: 25,
    network: 100,
    evaluator: 50,
    startup: 0,
    funnel: 10,
    program: 10,
    email: 10_000,
    evaluationForms: 20,
    applicationForms: 20,
  },
  maxFileSize: 25 * 1024 * 1024,
};

export const PLAN_FEATURE_UNAVAILABLE_MESSAGE = "This feature is not available in your selected plan";

/**
 * Whether `adding` more fit a limit (decision 054). spec-1 §5 reads "allowed when max is 0 or
 * max is at least current (as coded)", which lets the count pass the limit by one; we enforce
 * what the customer pays for: 0 is unlimited, otherwise the count stays at or under max.
 */
export function withinLimit(max: number, current: number, adding = 1): boolean {
  return max === 0 || current + adding <= max;
}
