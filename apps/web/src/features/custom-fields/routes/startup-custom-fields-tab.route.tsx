import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";
import { StartupCustomFields } from "../components/startup-custom-fields.tsx";

/** /startup/:id?/file/custom-fields: the startup's custom field values (issue 18, decision 060). */
export function Component() {
  const { startupId, viewerIsMember } = useStartupFileTab();
  return <StartupCustomFields startupId={startupId} viewerIsMember={viewerIsMember} />;
}
