import { Outlet } from "react-router";
import { AccountGate, CurrentUserProvider, SessionGate } from "../features/session/index.ts";
import { RequireAuth } from "./guards/require-auth.tsx";
import { AppShellLayout } from "./shell/app-shell-layout.tsx";

/**
 * The signed-in area, outermost first: a token (else the login page), an active session
 * (else the takeover screen), the user, a confirmed account (else the account gate).
 * Keyed by the token so that a new sign-in starts the whole chain afresh.
 */
export function Component() {
  return (
    <RequireAuth>
      {(token) => (
        <SessionGate key={token} token={token}>
          <CurrentUserProvider>
            <AccountGate>
              <AppShellLayout>
                <Outlet />
              </AppShellLayout>
            </AccountGate>
          </CurrentUserProvider>
        </SessionGate>
      )}
    </RequireAuth>
  );
}
