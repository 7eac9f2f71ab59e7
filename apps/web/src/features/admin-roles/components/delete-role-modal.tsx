import { useMutation } from "@apollo/client/react";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { AdminRolesQuery } from "../api/admin-roles.query.ts";
import { DeleteRoleMutation } from "../api/delete-role.mutation.ts";
import { readApiError } from "../lib/api-error.ts";
import type { Role } from "../lib/role.ts";

type DeleteRoleModalProps = { role: Role; onClose: () => void };

/**
 * Deletes a custom role. The server refuses while users hold it (ConflictError); its
 * message is shown here, and the users are counted up front.
 */
export function DeleteRoleModal({ role, onClose }: DeleteRoleModalProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DeleteRoleMutation, {
    refetchQueries: [AdminRolesQuery],
    awaitRefetchQueries: true,
  });
  const label = <bdi>{role.label}</bdi>;

  const confirm = async () => {
    setFailure(null);
    try {
      await remove({ variables: { id: role.id } });
      showToast({
        color: "green",
        message: intl.formatMessage({ id: "roles.delete.done" }, { label: role.label }),
      });
      onClose();
    } catch (error) {
      setFailure(readApiError(error).message);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: "roles.delete.title" }, { label: role.label })}
    >
      <Stack gap="md">
        <Text>
          <FormattedMessage id="roles.delete.text" values={{ label }} />
        </Text>
        {role.userCount > 0 && (
          <Alert color="orange">
            <FormattedMessage id="roles.delete.inUse" values={{ count: role.userCount }} />
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert" data-testid="delete-role-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="roles.cancel" />
          </Button>
          <Button
            color="red"
            loading={loading}
            onClick={() => void confirm()}
            data-testid="delete-role-submit"
          >
            <FormattedMessage id="roles.delete.submit" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
