import { useMutation } from "@apollo/client/react";
import { ActionIcon, Anchor, Button, Group, Menu, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { usePageHeadingLevel } from "../../../components/page-heading-level.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { DeleteMilestoneMutation } from "../api/milestone-mutations.ts";
import { planFailure } from "../lib/plan-failure.ts";
import type { Plan, PlanSubMilestone } from "../lib/plan-types.ts";
import { MilestoneFormDialog } from "./milestone-form-dialog.tsx";
import classes from "./milestone-item.module.css";
import { MilestoneItem } from "./milestone-item.tsx";
import { PlanProgress } from "./plan-progress.tsx";

type PlanViewProps = {
  plan: Plan;
  /** Where "back" leads (the list of plans or templates). */
  backTo: string;
  backLabel: MessageId;
  /** The plan's own actions (edit, duplicate, delete, apply), shown in its menu. */
  menu: { label: MessageId; onClick: () => void; danger?: boolean; testId?: string }[];
  /** Buttons beside the title (the templates page's "Apply to startups"). */
  extra?: ReactNode;
};

type Form = { milestone?: PlanSubMilestone; parent?: { id: string; title: string } };

/** One plan: its goal, target and summary, its progress, and its milestones to tick, add and change. */
export function PlanView({ plan, backTo, backLabel, menu, extra }: PlanViewProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form, setForm] = useState<Form | null>(null);
  const [deleting, setDeleting] = useState<PlanSubMilestone | null>(null);
  const [remove, removal] = useMutation(DeleteMilestoneMutation);
  const level = usePageHeadingLevel();
  const canEdit = plan.viewerCanEdit;
  const tickable = !plan.isTemplate;
  const actionsOf = (m: PlanSubMilestone, addSub?: () => void) => ({
    onAddSub: addSub,
    onEdit: () => setForm({ milestone: m }),
    onDelete: () => setDeleting(m),
  });

  return (
    <Stack gap="md" data-testid="milestone-plan">
      <Anchor component={Link} to={backTo} size="sm">
        {say(backLabel)}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={level} size="h2" dir="auto">
          {plan.name}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {extra}
          {menu.length > 0 ? (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={say("milestones.plan.actions", { name: plan.name })}
                >
                  <span aria-hidden="true">⋯</span>
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {menu.map((item) => (
                  <Menu.Item
                    key={item.label}
                    color={item.danger ? "red" : undefined}
                    onClick={item.onClick}
                    data-testid={item.testId}
                  >
                    {say(item.label)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
      <PlanFacts plan={plan} />
      {tickable ? <PlanProgress plan={plan} /> : null}
      {plan.milestones.length === 0 ? (
        <Text c="dimmed">{say("milestones.plan.noMilestones")}</Text>
      ) : (
        <ul className={classes.list} aria-label={say("milestones.plan.milestones", { name: plan.name })}>
          {plan.milestones.map((m) => (
            <MilestoneItem
              key={m.id}
              milestone={{ ...m, parentId: null }}
              canEdit={canEdit}
              tickable={tickable}
              testId="milestone"
              actions={actionsOf({ ...m, parentId: null }, () =>
                setForm({ parent: { id: m.id, title: m.title } }),
              )}
            >
              {m.subMilestones.length > 0 ? (
                <ul className={classes.subList}>
                  {m.subMilestones.map((s) => (
                    <MilestoneItem
                      key={s.id}
                      milestone={s}
                      canEdit={canEdit}
                      tickable={tickable}
                      testId="sub-milestone"
                      actions={actionsOf(s)}
                    />
                  ))}
                </ul>
              ) : null}
            </MilestoneItem>
          ))}
        </ul>
      )}
      {canEdit ? (
        <Group>
          <Button variant="light" onClick={() => setForm({})} data-testid="add-milestone">
            {say("milestones.plan.addMilestone")}
          </Button>
        </Group>
      ) : null}
      {form ? (
        <MilestoneFormDialog
          planId={plan.id}
          milestone={form.milestone}
          parent={form.parent}
          onClose={() => setForm(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          opened
          title={say("milestones.milestone.deleteTitle", { title: deleting.title })}
          body={say(
            deleting.parentId ? "milestones.milestone.deleteSubBody" : "milestones.milestone.deleteBody",
          )}
          confirm={say("milestones.milestone.delete")}
          cancel={say("milestones.cancel")}
          busy={removal.loading}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove({ variables: { id: deleting.id } }).then(
              () => setDeleting(null),
              (error) => {
                setDeleting(null);
                showToast({ color: "red", message: planFailure(error, intl).message });
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}

/** The plan's goal, target (with its unit) and summary, when given. */
function PlanFacts({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const target =
    plan.target == null ? null : [intl.formatNumber(plan.target), plan.unit].filter(Boolean).join(" ");
  const facts: [MessageId, string | null | undefined][] = [
    ["milestones.plan.goal", plan.goal],
    ["milestones.plan.target", target],
    ["milestones.plan.summary", plan.summary],
  ];
  const shown = facts.filter(([, value]) => value);
  if (shown.length === 0) return null;
  return (
    <Stack gap={4}>
      {shown.map(([label, value]) => (
        <Text key={label} size="sm">
          <Text span fw={600}>
            {say(label)}
          </Text>
          {": "}
          <Text span dir="auto">
            {value}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
