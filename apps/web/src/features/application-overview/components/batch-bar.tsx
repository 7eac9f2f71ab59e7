import { Button, Group, Paper, Text } from "@mantine/core";
import { useIntl } from "react-intl";

export const BATCH_ACTIONS = ["MOVE_ROUND", "ACCEPT", "REJECT", "ASSIGN_EVALUATORS", "TAG"] as const;
export type BatchActionName = (typeof BATCH_ACTIONS)[number];

type Props = {
  count: number;
  onAction: (action: BatchActionName) => void;
  onClear: () => void;
  busy: boolean;
};

/** What may be done to the chosen applications (APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW). */
export function BatchBar({ count, onAction, onClear, busy }: Props) {
  const intl = useIntl();
  return (
    <Paper withBorder p="sm" data-testid="application-batch-bar">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text size="sm" fw={500} aria-live="polite">
            {intl.formatMessage({ id: "applicationOverview.batch.selected" }, { count })}
          </Text>
          <Button variant="subtle" size="xs" onClick={onClear}>
            {intl.formatMessage({ id: "applicationOverview.batch.clear" })}
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          {BATCH_ACTIONS.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === "REJECT" ? "light" : "default"}
              color={action === "REJECT" ? "red" : undefined}
              disabled={count === 0 || busy}
              onClick={() => onAction(action)}
              data-testid={`application-batch-${action}`}
            >
              {intl.formatMessage({ id: `applicationOverview.batch.action.${action}` })}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
