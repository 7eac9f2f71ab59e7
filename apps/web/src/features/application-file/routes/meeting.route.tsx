import { useOutletContext } from "react-router";
import type { FileOutletContext } from "../components/application-file-layout.tsx";
import { MeetingTab } from "../components/meeting-tab.tsx";

export function Component() {
  const { file } = useOutletContext<FileOutletContext>();
  return <MeetingTab file={file} />;
}
