import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";

type DeleteItemModalProps = {
  title: string;
  name: string;
  useCount: number;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
};

/** Deleting a tag or an industry: says how many records lose it before the viewer confirms. */
export function DeleteItemModal({ title, name, useCount, onDelete, onClose }: DeleteItemModalProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setFailure(null);
    setDeleting(true);
    try {
      await onDelete();
      onClose();
    } catch (error) {
      setFailure(readApiFailure(error, intl).message);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>
          <FormattedMessage id="tags.delete.text" values={{ name: <bdi>{name}</bdi> }} />
        </Text>
        {useCount > 0 && (
          <Alert color="orange" data-testid="delete-in-use">
            <FormattedMessage id="tags.delete.inUse" values={{ count: useCount }} />
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="tags.cancel" />
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()} data-testid="delete-confirm">
            <FormattedMessage id="tags.delete.confirm" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
