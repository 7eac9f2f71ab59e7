import { useParams } from "react-router";
import { BuilderPage } from "../components/builder-page.tsx";
import { ComparePage } from "../components/compare-page.tsx";

/** /setup/forms/:baseId/compare/:compareId (full screen; version ids). */
export function Component() {
  const { baseId = "", compareId = "" } = useParams();
  return (
    <BuilderPage>
      <ComparePage baseId={baseId} compareId={compareId} />
    </BuilderPage>
  );
}
