import { useParams } from "react-router";
import { RoundFillPage } from "../components/round-fill-page.tsx";
import { ApplicationsGate } from "./gate.tsx";

/** /application/:id/forms/:round/fill: `:round` is the round's position (1, 2, …). */
export function Component() {
  const { id = "", round = "" } = useParams();
  const position = Number.parseInt(round, 10);
  return (
    <ApplicationsGate>
      <RoundFillPage
        key={`${id}:${round}`}
        applicationId={id}
        position={Number.isFinite(position) ? position : 0}
      />
    </ApplicationsGate>
  );
}
