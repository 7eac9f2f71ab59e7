import { lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useCurrentUser } from "../hooks/use-current-user.ts";
import { mustConfirmEmail } from "../lib/account-gate.ts";

/** Rarely shown, with the public pages' card and language menu: loaded only when shown (issue 13). */
const ConfirmEmailScreen = lazy(
  withChunkReload(() =>
    import("./confirm-email-screen.tsx").then((m) => ({ default: m.ConfirmEmailScreen })),
  ),
);

/** spec-1 §2, account gate: an unconfirmed account sees only the confirmation screen. */
export function AccountGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!mustConfirmEmail(user, pathname)) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <ConfirmEmailScreen email={user.email} />
    </Suspense>
  );
}
