import { Alert, Anchor, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";

type SelfDeleteNotAllowedProps = {
  /** The organisation's support address, when it has one. */
  supportEmail: string | null;
};

/** The organisation keeps account deletion to its admins: say so, and whom to ask. */
export function SelfDeleteNotAllowed({ supportEmail }: SelfDeleteNotAllowedProps) {
  const address = supportEmail?.trim();
  return (
    <Alert color="blue" title={<FormattedMessage id="accountDeletion.notAllowed.title" />}>
      <Text size="sm">
        {address ? (
          <FormattedMessage
            id="accountDeletion.notAllowed.contactEmail"
            values={{
              email: (
                <Anchor href={`mailto:${address}`} dir="ltr" inherit>
                  {address}
                </Anchor>
              ),
            }}
          />
        ) : (
          <FormattedMessage id="accountDeletion.notAllowed.contact" />
        )}
      </Text>
    </Alert>
  );
}
