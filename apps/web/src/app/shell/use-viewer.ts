import { useMemo } from "react";
import type { MenuViewer } from "../../features/navigation/index.ts";
import { useCurrentUser } from "../../features/session/index.ts";

/**
 * The signed-in user as the guards and the menu see them. Feature flags, plan features,
 * permissions and visibility settings join once the server serves them (docs/STATUS.md);
 * until then they stay undefined and the role sets decide.
 */
export function useViewer(): MenuViewer {
  const user = useCurrentUser();
  return useMemo(
    () => ({ roleType: user.role.type, userId: user.id, startupCount: user.startups.length }),
    [user],
  );
}
