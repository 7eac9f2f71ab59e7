import { Navigate } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { usePublicQuery } from "../../../lib/public-graphql/use-public-query.ts";
import { AuthModeQuery } from "../api/auth-mode.query.ts";
import { ForgotPasswordPage } from "../components/forgot-password-page.tsx";

/** spec-1 §2: /forgotpassword exists only when single sign-on is off. */
export function Component() {
  const { data, loading } = usePublicQuery(AuthModeQuery);
  if (loading && !data) return <PageLoader />;
  if (data?.authMode.enabled) return <Navigate to="/login" replace />;
  return <ForgotPasswordPage />;
}
