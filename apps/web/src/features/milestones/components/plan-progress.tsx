import { Group, Progress, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import type { Plan } from "../lib/plan-types.ts";

/** A plan's progress: a bar and "3 of 5 steps done" (the steps: sub-milestones, and milestones without any). */
export function PlanProgress({ plan }: { plan: Pick<Plan, "name" | "progress"> }) {
  const intl = useIntl();
  const { done, total, percent } = plan.progress;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="plan-progress">
      <Progress
        value={percent}
        flex={1}
        size="md"
        radius="xl"
        color={percent === 100 ? "green" : undefined}
        aria-label={intl.formatMessage({ id: "milestones.progress.label" }, { name: plan.name })}
      />
      <Text size="sm" c="dimmed" miw="fit-content">
        {intl.formatMessage({ id: "milestones.progress" }, { done, total, percent })}
      </Text>
    </Group>
  );
}
