import { useMutation } from "@apollo/client/react";
import { Alert, Anchor, Button, Group, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { BrandCardPage } from "../../../components/brand-card-page/brand-card-page.tsx";
import { useLoginLogo } from "../../branding/index.ts";
import { ResendConfirmationEmailMutation } from "../api/resend-confirmation-email.mutation.ts";
import { useSignOut } from "../hooks/use-sign-out.ts";
import { CONFIRMATION_SENT_MS } from "../lib/account-gate.ts";

type ResendState = "idle" | "sent" | "failed";

/** 'You have not confirmed your email yet', with a resend link and a log-out option. */
export function ConfirmEmailScreen({ email }: { email: string }) {
  const logo = useLoginLogo();
  const signOut = useSignOut();
  const [resend, { loading, error }] = useMutation(ResendConfirmationEmailMutation);
  const [state, setState] = useState<ResendState>("idle");

  useEffect(() => {
    if (state !== "sent") return;
    const timer = setTimeout(() => setState("idle"), CONFIRMATION_SENT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const handleResend = async () => {
    try {
      await resend();
      setState("sent");
    } catch {
      setState("failed");
    }
  };

  return (
    <BrandCardPage logo={logo}>
      <Title order={1} size="h2">
        <FormattedMessage id="accountGate.title" />
      </Title>
      <Text>
        <FormattedMessage id="accountGate.text" values={{ email: <bdi>{email}</bdi> }} />
      </Text>
      {state === "sent" ? (
        <Alert color="green" role="status">
          <FormattedMessage id="accountGate.sent" />
        </Alert>
      ) : null}
      {state === "failed" && error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm" mt="sm">
        <Anchor component="button" type="button" onClick={handleResend} disabled={loading}>
          <FormattedMessage id="accountGate.resend" />
        </Anchor>
        <Button variant="default" onClick={signOut}>
          <FormattedMessage id="account.logOut" />
        </Button>
      </Group>
    </BrandCardPage>
  );
}
