import { Button } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { StatusPage } from "../../../components/status-page/status-page.tsx";

/** A public page (form preview, application form, lead transfer…) whose module has not landed yet. */
export function Component() {
  return (
    <StatusPage
      title={<FormattedMessage id="unavailable.title" />}
      text={<FormattedMessage id="unavailable.text" />}
      actions={
        <Button component={Link} to="/">
          <FormattedMessage id="unavailable.home" />
        </Button>
      }
    />
  );
}
