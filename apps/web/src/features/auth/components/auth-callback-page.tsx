import { Alert, Button, Center, Loader, Text } from "@mantine/core";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { useSingleFlight } from "../../../lib/use-single-flight.ts";
import { completeOidcSignIn } from "../api/oidc-callback.request.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { authErrorMessage } from "../lib/auth-error-message.ts";
import { AuthPage } from "./auth-page.tsx";

/**
 * Where the identity provider sends the browser back: the server checks the answer and
 * signs in; a failure reads 'There was a problem with your log in:' (spec-1 §8).
 */
export function AuthCallbackPage({ callbackUrl }: { callbackUrl: string }) {
  const intl = useIntl();
  const rest = useRestClient();
  const completeSignIn = useCompleteSignIn();
  const result = useSingleFlight(`oidc:${callbackUrl}`, () => completeOidcSignIn(rest, callbackUrl));

  useEffect(() => {
    if (result.status === "done") completeSignIn(result.data.token, result.data.returnTo);
  }, [result, completeSignIn]);

  if (result.status !== "failed") {
    return (
      <Center mih="100dvh" role="status">
        <Loader type="dots" />
      </Center>
    );
  }
  return (
    <AuthPage title={<FormattedMessage id="callback.title" />}>
      <Text>
        <FormattedMessage id="callback.problem" />
      </Text>
      <Alert color="red" role="alert">
        {authErrorMessage(result.error, intl)}
      </Alert>
      <Button component={Link} to="/" fullWidth>
        <FormattedMessage id="callback.tryAgain" />
      </Button>
    </AuthPage>
  );
}
