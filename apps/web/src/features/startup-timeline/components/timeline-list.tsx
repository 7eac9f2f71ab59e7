import { Button, Chip, Group, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { TimelineState } from "../hooks/use-timeline.ts";
import { FILTERS, type TimelineFilterChoice } from "../lib/timeline-types.ts";
import { PostCard } from "./post-card.tsx";

type Props = {
  state: TimelineState;
  /** The type filter (the startup's timeline); absent on a person's timeline. */
  filters?: { value: TimelineFilterChoice[]; onChange: (value: TimelineFilterChoice[]) => void };
  showStartup?: boolean;
  emptyId: "startupTimeline.empty" | "startupTimeline.emptyUser";
};

/** The posts, newest first: pinned ones on top, then the pages, with "Load more" while there are more. */
export function TimelineList({ state, filters, showStartup, emptyId }: Props) {
  const intl = useIntl();
  const { page } = state;
  if (state.initialLoading) return <ListLoader />;
  if (!page) {
    return state.error ? (
      <LoadError
        titleId="startupTimeline.loadError"
        retryId="startupTimeline.retry"
        error={state.error}
        onRetry={state.reload}
      />
    ) : null;
  }
  const mayPin = page.viewerMay.pin;
  const filtered = (filters?.value.length ?? 0) > 0;
  return (
    <Stack gap="sm">
      {filters ? (
        <Chip.Group
          multiple
          value={filters.value}
          onChange={(v) => filters.onChange(v as TimelineFilterChoice[])}
        >
          <Group gap="xs" role="group" aria-label={intl.formatMessage({ id: "startupTimeline.filter" })}>
            {FILTERS.map((f) => (
              <Chip key={f} value={f} size="xs">
                <FormattedMessage id={`startupTimeline.filter.${f}`} />
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {page.pinned.length > 0 ? (
        <Stack gap="xs" component="section" aria-label={intl.formatMessage({ id: "startupTimeline.pinned" })}>
          {page.pinned.map((p) => (
            <PostCard
              key={p.id}
              post={p}
              mayPin={mayPin}
              showStartup={showStartup}
              onChanged={state.reload}
            />
          ))}
        </Stack>
      ) : null}
      {page.results.length === 0 && page.pinned.length === 0 ? (
        <Text c="dimmed" size="sm">
          <FormattedMessage id={filtered ? "startupTimeline.emptyFiltered" : emptyId} />
        </Text>
      ) : (
        <Stack gap="xs">
          {page.results.map((p) => (
            <PostCard
              key={p.id}
              post={p}
              mayPin={mayPin}
              showStartup={showStartup}
              onChanged={state.reload}
            />
          ))}
        </Stack>
      )}
      {state.error && page ? (
        <LoadError
          titleId="startupTimeline.loadError"
          retryId="startupTimeline.retry"
          error={state.error}
          onRetry={state.loadMore}
        />
      ) : null}
      {page.nextCursor ? (
        <Group justify="center">
          <Button variant="light" loading={state.loadingMore} onClick={state.loadMore}>
            <FormattedMessage id="startupTimeline.loadMore" />
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
