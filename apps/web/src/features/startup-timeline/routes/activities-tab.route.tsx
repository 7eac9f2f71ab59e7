import { Stack, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";
import { TimelineComposer } from "../components/timeline-composer.tsx";
import { TimelineList } from "../components/timeline-list.tsx";
import { useStartupTimeline } from "../hooks/use-timeline.ts";
import type { TimelineFilterChoice } from "../lib/timeline-types.ts";

/** The startup file's activities tab (issue 18): the composer and the startup's timeline. */
export function Component() {
  const { startupId } = useStartupFileTab();
  const [filters, setFilters] = useState<TimelineFilterChoice[]>([]);
  const state = useStartupTimeline(startupId, filters);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <FormattedMessage id="startupTimeline.title" />
      </Title>
      {state.page?.viewerMay.post ? (
        <TimelineComposer
          startupId={startupId}
          mayPostPrivate={state.page.viewerMay.postPrivate}
          onPosted={state.reload}
        />
      ) : null}
      <TimelineList
        state={state}
        filters={{ value: filters, onChange: setFilters }}
        emptyId="startupTimeline.empty"
      />
    </Stack>
  );
}
