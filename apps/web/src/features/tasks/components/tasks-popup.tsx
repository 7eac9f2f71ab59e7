import { useQuery } from "@apollo/client/react";
import { TASK_PAGE_SIZE } from "@launchpad/domain/tasks";
import { Anchor, Group, Loader, ScrollArea, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { inRoleSet } from "../../navigation/index.ts";
import { useCurrentUser } from "../../session/index.ts";
import { TasksQuery } from "../api/tasks.query.ts";
import { useAnimatedList } from "../hooks/use-animated-list.ts";
import { useTaskActions } from "../hooks/use-task-actions.ts";
import { onTaskEvent } from "../hooks/use-task-badge.ts";
import { TaskRow } from "./task-row.tsx";

/**
 * The tasks popup (spec-1 §2, §7): the viewer's open tasks, 15 at most, by due date, with
 * requests to answer. A task ticked off leaves over 2 s; one that arrives comes in over 1 s.
 */
export function TasksPopup({ onNavigate }: { onNavigate: () => void }) {
  const viewer = useCurrentUser();
  const actions = useTaskActions();
  const { data, loading, refetch } = useQuery(TasksQuery, {
    variables: { tab: "MINE", limit: TASK_PAGE_SIZE, queryOptions: { completionStatus: "PENDING" } },
    fetchPolicy: "cache-and-network",
  });
  const list = useAnimatedList(data?.tasks.results);
  useEffect(() => onTaskEvent(() => void refetch()), [refetch]);

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>
          <FormattedMessage id="tasks.title" />
        </Text>
        {inRoleSet(viewer.role?.type, "programme") ? (
          <Anchor component={Link} to="/tasks" size="sm" onClick={onNavigate}>
            <FormattedMessage id="tasks.seeAll" />
          </Anchor>
        ) : null}
      </Group>
      {!data && loading ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      ) : list.visible.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center" data-testid="tasks-empty">
          <FormattedMessage id="tasks.empty" />
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto">
          <div data-testid="tasks-popup-list">
            {list.visible.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                viewerId={viewer.id}
                compact
                motion={list.motionOf(task.id)}
                onNavigate={onNavigate}
                onDone={(t, done) => {
                  if (!done) return;
                  list.leave(t.id, () => void refetch());
                  void actions.setDone(t.id, true);
                }}
                onRespond={(t, accept) => {
                  if (accept) void actions.respond(t.id, true).then(() => refetch());
                  else list.leave(t.id, () => void actions.respond(t.id, false).then(() => refetch()));
                }}
              />
            ))}
          </div>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
