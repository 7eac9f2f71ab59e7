import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";
import { StartupDocuments } from "../components/startup-documents.tsx";

/** /startup/:id/file/documents (plan feature "startup documents"; the route's rule hides it otherwise). */
export function Component() {
  const { startupId } = useStartupFileTab();
  return <StartupDocuments startupId={startupId} />;
}
