import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";

type ConfirmDeletionModalProps = {
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The last question before the account is deleted; it cannot be closed while the deletion runs. */
export function ConfirmDeletionModal({ opened, busy, onConfirm, onClose }: ConfirmDeletionModalProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<FormattedMessage id="accountDeletion.confirm.title" />}
      centered
      data-testid="confirm-account-deletion"
    >
      <Stack gap="md">
        <Text size="sm">
          <FormattedMessage id="accountDeletion.confirm.text" />
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            <FormattedMessage id="accountDeletion.confirm.cancel" />
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            <FormattedMessage id="accountDeletion.confirm.delete" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
