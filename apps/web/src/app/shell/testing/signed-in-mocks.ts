import {
  DEFAULT_PLAN,
  defaultPermissions,
  FEATURE_FLAG_DEFAULTS,
  PLAN_FEATURES,
  ROLE_TYPES,
} from "@launchpad/domain";
import { AccessChangedSubscription } from "../../../features/access/api/access-changed.subscription.ts";
import { ViewerAccessQuery } from "../../../features/access/api/viewer-access.query.ts";
import { CurrentUserQuery } from "../../../features/session/api/current-user.query.ts";

/**
 * For tests of the signed-in shell: the server's answers about the signed-in user — who they
 * are (`currentUser`), what they may open (`ViewerAccess`, a fresh organisation's defaults for
 * their role), and a later `accessChanged`.
 */
export type SignedInUser = {
  roleType: string;
  roleLabel?: string;
  startups?: { id: string; name: string }[];
  visibility?: { users: string; startups: string };
};

export function currentUserMock({
  roleType,
  roleLabel = roleType,
  startups = [],
  visibility = { users: "ALL", startups: "ALL" },
}: SignedInUser) {
  return {
    request: { query: CurrentUserQuery },
    result: {
      data: {
        currentUser: {
          __typename: "CurrentUser" as const,
          id: "u1",
          email: "fatima@demo.test",
          firstName: "Fatima",
          lastName: "Founder",
          fullName: "Fatima Founder",
          language: "en",
          status: "active",
          validated: true,
          role: {
            __typename: "RoleSummary" as const,
            id: `role-${roleType}`,
            type: roleType,
            label: roleLabel,
            isCustom: false,
            userAccess: {
              __typename: "UserAccess" as const,
              visibilitySettings: visibility.users,
              roles: [],
            },
            startupAccess: { __typename: "StartupAccess" as const, visibilitySettings: visibility.startups },
          },
          startups: startups.map((startup) => ({ __typename: "StartupSummary" as const, ...startup })),
        },
      },
    },
  };
}

export function viewerAccessMock(roleType: string) {
  const role = ROLE_TYPES.find((type) => type === roleType);
  return {
    request: { query: ViewerAccessQuery },
    result: {
      data: {
        currentUserPermissions: role ? defaultPermissions(role).map((permission) => permission.key) : [],
        featureFlags: Object.entries(FEATURE_FLAG_DEFAULTS).map(([name, flag]) => ({
          __typename: "FeatureFlag" as const,
          name,
          ...flag,
        })),
        planInfo: {
          __typename: "PlanInfo" as const,
          features: PLAN_FEATURES.map((name) => ({
            __typename: "PlanFeature" as const,
            name,
            enabled: DEFAULT_PLAN.features.includes(name),
          })),
        },
      },
    },
  };
}

/** `accessChanged` fires `delay` ms after the shell subscribes (never, by default). */
export function accessChangedMock(delay = Number.POSITIVE_INFINITY) {
  return {
    request: { query: AccessChangedSubscription },
    result: { data: { accessChanged: { __typename: "AccessChange" as const, reason: "ROLE_CHANGED" } } },
    delay,
  };
}

/** The user, their access, and no change. */
export const signedInMocks = (user: SignedInUser) => [
  currentUserMock(user),
  viewerAccessMock(user.roleType),
  accessChangedMock(),
];
