import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";
import { StartupExportPanel } from "../components/startup-export-panel.tsx";

/** /startup/:id?/file/export: the startup's data as Excel (issue 18, decision 060). */
export function Component() {
  const { startupId, name } = useStartupFileTab();
  return <StartupExportPanel startupId={startupId} name={name} />;
}
