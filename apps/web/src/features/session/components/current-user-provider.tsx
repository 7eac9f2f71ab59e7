import { useQuery } from "@apollo/client/react";
import { Button } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { PageLoader } from "../../../components/page-loader.tsx";
import { StatusPage } from "../../../components/status-page/status-page.tsx";
import { isAuthenticationRequired } from "../../../lib/apollo/authentication-required.ts";
import { clearAuth } from "../../../lib/auth-storage.ts";
import { CurrentUserQuery } from "../api/current-user.query.ts";
import { CurrentUserContext } from "../hooks/use-current-user.ts";

/** spec-1 §4: a user whose status is "deleted" is signed out. */
const DELETED = "deleted";

/** Loads the signed-in user once the session is active and gives it to the signed-in area. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery(CurrentUserQuery);
  const user = data?.currentUser ?? null;
  const deleted = user?.status === DELETED;

  useEffect(() => {
    if (deleted) clearAuth("server");
  }, [deleted]);

  if (user && !deleted) return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
  // An AuthenticationRequiredError signs out through the Apollo client: the guard takes over.
  if (!error || deleted || isAuthenticationRequired(error)) return <PageLoader />;
  return (
    <StatusPage
      title={<FormattedMessage id="session.failed.title" />}
      text={<FormattedMessage id="session.failed.text" />}
      details={error.message}
      actions={
        <Button onClick={() => void refetch()}>
          <FormattedMessage id="session.failed.retry" />
        </Button>
      }
    />
  );
}
