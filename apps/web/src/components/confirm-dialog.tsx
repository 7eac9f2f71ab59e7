import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

type ConfirmDialogProps = {
  opened: boolean;
  title: ReactNode;
  body: ReactNode;
  confirm: ReactNode;
  cancel: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks once before something that cannot be taken back (cancelling a seat, deleting an event, a question or a form). */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirm,
  cancel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancel}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
