import type { IntlShape } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { RestError, RestNetworkError } from "../../../lib/rest/rest-error.ts";

/** Error names whose meaning is known here, so their message can be shown in the user's language. */
type KnownName = "InvalidCredentials" | "LimitReachedError" | "InvalidToken" | "ExternalSignInFailed";

/** A form's own messages for some of the known errors. */
export type AuthErrorOverrides = Partial<Record<KnownName, MessageId>>;

/**
 * The message to show for a failed sign-in or account call. Known errors are translated
 * (the English text is the server's); anything else shows the server's own message.
 */
export function authErrorMessage(
  error: unknown,
  intl: IntlShape,
  overrides: AuthErrorOverrides = {},
): string {
  if (error instanceof RestNetworkError) return intl.formatMessage({ id: "auth.error.network" });
  if (!(error instanceof RestError)) return error instanceof Error ? error.message : String(error);

  const override = error.errorName ? overrides[error.errorName as KnownName] : undefined;
  if (override) return intl.formatMessage({ id: override });
  if (error.errorName === "InvalidCredentials")
    return intl.formatMessage({ id: "login.error.invalidCredentials" });
  if (error.errorName === "LimitReachedError" && error.status === 429 && error.retryAfter !== null) {
    // The per-account wait is seconds (at most a minute); the per-address pause is minutes.
    if (error.retryAfter <= 60) {
      const seconds = Math.max(1, Math.ceil(error.retryAfter));
      return intl.formatMessage({ id: "login.error.tooManyAttemptsSeconds" }, { seconds });
    }
    const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
    return intl.formatMessage({ id: "login.error.tooManyAttempts" }, { minutes });
  }
  return error.message;
}
