import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { useSubmit } from "../hooks/use-submit.ts";
import { FailureAlert } from "./failure-alert.tsx";

type ConfirmModalProps = {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  testId: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** Asks before a change that the user cannot simply take back; stays open with the refusal. */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  danger = false,
  testId,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { busy, failure, submit } = useSubmit(onConfirm);
  const confirm = async () => {
    if (await submit()) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={title} centered data-testid={testId}>
      <Stack gap="md">
        <Text>{children}</Text>
        <FailureAlert failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            <FormattedMessage id="users.cancel" />
          </Button>
          <Button color={danger ? "red" : undefined} onClick={confirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
