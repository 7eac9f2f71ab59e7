import { Button } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { PageLoader } from "../../../components/page-loader.tsx";
import { StatusPage } from "../../../components/status-page/status-page.tsx";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useSessionKeeper } from "../hooks/use-session-keeper.ts";
import { useSignOut } from "../hooks/use-sign-out.ts";

/** Rarely shown, with the public pages' card and language menu: loaded only when shown (issue 13). */
const SessionLimitScreen = lazy(
  withChunkReload(() =>
    import("./session-limit-screen.tsx").then((m) => ({ default: m.SessionLimitScreen })),
  ),
);

type SessionGateProps = { token: string; children: ReactNode };

/**
 * Nothing of the signed-in area renders before the session is active: until then the
 * server answers only session calls (docs/auth-api.md, Sessions 4).
 */
export function SessionGate({ token, children }: SessionGateProps) {
  const { state, takeOver, retry } = useSessionKeeper(token);
  const signOut = useSignOut();

  switch (state.status) {
    case "activating":
      return <PageLoader />;
    case "limit":
      return (
        <Suspense fallback={<PageLoader />}>
          <SessionLimitScreen onContinue={takeOver} onCancel={signOut} />
        </Suspense>
      );
    case "failed":
      return (
        <StatusPage
          title={<FormattedMessage id="session.failed.title" />}
          text={<FormattedMessage id="session.failed.text" />}
          details={state.message}
          actions={
            <>
              <Button variant="default" onClick={signOut}>
                <FormattedMessage id="account.logOut" />
              </Button>
              <Button onClick={retry}>
                <FormattedMessage id="session.failed.retry" />
              </Button>
            </>
          }
        />
      );
    case "active":
      return children;
  }
}
