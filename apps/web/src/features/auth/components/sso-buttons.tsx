import { Button, Stack } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { oidcStartUrl } from "../lib/oidc-start-url.ts";

type SsoButtonsProps = {
  connections: readonly { id: string; name: string }[];
  returnTo: string;
};

/** One button per external sign-in connection; each is a full page navigation. */
export function SsoButtons({ connections, returnTo }: SsoButtonsProps) {
  return (
    <Stack gap="xs">
      {connections.map((connection) => (
        <Button
          key={connection.id}
          component="a"
          href={oidcStartUrl(connection.id, returnTo)}
          variant="default"
          fullWidth
        >
          <FormattedMessage id="login.continueWith" values={{ name: <bdi>{connection.name}</bdi> }} />
        </Button>
      ))}
    </Stack>
  );
}
