/** The sessions module's door: opening, checking and ending the sessions of signed-in devices. */
export { MAX_SESSIONS_MESSAGE, SessionLimitReachedError } from "./sessions.errors.ts";
export {
  announceEnded,
  endSessionsOfUser,
  endUserSessions,
  liveSession,
  openSession,
} from "./sessions.service.ts";
export type { SessionEndReason, SessionStatus } from "./sessions.tables.ts";
