import { ApplicationsManagerPage } from "../components/applications-manager-page.tsx";
import { ApplicationsGate } from "./gate.tsx";

/** /applications-manager: the applicant's applications (their start page). */
export function Component() {
  return (
    <ApplicationsGate>
      <ApplicationsManagerPage />
    </ApplicationsGate>
  );
}
