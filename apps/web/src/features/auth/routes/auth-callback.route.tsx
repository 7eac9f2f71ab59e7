import { AuthCallbackPage } from "../components/auth-callback-page.tsx";

export function Component() {
  return <AuthCallbackPage callbackUrl={window.location.href} />;
}
