import { Alert, Anchor, Button, Divider, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { PageLoader } from "../../../components/page-loader.tsx";
import { usePublicQuery } from "../../../lib/public-graphql/use-public-query.ts";
import { AuthModeQuery } from "../api/auth-mode.query.ts";
import { LoginIncubatorQuery } from "../api/login-incubator.query.ts";
import type { LoginNotice } from "../lib/login-notice.ts";
import { AuthPage } from "./auth-page.tsx";
import { LoginForm } from "./login-form.tsx";
import { SsoButtons } from "./sso-buttons.tsx";

type LoginPageProps = { returnTo: string; notice: LoginNotice | null };

/** spec-1 §2: the organisation's login card, in its colours and with its settings. */
export function LoginPage({ returnTo, notice }: LoginPageProps) {
  const intl = useIntl();
  const { data, loading } = usePublicQuery(LoginIncubatorQuery);
  const { data: modeData, loading: modeLoading } = usePublicQuery(AuthModeQuery);
  if ((loading && !data) || (modeLoading && !modeData)) return <PageLoader />;
  // Without an organisation the router is already on its way to an error page.
  const incubator = data?.incubator;
  if (!incubator) return null;

  const sso = modeData?.authMode.enabled ? modeData.authMode.oauthConnections : [];
  const customLink = incubator.incubatorCustomLoginTextAndLink;
  const termsUrl = incubator.incubatorTermsAndServices.url?.trim();

  return (
    <AuthPage title={<bdi>{incubator.name}</bdi>}>
      {incubator.description ? (
        // The organisation's own text keeps its own direction, wrapped lines and punctuation included.
        <Text c="dimmed" mt={-8} dir="auto">
          {incubator.description}
        </Text>
      ) : null}
      {notice === "passwordChanged" ? (
        <Alert color="green" role="status">
          <FormattedMessage id="login.notice.passwordChanged" />
        </Alert>
      ) : null}
      {customLink.active && customLink.url && customLink.text ? (
        <Button
          component="a"
          href={customLink.url}
          fullWidth
          color={customLink.buttonBackgroundColor ?? undefined}
          style={customLink.buttonTextColor ? { color: customLink.buttonTextColor } : undefined}
        >
          <bdi>{customLink.text}</bdi>
        </Button>
      ) : null}
      {sso.length > 0 ? (
        <>
          <SsoButtons connections={sso} returnTo={returnTo} />
          <Divider label={intl.formatMessage({ id: "login.or" })} labelPosition="center" />
        </>
      ) : null}
      <LoginForm
        incubator={incubator.slug}
        returnTo={returnTo}
        showForgotPassword={!modeData?.authMode.enabled}
      />
      {termsUrl ? (
        <Text size="xs" c="dimmed" ta="center">
          <FormattedMessage
            id="login.terms"
            values={{
              link: (chunks) => (
                <Anchor href={termsUrl} target="_blank" rel="noreferrer" size="xs">
                  {chunks}
                </Anchor>
              ),
            }}
          />
        </Text>
      ) : null}
    </AuthPage>
  );
}
