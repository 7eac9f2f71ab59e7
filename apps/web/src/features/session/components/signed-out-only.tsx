import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuthToken } from "../../../lib/use-auth-token.ts";

/** A page for visitors only (spec-1 §2: /apply/program/:slug): a signed-in user goes home. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  return token ? <Navigate to="/" replace /> : children;
}
