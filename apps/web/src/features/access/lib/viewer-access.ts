/**
 * The signed-in user's access as the guards and the menu read it (spec-2 §2, §6):
 * - a feature flag counts as on when the organisation may use it (enabled) AND has
 *   switched it on (activated) — docs/feature-flags-and-plan.md;
 * - a plan feature counts when the plan includes it (enabled);
 * - permission keys count whatever their criteria (ALL or ASSIGNED): the server narrows
 *   the records, the web app only decides whether a page or entry shows.
 */
export type ViewerAccess = {
  permissions: readonly string[];
  featureFlags: readonly string[];
  planFeatures: readonly string[];
};

export type ServedFeatureFlag = { name: string; enabled: boolean; activated: boolean };
export type ServedPlanFeature = { name: string; enabled: boolean };

export type ServedAccess = {
  currentUserPermissions: readonly string[];
  featureFlags: readonly ServedFeatureFlag[];
  planInfo: { features: readonly ServedPlanFeature[] };
};

export function viewerAccessOf(served: ServedAccess): ViewerAccess {
  return {
    permissions: served.currentUserPermissions,
    featureFlags: served.featureFlags
      .filter((flag) => flag.enabled && flag.activated)
      .map((flag) => flag.name),
    planFeatures: served.planInfo.features
      .filter((feature) => feature.enabled)
      .map((feature) => feature.name),
  };
}
