import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { Plan } from "../lib/plan-types.ts";
import { PlanProgress } from "./plan-progress.tsx";

type PlanListProps = { plans: readonly Plan[]; hrefOf: (plan: Plan) => string };

/** Plans as cards: name (opens the plan), goal, number of milestones and progress. */
export function PlanList({ plans, hrefOf }: PlanListProps) {
  const intl = useIntl();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {plans.map((plan) => (
        <Card key={plan.id} withBorder padding="md" data-testid="plan-card">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={hrefOf(plan)} fw={600} dir="auto">
                {plan.name}
              </Anchor>
              {plan.isTemplate ? (
                <Badge variant="light">{intl.formatMessage({ id: "milestones.templateBadge" })}</Badge>
              ) : null}
            </Group>
            {plan.goal ? (
              <Text size="sm" dir="auto">
                {plan.goal}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: "milestones.milestoneCount" }, { count: plan.milestones.length })}
            </Text>
            {plan.isTemplate ? null : <PlanProgress plan={plan} />}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
