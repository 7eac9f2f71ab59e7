import { useOutletContext } from "react-router";
import { ActivitiesTab } from "../components/activities-tab.tsx";
import type { FileOutletContext } from "../components/application-file-layout.tsx";

export function Component() {
  const { file } = useOutletContext<FileOutletContext>();
  return <ActivitiesTab file={file} />;
}
