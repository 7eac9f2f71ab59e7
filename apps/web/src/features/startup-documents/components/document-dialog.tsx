import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { DocumentChanges } from "../hooks/use-document-actions.ts";
import { refusalOf } from "../lib/refusal.ts";
import { FOLDER_NAME_MAX } from "./folder-dialog.tsx";

type Props = {
  document: { name: string; description?: string | null; folderId?: string | null };
  folders: readonly { id: string; name: string }[];
  onSave: (changes: DocumentChanges) => Promise<unknown>;
  onClose: () => void;
};

const TOP = "top";
const DESCRIPTION_MAX = 1000;

/** Renames, describes or moves a document; refusals show beside their field. */
export function DocumentDialog({ document, folders, onSave, onClose }: Props) {
  const intl = useIntl();
  const [name, setName] = useState(document.name);
  const [description, setDescription] = useState(document.description ?? "");
  const [folder, setFolder] = useState(document.folderId ?? TOP);
  const [errors, setErrors] = useState<{
    name?: string;
    description?: string;
    folderId?: string;
    form?: string;
  }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: intl.formatMessage({ id: "startupDocuments.error.nameRequired" }) });
      return;
    }
    setBusy(true);
    try {
      await onSave({
        name: name.trim(),
        description: description.trim(),
        folderId: folder === TOP ? null : folder,
      });
      onClose();
    } catch (failure) {
      const { field, message } = refusalOf(intl, failure);
      setErrors(
        field === "name" || field === "description" || field === "folderId"
          ? { [field]: message }
          : { form: message },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} centered title={<FormattedMessage id="startupDocuments.document.edit" />}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={<FormattedMessage id="startupDocuments.document.name" />}
            value={name}
            maxLength={FOLDER_NAME_MAX}
            required
            data-autofocus
            error={errors.name ?? errors.form}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
          />
          <Textarea
            label={<FormattedMessage id="startupDocuments.document.description" />}
            value={description}
            maxLength={DESCRIPTION_MAX}
            rows={3}
            error={errors.description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Select
            label={<FormattedMessage id="startupDocuments.document.folder" />}
            data={[
              { value: TOP, label: intl.formatMessage({ id: "startupDocuments.place.top" }) },
              ...folders.map((f) => ({ value: f.id, label: f.name })),
            ]}
            value={folder}
            allowDeselect={false}
            error={errors.folderId}
            onChange={(value) => setFolder(value ?? TOP)}
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
