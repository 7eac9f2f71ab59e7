import { useMutation } from "@apollo/client/react";
import { isMilestoneOverdue } from "@launchpad/domain/startups";
import { ActionIcon, Badge, Checkbox, Group, Menu, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { SetMilestoneDoneMutation } from "../api/milestone-mutations.ts";
import { sayDueDate, todayIso } from "../lib/dates.ts";
import { planFailure } from "../lib/plan-failure.ts";
import type { PlanSubMilestone } from "../lib/plan-types.ts";
import classes from "./milestone-item.module.css";

export type MilestoneActions = {
  onAddSub?: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

type MilestoneItemProps = {
  milestone: PlanSubMilestone;
  /** The viewer may tick and change it (STARTUP_MILESTONE:EDIT). */
  canEdit: boolean;
  /** A template's milestones have no done state to tick. */
  tickable: boolean;
  actions: MilestoneActions;
  testId: "milestone" | "sub-milestone";
  children?: ReactNode;
};

/** A milestone or sub-milestone: ticked with its checkbox, its due date (overdue if past), its actions. */
export function MilestoneItem({
  milestone,
  canEdit,
  tickable,
  actions,
  testId,
  children,
}: MilestoneItemProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [setDone, setting] = useMutation(SetMilestoneDoneMutation);
  const overdue =
    tickable && isMilestoneOverdue({ done: milestone.done, dueDate: milestone.dueDate ?? null }, todayIso());
  const tick = (done: boolean) =>
    setDone({ variables: { id: milestone.id, done } }).catch((error) =>
      showToast({ color: "red", message: planFailure(error, intl).message }),
    );
  const title = (
    <Text component="span" td={tickable && milestone.done ? "line-through" : undefined} dir="auto">
      {milestone.title}
    </Text>
  );
  return (
    <li className={classes.item} data-testid={testId} data-done={milestone.done}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} flex={1}>
          {tickable ? (
            <Checkbox
              label={title}
              checked={milestone.done}
              disabled={!canEdit || setting.loading}
              onChange={(event) => void tick(event.currentTarget.checked)}
            />
          ) : (
            <Text fw={500}>{title}</Text>
          )}
          <Group gap="xs" className={tickable ? classes.details : undefined}>
            {milestone.dueDate ? (
              <Text size="xs" c={overdue ? "red" : "dimmed"}>
                {say("milestones.milestone.due", { date: sayDueDate(intl, milestone.dueDate) })}
              </Text>
            ) : null}
            {overdue ? (
              <Badge size="xs" color="red" variant="light">
                {say("milestones.milestone.overdue")}
              </Badge>
            ) : null}
          </Group>
          {milestone.description ? (
            <Text size="sm" c="dimmed" className={tickable ? classes.details : undefined} dir="auto">
              {milestone.description}
            </Text>
          ) : null}
        </Stack>
        {canEdit ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={say("milestones.milestone.actions", { title: milestone.title })}
              >
                <span aria-hidden="true">⋯</span>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions.onAddSub ? (
                <Menu.Item onClick={actions.onAddSub}>{say("milestones.milestone.addSub")}</Menu.Item>
              ) : null}
              <Menu.Item onClick={actions.onEdit}>{say("milestones.milestone.edit")}</Menu.Item>
              <Menu.Item color="red" onClick={actions.onDelete}>
                {say("milestones.milestone.delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {children}
    </li>
  );
}
