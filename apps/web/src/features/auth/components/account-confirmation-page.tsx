import { Button, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { AuthPage } from "./auth-page.tsx";

/**
 * /account/confirmation: where a new account lands before its address is confirmed. The
 * account gate leaves this page alone (spec-1 §2); the e-mail's link does the confirming.
 */
export function AccountConfirmationPage() {
  return (
    <AuthPage title={<FormattedMessage id="confirmation.title" />}>
      <Text>
        <FormattedMessage id="confirmation.text" />
      </Text>
      <Button component={Link} to="/" fullWidth>
        <FormattedMessage id="confirmation.continue" />
      </Button>
    </AuthPage>
  );
}
