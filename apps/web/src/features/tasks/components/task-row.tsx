import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Menu, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { TaskItem } from "../lib/types.ts";
import classes from "./task-row.module.css";

export type RowMotion = "entering" | "leaving" | undefined;

type TaskRowProps = {
  task: TaskItem;
  viewerId: string;
  motion?: RowMotion;
  /** The popup's compact row leaves out the assignees and the creator. */
  compact?: boolean;
  onDone?: (task: TaskItem, done: boolean) => void;
  onRespond?: (task: TaskItem, accept: boolean) => void;
  onEdit?: (task: TaskItem) => void;
  onDelete?: (task: TaskItem) => void;
  onNavigate?: () => void;
};

/**
 * One task (spec-1 §3): name (an automated task's own text), due date, tag, link, startup,
 * assignees with their done state and who created it. The viewer ticks off their own task,
 * or answers a request sent to them; its creator (or TASK/TASK:DELETE) edits and deletes it.
 */
export function TaskRow({
  task,
  viewerId,
  motion,
  compact,
  onDone,
  onRespond,
  onEdit,
  onDelete,
  onNavigate,
}: TaskRowProps) {
  const intl = useIntl();
  const mine = task.assignees.find((a) => a.user.id === viewerId);
  const request = mine?.status === "PENDING";
  const name = task.automated
    ? intl.formatMessage({ id: `tasks.automated.${task.taskType}` as MessageId, defaultMessage: task.name })
    : task.name;
  const due = intl.formatDate(task.dueDate, { dateStyle: "medium", timeStyle: "short" });
  const className = [classes.row, motion ? classes[motion] : ""].join(" ");
  return (
    <Group
      className={className}
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      data-testid="task-row"
      data-task-id={task.id}
    >
      {mine && !request && !task.automated && onDone ? (
        <Checkbox
          mt={2}
          // Ticked at once while it leaves the popup.
          checked={mine.done || motion === "leaving"}
          onChange={(e) => onDone(task, e.currentTarget.checked)}
          aria-label={intl.formatMessage({ id: mine.done ? "tasks.markUndone" : "tasks.markDone" }, { name })}
        />
      ) : null}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={500} className={mine?.done ? classes.done : undefined} dir="auto">
            {name}
          </Text>
          {task.tag !== "non-tagged" ? (
            <Badge size="xs" variant="light">
              {intl.formatMessage({ id: `tasks.tag.${task.tag}` as MessageId, defaultMessage: task.tag })}
            </Badge>
          ) : null}
          {task.automated ? (
            <Badge size="xs" variant="default">
              <FormattedMessage id="tasks.automatedBadge" />
            </Badge>
          ) : null}
          {task.isGroupTask ? (
            <Badge size="xs" variant="outline">
              <FormattedMessage id="tasks.groupBadge" />
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="tasks.due" values={{ date: due }} />
          {task.startup ? <> · {task.startup.name}</> : null}
        </Text>
        {task.url ? <TaskLink url={task.url} onNavigate={onNavigate} /> : null}
        {!compact ? (
          <Text size="xs" c="dimmed">
            {task.createdBy ? (
              <FormattedMessage id="tasks.createdBy" values={{ name: task.createdBy.fullName }} />
            ) : null}
            {task.assignees.length > 0 ? (
              <>
                {task.createdBy ? " · " : ""}
                <FormattedMessage
                  id="tasks.assignees"
                  values={{
                    names: task.assignees
                      .map((a) => `${a.user.fullName}${a.done ? " ✓" : a.status === "PENDING" ? " ?" : ""}`)
                      .join(", "),
                  }}
                />
              </>
            ) : null}
          </Text>
        ) : null}
        {request && onRespond ? (
          <Stack gap={4} mt={4}>
            <Text size="xs">
              <FormattedMessage id="tasks.requestFrom" values={{ name: task.createdBy?.fullName ?? "" }} />
            </Text>
            <Group gap="xs">
              <Button size="compact-xs" onClick={() => onRespond(task, true)}>
                <FormattedMessage id="tasks.accept" />
              </Button>
              <Button size="compact-xs" variant="default" onClick={() => onRespond(task, false)}>
                <FormattedMessage id="tasks.deny" />
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
      {task.canEdit && (onEdit || onDelete) ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={intl.formatMessage({ id: "tasks.more" }, { name })}
            >
              ⋯
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {onEdit ? (
              <Menu.Item onClick={() => onEdit(task)}>
                <FormattedMessage id="tasks.edit" />
              </Menu.Item>
            ) : null}
            {onDelete ? (
              <Menu.Item color="red" onClick={() => onDelete(task)}>
                <FormattedMessage id="tasks.delete" />
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}

function TaskLink({ url, onNavigate }: { url: string; onNavigate?: () => void }) {
  if (url.startsWith("/")) {
    return (
      <Anchor component={Link} to={url} size="xs" onClick={onNavigate}>
        <FormattedMessage id="tasks.open" />
      </Anchor>
    );
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs" dir="ltr">
      {url}
    </Anchor>
  );
}
