import { useQuery } from "@apollo/client/react";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useIntl } from "react-intl";
import { useLocation, useSearchParams } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { usePageHeadingLevel } from "../../../components/page-heading-level.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useViewerAccess } from "../../access/index.ts";
import { ProgramsNav } from "../../programs/index.ts";
import { MilestoneTemplatesQuery } from "../api/milestone-templates.query.ts";
import { usePlanDialogs } from "../hooks/use-plan-dialogs.tsx";
import type { Plan } from "../lib/plan-types.ts";
import { PlanDialogs } from "./plan-dialogs.tsx";
import { PlanList } from "./plan-list.tsx";
import { PlanView } from "./plan-view.tsx";

const CREATE = "STARTUP_MILESTONE:CREATE";

/**
 * /admin/programs/incubator-plans (issue 18): the organisation's milestone templates. The team
 * writes them (STARTUP_MILESTONE:CREATE / EDIT for all startups) and applies one to several
 * startups at once; `?plan=` opens one.
 */
export function TemplatesPage() {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const level = usePageHeadingLevel();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { permissions } = useViewerAccess();
  const mayCreate = permissions.includes(CREATE);
  const query = useQuery(MilestoneTemplatesQuery);
  const { dialog, open, close } = usePlanDialogs();
  const templates = query.data?.milestoneTemplates ?? [];
  const planId = params.get("plan");
  const opened = planId ? templates.find((p) => p.id === planId) : undefined;
  const show = (plan: Plan | null) => setParams(plan ? { plan: plan.id } : {});

  const body = query.error ? (
    <LoadError
      titleId="milestones.templates.loadError"
      retryId="milestones.retry"
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  ) : query.loading && !query.data ? (
    <ListLoader />
  ) : planId && !opened ? (
    <Text c="dimmed">{say("milestones.plan.notFound")}</Text>
  ) : opened ? (
    <PlanView
      plan={opened}
      backTo={pathname}
      backLabel="milestones.templates.back"
      extra={
        mayCreate ? (
          <Button onClick={() => open({ kind: "apply", plan: opened })} data-testid="apply-template">
            {say("milestones.apply.open")}
          </Button>
        ) : null
      }
      menu={[
        ...(opened.viewerCanEdit
          ? [{ label: "milestones.plan.edit" as const, onClick: () => open({ kind: "edit", plan: opened }) }]
          : []),
        ...(mayCreate
          ? [
              {
                label: "milestones.plan.duplicate" as const,
                onClick: () => open({ kind: "duplicate", plan: opened }),
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
  ) : templates.length === 0 ? (
    <Text c="dimmed" data-testid="templates-empty">
      {say("milestones.templates.empty")}
    </Text>
  ) : (
    <PlanList plans={templates} hrefOf={(plan) => `?${new URLSearchParams({ plan: plan.id })}`} />
  );

  return (
    <Stack gap="md">
      <ProgramsNav />
      {opened ? null : (
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={level} size="h2">
              {say("milestones.templates.title")}
            </Title>
            <Text c="dimmed" size="sm">
              {say("milestones.templates.intro")}
            </Text>
          </Stack>
          {mayCreate ? (
            <Button onClick={() => open({ kind: "create" })} data-testid="new-template">
              {say("milestones.templates.new")}
            </Button>
          ) : null}
        </Group>
      )}
      {body}
      <PlanDialogs
        dialog={dialog}
        close={close}
        startupId={null}
        allowTemplate
        show={show}
        showsCopy={(copy) => copy.isTemplate}
      />
    </Stack>
  );
}
