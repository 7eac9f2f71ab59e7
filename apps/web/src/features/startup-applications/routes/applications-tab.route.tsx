import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";
import { StartupApplications } from "../components/startup-applications.tsx";

/** /startup/:id?/file/applications: the startup's applications (issue 18, decision 060). */
export function Component() {
  const { startupId } = useStartupFileTab();
  return <StartupApplications startupId={startupId} />;
}
