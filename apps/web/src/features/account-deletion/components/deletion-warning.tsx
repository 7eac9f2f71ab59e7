import { Alert, List } from "@mantine/core";
import { FormattedMessage } from "react-intl";

/** What deleting the account does, said before the user types their password (a note: nothing went wrong yet). */
export function DeletionWarning() {
  return (
    <Alert
      color="red"
      variant="light"
      role="note"
      title={<FormattedMessage id="accountDeletion.warning.title" />}
    >
      <List size="sm" spacing={4}>
        <List.Item>
          <FormattedMessage id="accountDeletion.warning.deleted" />
        </List.Item>
        <List.Item>
          <FormattedMessage id="accountDeletion.warning.signedOut" />
        </List.Item>
        <List.Item>
          <FormattedMessage id="accountDeletion.warning.noSignIn" />
        </List.Item>
      </List>
    </Alert>
  );
}
