import { Alert, Button } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

type AuthSubmitProps = {
  /** Why the last submit failed, shown above the button. */
  failure: ReactNode;
  submitting: boolean;
  labelId: MessageId;
};

/** The end of an auth form: the failure of the last submit, if any, and the submit button. */
export function AuthSubmit({ failure, submitting, labelId }: AuthSubmitProps) {
  return (
    <>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" fullWidth loading={submitting}>
        <FormattedMessage id={labelId} />
      </Button>
    </>
  );
}
