import { useMutation, useQuery } from "@apollo/client/react";
import { MILESTONE_PLAN_NAME_MAX } from "@launchpad/domain/startups";
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { MilestoneStartupsQuery } from "../api/milestone-startups.query.ts";
import { DuplicateMilestonePlanMutation } from "../api/plan-mutations.ts";
import { type PlanFailure, planFailure } from "../lib/plan-failure.ts";
import type { Plan } from "../lib/plan-types.ts";

type Destination = "same" | "other" | "template";

type DuplicatePlanDialogProps = {
  plan: Plan;
  /** The viewer may copy it as a template of the organisation (the team). */
  allowTemplate: boolean;
  onClose: () => void;
  onDuplicated: (copy: Plan) => void;
};

/**
 * A copy of a plan, nothing done: for the same startup (or, from a template, a new template),
 * for another startup, or as a template of the organisation.
 */
export function DuplicatePlanDialog({
  plan,
  allowTemplate,
  onClose,
  onDuplicated,
}: DuplicatePlanDialogProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [name, setName] = useState(
    say("milestones.duplicate.copyName", { name: plan.name }).slice(0, MILESTONE_PLAN_NAME_MAX),
  );
  const [destination, setDestination] = useState<Destination>("same");
  const [startupId, setStartupId] = useState<string | null>(null);
  const [failure, setFailure] = useState<PlanFailure | null>(null);
  const startups = useQuery(MilestoneStartupsQuery, { skip: destination !== "other" });
  const [duplicate, duplicating] = useMutation(DuplicateMilestonePlanMutation, {
    refetchQueries: ["MilestonePlans", "MilestoneTemplates"],
    awaitRefetchQueries: true,
  });
  const options: Destination[] = plan.isTemplate
    ? ["same", "other"]
    : ["same", "other", ...(allowTemplate ? ["template" as const] : [])];

  const submit = () =>
    duplicate({
      variables: {
        id: plan.id,
        input: {
          name,
          ...(destination === "other" ? { startupId } : {}),
          ...(destination === "template" ? { asTemplate: true } : {}),
        },
      },
    }).then(
      (result) => {
        const copy = result.data?.duplicateMilestonePlan;
        if (!copy) return;
        showToast({ color: "green", message: say("milestones.duplicate.done", { name: copy.name }) });
        onDuplicated(copy);
      },
      (error) => setFailure(planFailure(error, intl)),
    );

  return (
    <Modal opened onClose={onClose} title={say("milestones.duplicate.title", { name: plan.name })} centered>
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
          <TextInput
            label={say("milestones.form.name")}
            required
            maxLength={MILESTONE_PLAN_NAME_MAX}
            value={name}
            error={failure?.fields.name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Radio.Group
            label={say("milestones.duplicate.to")}
            value={destination}
            onChange={(value) => setDestination(value as Destination)}
          >
            <Stack gap="xs" mt="xs">
              {options.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={say(
                    option === "same" && plan.isTemplate
                      ? "milestones.duplicate.template"
                      : (`milestones.duplicate.${option}` as MessageId),
                  )}
                />
              ))}
            </Stack>
          </Radio.Group>
          {destination === "other" ? (
            <Select
              label={say("milestones.duplicate.startup")}
              required
              searchable
              value={startupId}
              onChange={setStartupId}
              data={(startups.data?.startups ?? [])
                .filter((s) => s.id !== plan.startupId)
                .map((s) => ({ value: s.id, label: s.name }))}
            />
          ) : null}
          <Text size="sm" c="dimmed">
            {say("milestones.duplicate.hint")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {say("milestones.cancel")}
            </Button>
            <Button
              type="submit"
              loading={duplicating.loading}
              disabled={!name.trim() || (destination === "other" && !startupId)}
            >
              {say("milestones.duplicate.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
