import { useParams } from "react-router";
import { StartupFileLayout } from "../components/startup-file-layout.tsx";

/** /startup/file and /startup/:id/file/*: the file's frame around the tab's page. */
export function Component() {
  const { id } = useParams();
  return <StartupFileLayout key={id ?? ""} startupId={id ?? null} />;
}
