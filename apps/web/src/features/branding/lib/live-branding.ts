/**
 * Whether the signed-in area's `incubatorUpdated` subscription is open (decision 044): while
 * it is, the branding arrives live and a regained focus need not ask for it again.
 */
let open = 0;

export const liveBranding = {
  /** The subscription opened; the function returned says it closed. */
  start(): () => void {
    open += 1;
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      open -= 1;
    };
  },
  isLive(): boolean {
    return open > 0;
  },
};
