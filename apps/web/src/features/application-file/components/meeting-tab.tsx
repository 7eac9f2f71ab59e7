import { ApplicationMeetingPanel } from "../../application-meetings/index.ts";
import type { ApplicationFile } from "./application-file-layout.tsx";

/** The meeting tab: the review meeting of the application (lane F's panel: the applicant's or staff's view). */
export function MeetingTab({ file }: { file: ApplicationFile }) {
  return <ApplicationMeetingPanel applicationId={file.id} />;
}
