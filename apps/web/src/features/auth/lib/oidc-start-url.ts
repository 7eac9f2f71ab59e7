/** Where a single-sign-on button leads (a full page navigation to the server, then the provider). */
export function oidcStartUrl(connectionId: string, returnTo: string): string {
  return `/auth/oidc/${encodeURIComponent(connectionId)}/start?${new URLSearchParams({ returnTo })}`;
}
