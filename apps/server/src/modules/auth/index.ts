/** The auth module's door: sign-in, tokens, passwords, the sign-in throttle. */
export { signedIn } from "./auth.service.ts";
export { authenticate, viewerOf } from "./authenticate.ts";
export { createTokenService, type TokenClaims, type TokenService } from "./jwt.ts";
export { loadJwtSecret } from "./jwt-secret.ts";
export { hashPassword, verifyPassword } from "./password.ts";
export { checkPassword } from "./password-policy.ts";
export { createSignInThrottle, type SignInThrottle } from "./throttle.ts";
