import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useCurrentUser } from "../hooks/use-current-user.ts";
import { mustConfirmEmail } from "../lib/account-gate.ts";
import { ConfirmEmailScreen } from "./confirm-email-screen.tsx";

/** spec-1 §2, account gate: an unconfirmed account sees only the confirmation screen. */
export function AccountGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return mustConfirmEmail(user, pathname) ? <ConfirmEmailScreen email={user.email} /> : children;
}
