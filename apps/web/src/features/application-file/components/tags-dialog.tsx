import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Group, Loader, Modal, MultiSelect, Stack } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { SetApplicationTagsMutation } from "../api/application-file.mutations.ts";
import { ApplicationFileTagChoicesQuery } from "../api/application-file.query.ts";
import { failureText } from "../lib/failure.ts";
import type { ApplicationFile } from "./application-file-layout.tsx";

type Props = {
  file: ApplicationFile;
  onClose: () => void;
  onSaved: () => void;
  onFailed: (message: string) => void;
};

/** The application's tags: the organisation's application tags (setApplicationTags replaces them). */
export function TagsDialog({ file, onClose, onSaved, onFailed }: Props) {
  const intl = useIntl();
  const { data, loading } = useQuery(ApplicationFileTagChoicesQuery);
  const [save, saving] = useMutation(SetApplicationTagsMutation);
  const [tagIds, setTagIds] = useState<string[]>(file.tags.map((t) => t.id));
  const submit = async () => {
    try {
      await save({ variables: { id: file.id, tagIds } });
      onSaved();
    } catch (error) {
      onFailed(failureText(intl, error));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={<FormattedMessage id="applicationFile.tagsDialog.title" />}
      centered
    >
      <Stack gap="md">
        {loading && !data ? (
          <Loader size="sm" />
        ) : (
          <MultiSelect
            label={<FormattedMessage id="applicationFile.tags" />}
            data={(data?.tags ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={tagIds}
            onChange={setTagIds}
            searchable
            clearable
            nothingFoundMessage={intl.formatMessage({ id: "applicationFile.tagsDialog.none" })}
            data-testid="application-tags-select"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="applicationFile.cancel" />
          </Button>
          <Button loading={saving.loading} onClick={() => void submit()} data-testid="application-tags-save">
            <FormattedMessage id="applicationFile.tagsDialog.save" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
