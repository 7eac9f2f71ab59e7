import { Anchor } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";

/** The way back to the login page, under an account form. */
export function BackToLoginLink() {
  return (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      <FormattedMessage id="auth.backToLogin" />
    </Anchor>
  );
}
