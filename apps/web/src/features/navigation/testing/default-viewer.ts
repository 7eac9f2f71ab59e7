import { DEFAULT_PLAN, defaultPermissions, FEATURE_FLAG_DEFAULTS, ROLE_TYPES } from "@launchpad/domain";
import type { AccessViewer } from "../lib/access-rules.ts";
import type { MenuViewer } from "../lib/side-menu.ts";

/**
 * For tests: a viewer as a fresh organisation serves them — their role's permissions of the
 * default matrix, the feature flags that start on, the default plan's features, and
 * visibility ALL — with `overrides` laid over it.
 */
export function defaultViewer(roleType: string | null, overrides: Partial<AccessViewer> = {}): AccessViewer {
  const role = ROLE_TYPES.find((type) => type === roleType);
  return {
    roleType,
    permissions: role ? defaultPermissions(role).map((permission) => permission.key) : [],
    featureFlags: Object.entries(FEATURE_FLAG_DEFAULTS)
      .filter(([, flag]) => flag.enabled && flag.activated)
      .map(([name]) => name),
    planFeatures: [...DEFAULT_PLAN.features],
    ...overrides,
  };
}

export function defaultMenuViewer(roleType: string | null, overrides: Partial<MenuViewer> = {}): MenuViewer {
  return {
    ...defaultViewer(roleType),
    userId: "u1",
    startupCount: 1,
    visibility: { users: "ALL", startups: "ALL" },
    ...overrides,
  };
}
