import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { refusalOf } from "../lib/refusal.ts";

type Props = {
  /** The folder's name now (renaming), or null (a new folder). */
  current: string | null;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
};

export const FOLDER_NAME_MAX = 100;

/** Names a new folder or renames one; the server's refusal (a taken name) shows under the field. */
export function FolderDialog({ current, onSave, onClose }: Props) {
  const intl = useIntl();
  const [name, setName] = useState(current ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(intl.formatMessage({ id: "startupDocuments.error.nameRequired" }));
      return;
    }
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (failure) {
      setError(refusalOf(intl, failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <FormattedMessage
          id={current === null ? "startupDocuments.folder.new" : "startupDocuments.folder.rename"}
        />
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={<FormattedMessage id="startupDocuments.folder.name" />}
            value={name}
            maxLength={FOLDER_NAME_MAX}
            required
            data-autofocus
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="startupDocuments.cancel" />
            </Button>
            <Button type="submit" loading={busy}>
              <FormattedMessage id="startupDocuments.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
