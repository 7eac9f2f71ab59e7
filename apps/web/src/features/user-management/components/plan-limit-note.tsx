import { Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { PlanLimit } from "../lib/types.ts";

/**
 * How much of the plan a user category uses ("12 of 25 used"), shown where a user is
 * added to it. Nothing for a category without a limit (startup-side roles).
 */
export function PlanLimitNote({ limit }: { limit: PlanLimit | undefined }) {
  if (!limit || !isLimitedCategory(limit.name)) return null;
  const category = <FormattedMessage id={`users.category.${limit.name}`} />;
  if (limit.max === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="plan-limit">
        <FormattedMessage id="users.plan.unlimited" values={{ category }} />
      </Text>
    );
  }
  const full = limit.current >= limit.max;
  return (
    <Text size="sm" c={full ? "red" : "dimmed"} data-testid="plan-limit">
      <FormattedMessage
        id={full ? "users.plan.full" : "users.plan.usage"}
        values={{ category, current: limit.current, max: limit.max }}
      />
    </Text>
  );
}

const LIMITED = ["employee", "network", "evaluator"] as const;
type LimitedCategory = (typeof LIMITED)[number];

export const isLimitedCategory = (name: string): name is LimitedCategory =>
  (LIMITED as readonly string[]).includes(name);
