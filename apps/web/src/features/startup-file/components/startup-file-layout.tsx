import { Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Outlet } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { PageHeadingLevel } from "../../../components/page-heading-level.ts";
import type { StartupFileTabContext } from "../../../lib/startup-file-tab.ts";
import { StartupTagsBar } from "../../tags/index.ts";
import { useStartupFile } from "../hooks/use-startup-file.ts";
import { CoachingHoursPanel } from "./coaching-hours-panel.tsx";
import { FileTabs } from "./file-tabs.tsx";
import { NoOwnStartup } from "./no-own-startup.tsx";
import { StartupFileHeader } from "./startup-file-header.tsx";

/**
 * /startup/file (the signed-in cofounder's own startup) and /startup/:id/file/*: the file's
 * header, its coaching hours and its tabs; the tab's page shows below them.
 */
export function StartupFileLayout({ startupId }: { startupId: string | null }) {
  const { file, answered, error, reload } = useStartupFile(startupId);

  if (error && !file) {
    return (
      <LoadError
        titleId="portfolio.file.loadError"
        retryId="portfolio.retry"
        error={error}
        onRetry={() => void reload()}
      />
    );
  }
  if (!answered) return <ListLoader />;
  // Someone who is not a member of a startup: a page of its own, with a way on.
  if (!file && startupId === null) return <NoOwnStartup />;
  if (!file) {
    return (
      <Text c="dimmed" data-testid="startup-file-not-found">
        <FormattedMessage id="portfolio.file.notFound" />
      </Text>
    );
  }
  const tabContext: StartupFileTabContext = {
    startupId: file.id,
    name: file.name,
    viewerIsMember: file.viewerIsMember,
    reloadHeader: () => void reload(),
  };
  return (
    <Stack gap="lg" maw={1200}>
      <StartupFileHeader file={file} />
      <StartupTagsBar startupId={file.id} />
      <CoachingHoursPanel startupId={file.id} />
      <FileTabs startupId={startupId} />
      {/* The startup's name is the screen's level-1 heading; a tab's title is under it. */}
      <PageHeadingLevel value={2}>
        <Outlet context={tabContext} />
      </PageHeadingLevel>
    </Stack>
  );
}
