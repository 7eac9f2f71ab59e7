import { Button } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { StatusPage } from "../../../components/status-page/status-page.tsx";
import { useSupportEmail } from "../hooks/use-support-email.ts";

type ErrorPageProps = {
  /** The message of the failure, when one was passed along. */
  details?: string | null;
  onRefresh: () => void;
};

/** spec-1 §2: the generic error page. */
export function ErrorPage({ details, onRefresh }: ErrorPageProps) {
  const supportEmail = useSupportEmail();

  return (
    <StatusPage
      title={<FormattedMessage id="error.title" />}
      text={<FormattedMessage id="error.text" />}
      details={
        details ? <FormattedMessage id="error.details" values={{ message: <bdi>{details}</bdi> }} /> : null
      }
      actions={
        <>
          <Button component="a" href={`mailto:${supportEmail}`} variant="default">
            <FormattedMessage id="error.contact" />
          </Button>
          <Button onClick={onRefresh}>
            <FormattedMessage id="error.refresh" />
          </Button>
        </>
      }
    />
  );
}
