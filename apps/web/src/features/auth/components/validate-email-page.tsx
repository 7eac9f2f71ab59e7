import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { withLoadedApolloClient } from "../../../lib/apollo/loaded-client.ts";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { useSingleFlight } from "../../../lib/use-single-flight.ts";
import { validateEmail } from "../api/validate-email.request.ts";
import { authErrorMessage } from "../lib/auth-error-message.ts";
import { AuthPage } from "./auth-page.tsx";

/** The link of the confirmation e-mail: confirms the address at once and says how it went. */
export function ValidateEmailPage({ token }: { token: string }) {
  const intl = useIntl();
  const rest = useRestClient();
  const result = useSingleFlight(`validate:${token}`, () => validateEmail(rest, token));

  // A signed-in user's account gate lifts once the cached user is read again.
  useEffect(() => {
    if (result.status !== "done") return;
    withLoadedApolloClient((apollo) => {
      apollo.cache.evict({ id: "ROOT_QUERY", fieldName: "currentUser" });
      apollo.cache.gc();
    });
  }, [result.status]);

  return (
    <AuthPage title={<FormattedMessage id="validate.title" />}>
      {result.status === "pending" ? (
        <Stack align="center" gap="xs" role="status">
          <Loader type="dots" />
          <Text c="dimmed">
            <FormattedMessage id="validate.pending" />
          </Text>
        </Stack>
      ) : result.status === "done" ? (
        <Alert color="green" role="status">
          <FormattedMessage id="validate.done" />
        </Alert>
      ) : (
        <Alert color="red" role="alert">
          {authErrorMessage(result.error, intl, { InvalidToken: "validate.error.invalidToken" })}
        </Alert>
      )}
      {result.status === "pending" ? null : (
        <Button component={Link} to="/" fullWidth>
          <FormattedMessage id="validate.continue" />
        </Button>
      )}
    </AuthPage>
  );
}
