import { Navigate, useLocation } from "react-router";
import { returnToOf } from "../../../lib/return-to.ts";
import { useAuthToken } from "../../../lib/use-auth-token.ts";
import { LoginPage } from "../components/login-page.tsx";
import { loginNoticeOf } from "../lib/login-notice.ts";

export function Component() {
  const token = useAuthToken();
  const location = useLocation();
  const returnTo = returnToOf(location.search);
  // Already signed in (another tab, or the back button): straight to the wanted page.
  if (token) return <Navigate to={returnTo} replace />;
  return <LoginPage returnTo={returnTo} notice={loginNoticeOf(location.state)} />;
}
