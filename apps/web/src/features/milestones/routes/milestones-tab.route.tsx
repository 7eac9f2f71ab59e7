import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";
import { MilestonesPage } from "../components/milestones-page.tsx";
import { MilestonesTab } from "../components/milestones-tab.tsx";

/** The startup file's milestones tab (issue 18): the startup's milestone plans; `?plan=` opens one. */
export function Component() {
  const { startupId } = useStartupFileTab();
  return (
    <MilestonesPage>
      <MilestonesTab startupId={startupId} />
    </MilestonesPage>
  );
}
