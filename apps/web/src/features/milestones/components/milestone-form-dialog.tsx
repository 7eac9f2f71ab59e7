import { useMutation } from "@apollo/client/react";
import { MILESTONE_TITLE_MAX } from "@launchpad/domain/startups";
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { AddMilestoneMutation, UpdateMilestoneMutation } from "../api/milestone-mutations.ts";
import { type PlanFailure, planFailure } from "../lib/plan-failure.ts";
import type { PlanSubMilestone } from "../lib/plan-types.ts";

type Editing = Pick<PlanSubMilestone, "id" | "title" | "description" | "dueDate">;

type MilestoneFormDialogProps = {
  planId: string;
  /** The milestone edited; none: a new one. */
  milestone?: Editing;
  /** A new sub-milestone's milestone. */
  parent?: { id: string; title: string };
  onClose: () => void;
};

/** A milestone's title, description and due date; new ones go to the end of the plan (or of their milestone). */
export function MilestoneFormDialog({ planId, milestone, parent, onClose }: MilestoneFormDialogProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [title, setTitle] = useState(milestone?.title ?? "");
  const [description, setDescription] = useState(milestone?.description ?? "");
  const [dueDate, setDueDate] = useState(milestone?.dueDate ?? "");
  const [failure, setFailure] = useState<PlanFailure | null>(null);
  const [add, adding] = useMutation(AddMilestoneMutation);
  const [update, updating] = useMutation(UpdateMilestoneMutation);

  const submit = () => {
    const fields = { title, description, dueDate: dueDate || null };
    const saving = milestone
      ? update({ variables: { id: milestone.id, input: fields } })
      : add({ variables: { input: { ...fields, planId, parentId: parent?.id ?? null } } });
    return saving.then(onClose, (error) => setFailure(planFailure(error, intl)));
  };

  const heading = milestone
    ? say("milestones.form.editMilestone")
    : parent
      ? say("milestones.form.newSubMilestone", { parent: parent.title })
      : say("milestones.form.newMilestone");
  return (
    <Modal opened onClose={onClose} title={heading} centered>
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
            label={say("milestones.form.title")}
            required
            maxLength={MILESTONE_TITLE_MAX}
            value={title}
            error={failure?.fields.title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label={say("milestones.form.description")}
            rows={3}
            value={description}
            error={failure?.fields.description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={say("milestones.form.dueDate")}
            value={dueDate}
            error={failure?.fields.dueDate}
            onChange={(e) => setDueDate(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {say("milestones.cancel")}
            </Button>
            <Button type="submit" loading={adding.loading || updating.loading} disabled={!title.trim()}>
              {say(milestone ? "milestones.form.save" : "milestones.form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
