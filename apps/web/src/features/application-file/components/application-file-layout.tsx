import { useQuery } from "@apollo/client/react";
import { Alert, Button, Stack, Tabs, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Outlet, useLocation } from "react-router";
import { ListLoader } from "../../../components/list-states.tsx";
import { PageHeadingLevel } from "../../../components/page-heading-level.ts";
import { ApplicationFileQuery } from "../api/application-file.query.ts";
import { FILE_TABS, filePathOf, tabOf } from "../lib/file-tabs.ts";
import { FileHeader } from "./file-header.tsx";

export type ApplicationFile = NonNullable<
  NonNullable<ReturnType<typeof useApplicationFile>["data"]>["application"]
>;

function useApplicationFile(applicationId: string) {
  return useQuery(ApplicationFileQuery, {
    variables: { id: applicationId },
    fetchPolicy: "cache-and-network",
  });
}

/** What each tab's page receives from the frame (useOutletContext). */
export type FileOutletContext = { file: ApplicationFile; reload: () => void };

/**
 * /application/:id/* (issue 17): the file's header (who applied, funnel, round, status,
 * tags, the queue bar and the actions the viewer may take) and its tabs — activities, form,
 * meeting — each its own address; the tab's page shows below.
 */
export function ApplicationFileLayout({ applicationId }: { applicationId: string }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { data, loading, error, refetch } = useApplicationFile(applicationId);
  const file = data?.application;

  if (!file) {
    if (error) {
      const notFound = error.message.toLowerCase().includes("not found");
      return (
        <Alert color={notFound ? "gray" : "red"} role="alert" data-testid="application-file-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <FormattedMessage id={notFound ? "applicationFile.notFound" : "applicationFile.loadError"} />
            </Text>
            {notFound ? null : (
              <Button size="xs" variant="light" onClick={() => void refetch()}>
                <FormattedMessage id="applicationFile.retry" />
              </Button>
            )}
          </Stack>
        </Alert>
      );
    }
    return loading ? <ListLoader /> : null;
  }
  const base = filePathOf(file.id);
  const context: FileOutletContext = { file, reload: () => void refetch() };
  return (
    <Stack gap="lg" maw={1200} data-testid="application-file">
      <FileHeader file={file} onChanged={() => void refetch()} />
      <Tabs value={tabOf(pathname)}>
        <Tabs.List aria-label={intl.formatMessage({ id: "applicationFile.tabs" })}>
          {FILE_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.path}
              value={tab.path}
              data-testid={`application-tab-${tab.path}`}
              renderRoot={(props) => <Link {...props} to={`${base}/${tab.path}`} />}
            >
              <FormattedMessage id={tab.labelId} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <PageHeadingLevel value={2}>
        <Outlet context={context} />
      </PageHeadingLevel>
    </Stack>
  );
}
