import { useParams } from "react-router";
import { BuilderPage } from "../components/builder-page.tsx";
import { ProfileBuilderScreen } from "../components/profile-builder-screen.tsx";

/** /setup/profiles/entity/:id/builder (full screen; `:id` is user or startup). */
export function Component() {
  const { id = "" } = useParams();
  return (
    <BuilderPage>
      <ProfileBuilderScreen entity={id} />
    </BuilderPage>
  );
}
