import { useApolloClient } from "@apollo/client/react";
import { Stack } from "@mantine/core";
import { ListLoader } from "../../../../components/list-states.tsx";
import { useStartupFileTab } from "../../../../lib/startup-file-tab.ts";
import { useStartupFile } from "../../hooks/use-startup-file.ts";
import { CompanyConnections } from "./company-connections.tsx";
import { CompanyMembers } from "./company-members.tsx";
import { CompanyProfileCard } from "./company-profile.tsx";
import { SetUpChecklist } from "./set-up-checklist.tsx";

/**
 * The file's company tab (issue 18): the set-up checklist for its members, the profile
 * (name, logo, website, founding year, description, programmes), the members with their
 * roles and, for the team, the assigned supporters with their hours. Tags and industries
 * are in the file's header bar, above every tab. What the viewer may change comes from the
 * server (viewerRights); the server checks again.
 */
export function CompanyTab() {
  const { startupId, reloadHeader } = useStartupFileTab();
  const client = useApolloClient();
  const { file } = useStartupFile(startupId);
  if (!file) return <ListLoader />;
  const rights = file.viewerRights;
  const changed = () => {
    reloadHeader();
    void client.refetchQueries({ include: ["SetUpForStartupLinks", "CurrentUser"] });
  };
  return (
    <Stack gap="lg">
      {file.viewerIsMember ? <SetUpChecklist startupId={file.id} /> : null}
      <CompanyProfileCard
        file={file}
        mayEditName={rights.mayEditName}
        mayEditProfile={rights.mayEditProfile}
        onSaved={changed}
      />
      <CompanyMembers
        startupId={file.id}
        people={file.people}
        mayEdit={rights.mayEditMembers}
        onChanged={changed}
      />
      {rights.mayEditConnections ? <CompanyConnections startupId={file.id} /> : null}
    </Stack>
  );
}
