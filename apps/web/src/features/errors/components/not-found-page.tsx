import { Button } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { StatusPage } from "../../../components/status-page/status-page.tsx";

/** spec-1 §2: any path the app does not know. */
export function NotFoundPage() {
  return (
    <StatusPage
      title={<FormattedMessage id="notFound.title" />}
      text={<FormattedMessage id="notFound.text" />}
      actions={
        <Button component={Link} to="/">
          <FormattedMessage id="notFound.home" />
        </Button>
      }
    />
  );
}
