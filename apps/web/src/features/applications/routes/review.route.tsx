import { ReviewPage } from "../components/review-page.tsx";
import { ApplicationsGate } from "./gate.tsx";

/** /application/review: the applicant's submitted answers. */
export function Component() {
  return (
    <ApplicationsGate>
      <ReviewPage />
    </ApplicationsGate>
  );
}
