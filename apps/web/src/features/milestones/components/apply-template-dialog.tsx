import { useMutation, useQuery } from "@apollo/client/react";
import { MILESTONE_APPLY_MAX } from "@launchpad/domain/startups";
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { MilestoneStartupsQuery } from "../api/milestone-startups.query.ts";
import { ApplyMilestoneTemplateMutation } from "../api/plan-mutations.ts";
import { type PlanFailure, planFailure } from "../lib/plan-failure.ts";
import type { Plan } from "../lib/plan-types.ts";

/** A template given to several startups at once: each gets its own plan, all or none. */
export function ApplyTemplateDialog({ template, onClose }: { template: Plan; onClose: () => void }) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [startupIds, setStartupIds] = useState<string[]>([]);
  const [failure, setFailure] = useState<PlanFailure | null>(null);
  const startups = useQuery(MilestoneStartupsQuery);
  const [apply, applying] = useMutation(ApplyMilestoneTemplateMutation, {
    refetchQueries: ["MilestonePlans"],
  });

  const submit = () =>
    apply({ variables: { templateId: template.id, startupIds } }).then(
      (result) => {
        const count = result.data?.applyMilestoneTemplate.length ?? 0;
        showToast({ color: "green", message: say("milestones.apply.done", { count, name: template.name }) });
        onClose();
      },
      (error) => setFailure(planFailure(error, intl)),
    );

  return (
    <Modal opened onClose={onClose} title={say("milestones.apply.title", { name: template.name })} centered>
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
          <MultiSelect
            label={say("milestones.apply.startups")}
            description={say("milestones.apply.hint", { max: MILESTONE_APPLY_MAX })}
            searchable
            hidePickedOptions
            maxValues={MILESTONE_APPLY_MAX}
            value={startupIds}
            onChange={setStartupIds}
            data={(startups.data?.startups ?? []).map((s) => ({ value: s.id, label: s.name }))}
            data-testid="apply-startups"
            data-autofocus
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {say("milestones.apply.chosen", { count: startupIds.length })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {say("milestones.cancel")}
            </Button>
            <Button type="submit" loading={applying.loading} disabled={startupIds.length === 0}>
              {say("milestones.apply.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
