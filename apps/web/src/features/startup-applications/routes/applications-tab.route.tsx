import { ListLoader } from "../../../components/list-states.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";
import { StartupApplications } from "../components/startup-applications.tsx";
import { STARTUP_APPLICATIONS_MESSAGES } from "../lib/messages.ts";

/** /startup/:id?/file/applications: the startup's applications (issue 18, decision 060). */
export function Component() {
  const { startupId } = useStartupFileTab();
  return (
    <MessagesGate areas={STARTUP_APPLICATIONS_MESSAGES} loading={<ListLoader />}>
      <StartupApplications startupId={startupId} />
    </MessagesGate>
  );
}
