import { Button } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { StatusPage } from "../../../components/status-page/status-page.tsx";

type MissingPageProps = {
  /** Where Go Back leads: the list the missing thing would be in. */
  backTo?: string;
  /** On a public page, outside the signed-in shell. */
  fullScreen?: boolean;
};

/**
 * spec-2 §2: the 404 page for a known route whose thing does not exist (a removed event, a
 * startup of another organisation, an unknown documentation page). Unknown paths show
 * NotFoundPage instead.
 */
export function MissingPage({ backTo = "/", fullScreen = false }: MissingPageProps) {
  return (
    <StatusPage
      inline={!fullScreen}
      title={<FormattedMessage id="missingPage.title" />}
      text={<FormattedMessage id="missingPage.text" />}
      actions={
        <Button component={Link} to={backTo}>
          <FormattedMessage id="missingPage.goBack" />
        </Button>
      }
    />
  );
}
