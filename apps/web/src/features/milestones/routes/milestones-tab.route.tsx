import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";
import { MilestonesTab } from "../components/milestones-tab.tsx";

/** The startup file's milestones tab (issue 18): the startup's milestone plans; `?plan=` opens one. */
export function Component() {
  const { startupId } = useStartupFileTab();
  return <MilestonesTab startupId={startupId} />;
}
