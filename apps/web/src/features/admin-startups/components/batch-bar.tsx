import { Button, Group, Menu, Paper, Text } from "@mantine/core";
import { useIntl } from "react-intl";

export const STARTUP_BATCH_ACTIONS = [
  "TAG",
  "ADD_TO_PROGRAM",
  "REMOVE_FROM_PROGRAM",
  "ASSIGN_USER",
  "UNASSIGN_USER",
  "DELETE",
] as const;
export type StartupBatchActionName = (typeof STARTUP_BATCH_ACTIONS)[number];

type Props = {
  count: number;
  /** The actions the viewer's role may start (the server checks each startup again). */
  actions: readonly StartupBatchActionName[];
  onAction: (action: StartupBatchActionName) => void;
  onClear: () => void;
  busy: boolean;
};

/** How many startups are chosen, and the menu of the actions on them. */
export function BatchBar({ count, actions, onAction, onClear, busy }: Props) {
  const intl = useIntl();
  return (
    <Paper withBorder p="sm" data-testid="admin-startups-batch-bar">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text size="sm" fw={500} aria-live="polite">
            {intl.formatMessage({ id: "adminStartups.batch.selected" }, { count })}
          </Text>
          <Button variant="subtle" size="xs" onClick={onClear}>
            {intl.formatMessage({ id: "adminStartups.batch.clear" })}
          </Button>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="xs" disabled={count === 0 || busy} loading={busy}>
              {intl.formatMessage({ id: "adminStartups.batch.actions" })}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => (
              <Menu.Item
                key={action}
                color={action === "DELETE" ? "red" : undefined}
                onClick={() => onAction(action)}
              >
                {intl.formatMessage({ id: `adminStartups.batch.action.${action}` })}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
