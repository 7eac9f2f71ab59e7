import { MilestonesPage } from "../components/milestones-page.tsx";
import { TemplatesPage } from "../components/templates-page.tsx";

/** /admin/programs/incubator-plans: the organisation's milestone templates. */
export function Component() {
  return (
    <MilestonesPage>
      <TemplatesPage />
    </MilestonesPage>
  );
}
