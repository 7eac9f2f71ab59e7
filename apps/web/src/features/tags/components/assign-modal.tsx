import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";

export type Assigned = { tags: string[]; industries: string[] };

type AssignModalProps = {
  title: string;
  initial: Assigned;
  fields: (values: Assigned, set: (values: Assigned) => void) => ReactNode;
  onSave: (values: Assigned) => Promise<unknown>;
  onClose: () => void;
};

/** Edits the tags and industries of one user or startup; the whole lists are saved at once. */
export function AssignModal({ title, initial, fields, onSave, onClose }: AssignModalProps) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setFailure(null);
    setSaving(true);
    try {
      await onSave(values);
      showToast({ color: "green", message: intl.formatMessage({ id: "tags.assign.done" }) });
      onClose();
    } catch (error) {
      setFailure(readApiFailure(error, intl).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="md">
        {fields(values, setValues)}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="tags.cancel" />
          </Button>
          <Button loading={saving} onClick={() => void save()} data-testid="assign-save">
            <FormattedMessage id="tags.assign.save" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
