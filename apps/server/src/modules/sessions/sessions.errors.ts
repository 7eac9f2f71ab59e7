import { LimitReachedError } from "../../graphql/errors.ts";

export const MAX_SESSIONS_MESSAGE = "Maximum number of sessions reached";

/**
 * The incubator's limit of active sessions per user is reached; the pending session's id
 * lets the client cancel it (logoutSession) from the takeover screen.
 */
export class SessionLimitReachedError extends LimitReachedError {
  constructor(sessionId: string) {
    super(MAX_SESSIONS_MESSAGE, { sessionId });
  }
}
