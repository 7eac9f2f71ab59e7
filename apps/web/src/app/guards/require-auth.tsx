import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { signInPathFor } from "../../features/navigation/index.ts";
import { readLastSignOutReason } from "../../lib/auth-storage.ts";
import { useAuthToken } from "../../lib/use-auth-token.ts";

type RequireAuthProps = { children: (token: string) => ReactNode };

/**
 * spec-2 §2: a signed-out visitor goes to the login page with the screen hint, the
 * invitation parameter and the return path kept — except after choosing to log out,
 * when the next sign-in starts afresh.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const token = useAuthToken();
  const location = useLocation();
  if (!token) return <Navigate to={signInPathFor(location, readLastSignOutReason() !== "user")} replace />;
  return children(token);
}
