import { useSearchParams } from "react-router";
import { NewApplicationPage } from "../components/new-application-page.tsx";
import { ApplicationsGate } from "./gate.tsx";

/** /application/new[?funnel=<slug>]: apply to a programme, signed in. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <ApplicationsGate>
      <NewApplicationPage chosen={params.get("funnel")} />
    </ApplicationsGate>
  );
}
