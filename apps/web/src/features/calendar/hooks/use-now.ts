import { useEffect, useState } from "react";

/**
 * The current time in milliseconds, renewed every `everyMs` while `ticking` (spec-1 §4, §9:
 * a happening event's marker moves with a clock refreshed each second). Not ticking, it is
 * the time of the last render, so a panel with nothing happening does not re-render.
 */
export function useNow(ticking: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [ticking, everyMs]);
  return now;
}
