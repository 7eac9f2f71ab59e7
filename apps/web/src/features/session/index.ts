export { CurrentUserQuery } from "./api/current-user.query.ts";
export { AccountGate } from "./components/account-gate.tsx";
export { CurrentUserProvider } from "./components/current-user-provider.tsx";
export { HomeRedirect } from "./components/home-redirect.tsx";
export { SessionGate } from "./components/session-gate.tsx";
export { SignedInSummary } from "./components/signed-in-summary.tsx";
export { WelcomePage } from "./components/welcome-page.tsx";
export { type CurrentUser, useCurrentUser } from "./hooks/use-current-user.ts";
export { useSignOut } from "./hooks/use-sign-out.ts";
