/** The auth module's door: sign-in, tokens, passwords, the sign-in throttle. */
export { assertSameIncubator, InvalidCredentialsError } from "./auth.errors.ts";
export { type SignInSource, signIn } from "./auth.service.ts";
export { authenticate, viewerOf } from "./authenticate.ts";
export { createTokenService, type TokenClaims, type TokenService } from "./jwt.ts";
export { loadJwtSecret } from "./jwt-secret.ts";
export { createSignInThrottle, type SignInThrottle } from "./throttle.ts";
