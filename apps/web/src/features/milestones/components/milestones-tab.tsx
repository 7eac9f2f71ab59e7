import { useQuery } from "@apollo/client/react";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useIntl } from "react-intl";
import { useLocation, useSearchParams } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { usePageHeadingLevel } from "../../../components/page-heading-level.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { MilestonePlansQuery } from "../api/milestone-plans.query.ts";
import { usePlanDialogs } from "../hooks/use-plan-dialogs.tsx";
import type { Plan } from "../lib/plan-types.ts";
import { PlanDialogs } from "./plan-dialogs.tsx";
import { PlanList } from "./plan-list.tsx";
import { PlanView } from "./plan-view.tsx";

/**
 * The startup file's milestones tab (issue 18): the startup's plans with their progress, and
 * one plan opened with `?plan=` (the legacy /startup/:id/milestones/plan/:planId leads here).
 * Creating needs STARTUP_MILESTONE:CREATE, changing STARTUP_MILESTONE:EDIT, in scope: the
 * server says which (viewerCanCreate, viewerCanEdit).
 */
export function MilestonesTab({ startupId }: { startupId: string }) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const level = usePageHeadingLevel();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const planId = params.get("plan");
  const query = useQuery(MilestonePlansQuery, { variables: { startupId } });
  const { dialog, open, close } = usePlanDialogs();
  const answer = query.data?.milestonePlans;
  const plans = answer?.plans ?? [];
  const opened = planId ? plans.find((p) => p.id === planId) : undefined;
  const show = (plan: Plan | null) => setParams(plan ? { plan: plan.id } : {});
  const hrefOf = (plan: Plan) => `?${new URLSearchParams({ plan: plan.id })}`;

  const body = query.error ? (
    <LoadError
      titleId="milestones.list.loadError"
      retryId="milestones.retry"
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  ) : query.loading && !query.data ? (
    <ListLoader />
  ) : planId && !opened ? (
    <Text c="dimmed" data-testid="plan-not-found">
      {say("milestones.plan.notFound")}
    </Text>
  ) : opened ? (
    <PlanView
      plan={opened}
      backTo={pathname}
      backLabel="milestones.plan.back"
      menu={[
        ...(opened.viewerCanEdit
          ? [{ label: "milestones.plan.edit" as const, onClick: () => open({ kind: "edit", plan: opened }) }]
          : []),
        ...(answer?.viewerCanCreate
          ? [
              {
                label: "milestones.plan.duplicate" as const,
                onClick: () => open({ kind: "duplicate", plan: opened }),
                testId: "duplicate-plan",
              },
            ]
          : []),
        ...(opened.viewerCanEdit
          ? [
              {
                label: "milestones.plan.delete" as const,
                onClick: () => open({ kind: "delete", plan: opened }),
                danger: true,
              },
            ]
          : []),
      ]}
    />
  ) : plans.length === 0 ? (
    <Text c="dimmed" data-testid="plans-empty">
      {say("milestones.list.empty")}
    </Text>
  ) : (
    <PlanList plans={plans} hrefOf={hrefOf} />
  );

  return (
    <Stack gap="md">
      {opened ? null : (
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={level} size="h2">
              {say("milestones.tab.title")}
            </Title>
            <Text c="dimmed" size="sm">
              {say("milestones.tab.intro")}
            </Text>
          </Stack>
          {answer?.viewerCanCreate ? (
            <Button onClick={() => open({ kind: "create" })} data-testid="new-plan">
              {say("milestones.list.newPlan")}
            </Button>
          ) : null}
        </Group>
      )}
      {body}
      <PlanDialogs
        dialog={dialog}
        close={close}
        startupId={startupId}
        allowTemplate={answer?.viewerCanCreateTemplates ?? false}
        show={show}
        showsCopy={(copy) => copy.startupId === startupId}
      />
    </Stack>
  );
}
