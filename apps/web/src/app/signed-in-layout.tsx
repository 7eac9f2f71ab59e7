import { Outlet } from "react-router";
import { AccessProvider } from "../features/access/index.ts";
import {
  AccountGate,
  CurrentUserProvider,
  CurrentUserQuery,
  SessionGate,
} from "../features/session/index.ts";
import { GuidedTours } from "../features/tours/index.ts";
import { RequireAuth } from "./guards/require-auth.tsx";
import { PageMessagesGate } from "./page-messages-gate.tsx";
import { AppShellLayout } from "./shell/app-shell-layout.tsx";

/** When the user's access changes, their role (label, visibility) reloads with it. */
const RELOADED_WITH_ACCESS = [CurrentUserQuery];

/**
 * The signed-in area, outermost first: a token (else the login page), an active session
 * (else the takeover screen), the user, a confirmed account (else the account gate), and
 * their access (permissions, feature flags, plan), which the menu and the guards decide with.
 * Keyed by the token so that a new sign-in starts the whole chain afresh.
 */
export function Component() {
  return (
    <RequireAuth>
      {(token) => (
        <SessionGate key={token} token={token}>
          <CurrentUserProvider>
            <AccountGate>
              <AccessProvider refetchWith={RELOADED_WITH_ACCESS}>
                <AppShellLayout>
                  <PageMessagesGate>
                    <Outlet />
                  </PageMessagesGate>
                  <GuidedTours />
                </AppShellLayout>
              </AccessProvider>
            </AccountGate>
          </CurrentUserProvider>
        </SessionGate>
      )}
    </RequireAuth>
  );
}
