import { useQuery } from "@apollo/client/react";
import { Alert, Button, Loader, Stack, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { AccountDeletionIncubatorQuery } from "../api/account-deletion-incubator.query.ts";
import { AccountDeletionForm } from "./account-deletion-form.tsx";
import { SelfDeleteNotAllowed } from "./self-delete-not-allowed.tsx";

/**
 * /profile/settings/accountDeletion: a member deletes their own account when the
 * organisation allows it (allowUserSelfDelete, spec-2 §3); otherwise the page says whom to ask.
 */
export function AccountDeletionPage() {
  const { data, loading, error, refetch } = useQuery(AccountDeletionIncubatorQuery, {
    fetchPolicy: "cache-and-network",
  });
  const incubator = data?.incubator;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>
        <FormattedMessage id="accountDeletion.title" />
      </Title>
      {error && !incubator ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <FormattedMessage id="accountDeletion.loadError" values={{ message: error.message }} />
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              <FormattedMessage id="accountDeletion.retry" />
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {!incubator ? (
        loading ? (
          <Loader aria-busy="true" />
        ) : null
      ) : incubator.allowUserSelfDelete ? (
        <AccountDeletionForm onConflict={() => void refetch()} />
      ) : (
        <SelfDeleteNotAllowed supportEmail={incubator.supportEmail.address ?? null} />
      )}
    </Stack>
  );
}
