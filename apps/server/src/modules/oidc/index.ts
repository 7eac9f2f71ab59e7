/** The oidc module's door: sign-in through OpenID Connect (the routes are registered by module.ts). */
export { authMode } from "./auth-mode.service.ts";
export { ExternalSignInError } from "./oidc.errors.ts";
export type { OidcConnectionRow } from "./oidc.tables.ts";
