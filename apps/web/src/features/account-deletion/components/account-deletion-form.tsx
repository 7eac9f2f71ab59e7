import { Alert, Button, Group, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PasswordField } from "../../../components/password-field.tsx";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useDeleteOwnAccount } from "../hooks/use-delete-own-account.ts";
import { type DeletionFailure, readDeletionFailure } from "../lib/deletion-failure.ts";
import { ConfirmDeletionModal } from "./confirm-deletion-modal.tsx";
import { DeletionWarning } from "./deletion-warning.tsx";

type AlertFailure = Extract<DeletionFailure, { place: "alert" }>;

type AccountDeletionFormProps = {
  /** The server refused with a conflict: the organisation's setting may have changed meanwhile. */
  onConflict: () => void;
};

/**
 * The warning, the password and the red button; the button asks once more in a modal
 * before the account is deleted. A wrong password is said under the field, any other
 * refusal in an alert above the button.
 */
export function AccountDeletionForm({ onConflict }: AccountDeletionFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const deleteOwnAccount = useDeleteOwnAccount();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AlertFailure | null>(null);
  const passwordLabel = intl.formatMessage({ id: "accountDeletion.password" });

  const form = useForm({
    mode: "controlled",
    initialValues: { password: "" },
    validate: { password: rules.required(passwordLabel) },
  });

  const askToConfirm = form.onSubmit(() => {
    setFailure(null);
    setConfirming(true);
  });

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteOwnAccount(form.getValues().password);
    } catch (error) {
      const refusal = readDeletionFailure(error);
      setConfirming(false);
      if (refusal.place === "password") {
        form.setFieldError(
          "password",
          refusal.messageId ? intl.formatMessage({ id: refusal.messageId }) : refusal.message,
        );
        requestAnimationFrame(() => passwordRef.current?.focus());
      } else {
        setFailure(refusal);
        if (refusal.name === "ConflictError") onConflict();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={askToConfirm} noValidate>
      <Stack gap="md">
        <DeletionWarning />
        <PasswordField
          ref={passwordRef}
          label={passwordLabel}
          description={<FormattedMessage id="accountDeletion.passwordHint" />}
          autoComplete="current-password"
          withAsterisk
          maw={420}
          {...form.getInputProps("password")}
        />
        {failure ? (
          <Alert color="red" role="alert" title={<FormattedMessage id="accountDeletion.error.title" />}>
            {failure.messageId ? <FormattedMessage id={failure.messageId} /> : failure.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" color="red">
            <FormattedMessage id="accountDeletion.submit" />
          </Button>
        </Group>
      </Stack>
      <ConfirmDeletionModal
        opened={confirming}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
