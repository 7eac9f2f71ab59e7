import type { DocumentNode } from "@apollo/client";
import { useQuery, useSubscription } from "@apollo/client/react";
import { Button } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { PageLoader } from "../../../components/page-loader.tsx";
import { StatusPage } from "../../../components/status-page/status-page.tsx";
import { isAuthenticationRequired } from "../../../lib/apollo/authentication-required.ts";
import { AccessChangedSubscription } from "../api/access-changed.subscription.ts";
import { ViewerAccessQuery } from "../api/viewer-access.query.ts";
import { useAccessRefresh } from "../hooks/use-access-refresh.ts";
import { ViewerAccessContext } from "../hooks/use-viewer-access.ts";
import { viewerAccessOf } from "../lib/viewer-access.ts";

type AccessProviderProps = {
  children: ReactNode;
  /** Reloaded with the access when it changes: the signed-in user (their role). */
  refetchWith?: readonly DocumentNode[];
};

/**
 * spec-2 §2: nothing of the signed-in area shows before the user's permissions, feature
 * flags and plan have loaded (the loader shows instead). They reload when the server says
 * the user's access changed and when the window gets the focus back; the menu and the
 * guards follow the new answer at once.
 */
const NOTHING_ELSE: readonly DocumentNode[] = [];

export function AccessProvider({ children, refetchWith = NOTHING_ELSE }: AccessProviderProps) {
  const { data, error, refetch } = useQuery(ViewerAccessQuery);
  const queries = useMemo(() => [ViewerAccessQuery, ...refetchWith], [refetchWith]);
  const refresh = useAccessRefresh(queries);
  useSubscription(AccessChangedSubscription, { onData: refresh });
  const access = useMemo(() => (data ? viewerAccessOf(data) : null), [data]);

  if (access) return <ViewerAccessContext value={access}>{children}</ViewerAccessContext>;
  // An AuthenticationRequiredError signs out through the Apollo client: the guard takes over.
  if (!error || isAuthenticationRequired(error)) return <PageLoader />;
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
