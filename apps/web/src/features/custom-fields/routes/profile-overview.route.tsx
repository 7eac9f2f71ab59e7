import { FormattedMessage } from "react-intl";
import { useParams } from "react-router";
import { ProfileOverviewPage } from "../components/profile-overview-page.tsx";

/** /setup/profiles/entity/:entity/overview, for `user` or `startup`. */
export function Component() {
  const { entity } = useParams();
  if (entity !== "user" && entity !== "startup")
    return <FormattedMessage id="customFields.profile.unknownEntity" />;
  return <ProfileOverviewPage key={entity} entity={entity} />;
}
