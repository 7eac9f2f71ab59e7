import { useParams } from "react-router";
import { FunnelEditor } from "../components/funnel-editor.tsx";
import { FunnelPage } from "../components/funnel-page.tsx";

/** /setup/funnel/:id (full screen). */
export function Component() {
  const { id = "" } = useParams();
  return (
    <FunnelPage>
      <FunnelEditor key={id} funnelId={id} />
    </FunnelPage>
  );
}
