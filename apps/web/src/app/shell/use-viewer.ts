import { useMemo } from "react";
import { useViewerAccess } from "../../features/access/index.ts";
import type { MenuViewer } from "../../features/navigation/index.ts";
import { useCurrentUser } from "../../features/session/index.ts";

/**
 * The signed-in user as the guards and the menu see them: their role, startups and role
 * visibility (the current user), with their permission keys, the feature flags that are on
 * and the plan's features (the access). Both reload when the server says access changed.
 */
export function useViewer(): MenuViewer {
  const user = useCurrentUser();
  const access = useViewerAccess();
  return useMemo(
    () => ({
      roleType: user.role.type,
      userId: user.id,
      startupCount: user.startups.length,
      permissions: access.permissions,
      featureFlags: access.featureFlags,
      planFeatures: access.planFeatures,
      visibility: {
        users: user.role.userAccess.visibilitySettings,
        startups: user.role.startupAccess.visibilitySettings,
      },
    }),
    [user, access],
  );
}
