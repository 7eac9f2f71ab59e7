import { FunnelPage } from "../components/funnel-page.tsx";
import { FunnelsListPage } from "../components/funnels-list-page.tsx";

/** /setup/funnels. */
export function Component() {
  return (
    <FunnelPage>
      <FunnelsListPage />
    </FunnelPage>
  );
}
