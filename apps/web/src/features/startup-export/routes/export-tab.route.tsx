import { ListLoader } from "../../../components/list-states.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";
import { StartupExportPanel } from "../components/startup-export-panel.tsx";
import { STARTUP_EXPORT_MESSAGES } from "../lib/messages.ts";

/** /startup/:id?/file/export: the startup's data as Excel (issue 18, decision 060). */
export function Component() {
  const { startupId, name } = useStartupFileTab();
  return (
    <MessagesGate areas={STARTUP_EXPORT_MESSAGES} loading={<ListLoader />}>
      <StartupExportPanel startupId={startupId} name={name} />
    </MessagesGate>
  );
}
