import { useMutation, useQuery } from "@apollo/client/react";
import { MILESTONE_PLAN_NAME_MAX, MILESTONE_PLAN_UNIT_MAX } from "@launchpad/domain/startups";
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { MilestoneTemplatesQuery } from "../api/milestone-templates.query.ts";
import { CreateMilestonePlanMutation, UpdateMilestonePlanMutation } from "../api/plan-mutations.ts";
import { type PlanFailure, planFailure } from "../lib/plan-failure.ts";
import type { Plan } from "../lib/plan-types.ts";

type PlanFormDialogProps = {
  /** The plan edited; none: a new plan. */
  plan?: Plan;
  /** Where a new plan goes: a startup, or null for a template of the organisation. */
  startupId: string | null;
  onClose: () => void;
  onSaved: (plan: Plan) => void;
};

type Values = { name: string; goal: string; unit: string; target: number | ""; summary: string };

const valuesOf = (plan?: Pick<Plan, "name" | "goal" | "unit" | "target" | "summary">): Values => ({
  name: plan?.name ?? "",
  goal: plan?.goal ?? "",
  unit: plan?.unit ?? "",
  target: plan?.target ?? "",
  summary: plan?.summary ?? "",
});

/** A plan's name, goal, unit, target and summary; a new startup plan may start from a template. */
export function PlanFormDialog({ plan, startupId, onClose, onSaved }: PlanFormDialogProps) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const creatingForStartup = !plan && startupId !== null;
  const templates = useQuery(MilestoneTemplatesQuery, { skip: !creatingForStartup });
  const [values, setValues] = useState<Values>(valuesOf(plan));
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [failure, setFailure] = useState<PlanFailure | null>(null);
  const refetchQueries = startupId === null ? ["MilestoneTemplates"] : ["MilestonePlans"];
  const [create, creation] = useMutation(CreateMilestonePlanMutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [update, updating] = useMutation(UpdateMilestonePlanMutation);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const chooseTemplate = (id: string | null) => {
    setTemplateId(id);
    const template = templates.data?.milestoneTemplates.find((t) => t.id === id);
    setValues(valuesOf(template));
  };

  const fields = {
    name: values.name,
    goal: values.goal,
    unit: values.unit,
    target: values.target === "" ? null : values.target,
    summary: values.summary,
  };
  const submit = () => {
    const saving = plan
      ? update({ variables: { id: plan.id, input: fields } }).then((r) => r.data?.updateMilestonePlan)
      : create({ variables: { input: { ...fields, startupId, templateId } } }).then(
          (r) => r.data?.createMilestonePlan,
        );
    return saving.then(
      (saved) => {
        if (saved) onSaved(saved);
      },
      (error) => setFailure(planFailure(error, intl)),
    );
  };

  const title = plan
    ? "milestones.form.editPlan"
    : startupId === null
      ? "milestones.templates.new"
      : "milestones.form.newPlan";
  return (
    <Modal opened onClose={onClose} title={say(title)} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure ? (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          ) : null}
          {creatingForStartup ? (
            <Select
              label={say("milestones.form.start")}
              placeholder={say("milestones.form.blank")}
              clearable
              value={templateId}
              onChange={chooseTemplate}
              data={(templates.data?.milestoneTemplates ?? []).map((t) => ({ value: t.id, label: t.name }))}
              data-testid="plan-template"
            />
          ) : null}
          <TextInput
            label={say("milestones.form.name")}
            required
            maxLength={MILESTONE_PLAN_NAME_MAX}
            value={values.name}
            error={failure?.fields.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            label={say("milestones.form.goal")}
            value={values.goal}
            error={failure?.fields.goal}
            onChange={(e) => set({ goal: e.currentTarget.value })}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={say("milestones.form.target")}
              min={0}
              value={values.target}
              error={failure?.fields.target}
              onChange={(value) => set({ target: typeof value === "number" ? value : "" })}
            />
            <TextInput
              label={say("milestones.form.unit")}
              description={say("milestones.form.unitHint")}
              maxLength={MILESTONE_PLAN_UNIT_MAX}
              value={values.unit}
              error={failure?.fields.unit}
              onChange={(e) => set({ unit: e.currentTarget.value })}
            />
          </Group>
          <Textarea
            label={say("milestones.form.summary")}
            rows={3}
            value={values.summary}
            error={failure?.fields.summary}
            onChange={(e) => set({ summary: e.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {say("milestones.cancel")}
            </Button>
            <Button
              type="submit"
              loading={creation.loading || updating.loading}
              disabled={!values.name.trim()}
            >
              {say(plan ? "milestones.form.save" : "milestones.form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
