/** A message the login page shows on arrival, passed in the navigation state. */
export type LoginNotice = "passwordChanged";

export type LoginNavigationState = { notice?: LoginNotice };

export function loginNoticeOf(state: unknown): LoginNotice | null {
  const notice = state && typeof state === "object" && "notice" in state ? state.notice : null;
  return notice === "passwordChanged" ? notice : null;
}
