import { useOutletContext } from "react-router";

/**
 * What the startup file's frame (features/startup-file) hands each tab's page: the startup
 * shown (also on /startup/file, where the address has no id) and a way to read the header
 * again after a change (a new name, logo or member). Tab pages live in their own features,
 * which read it with `useStartupFileTab()`.
 */
export type StartupFileTabContext = {
  startupId: string;
  name: string;
  /** Whether the signed-in user is one of its cofounders. */
  viewerIsMember: boolean;
  reloadHeader: () => void;
};

export function useStartupFileTab(): StartupFileTabContext {
  return useOutletContext<StartupFileTabContext>();
}
