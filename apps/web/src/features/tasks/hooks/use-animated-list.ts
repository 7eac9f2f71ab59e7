import { TASK_ADD_ANIMATION_MS, TASK_REMOVE_ANIMATION_MS } from "@launchpad/domain/tasks";
import { useCallback, useEffect, useRef, useState } from "react";
import type { RowMotion } from "../components/task-row.tsx";

function reducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
  );
}

/**
 * The popup's motion (spec-1 §9): a task ticked off fades out over 2 s before it leaves the
 * list; one that arrives (after the first answer) comes in over 1 s. With reduced motion
 * the list changes at once.
 */
export function useAnimatedList<T extends { id: string }>(items: readonly T[] | undefined) {
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [entering, setEntering] = useState<ReadonlySet<string>>(new Set());
  const known = useRef<Set<string> | null>(null);
  const rendered = useRef<T[]>([]);

  useEffect(() => {
    if (!items) return;
    const ids = new Set(items.map((i) => i.id));
    const before = known.current;
    known.current = ids;
    if (!before || reducedMotion()) return;
    const arrived = [...ids].filter((id) => !before.has(id));
    if (arrived.length === 0) return;
    setEntering((s) => new Set([...s, ...arrived]));
    const timer = setTimeout(
      () => setEntering((s) => new Set([...s].filter((id) => !arrived.includes(id)))),
      TASK_ADD_ANIMATION_MS,
    );
    return () => clearTimeout(timer);
  }, [items]);

  /** Plays the way out, then drops the item (and tells the caller, to refetch). */
  const leave = useCallback((id: string, after?: () => void) => {
    const drop = () => {
      setGone((s) => new Set([...s, id]));
      setLeaving((s) => new Set([...s].filter((x) => x !== id)));
      after?.();
    };
    if (reducedMotion()) return drop();
    setLeaving((s) => new Set([...s, id]));
    setTimeout(drop, TASK_REMOVE_ANIMATION_MS);
  }, []);

  // A task on its way out stays where it was, even once a refetch has left it out.
  const visible = (items ?? []).filter((i) => !gone.has(i.id));
  rendered.current.forEach((item, index) => {
    if (leaving.has(item.id) && !visible.some((v) => v.id === item.id)) visible.splice(index, 0, item);
  });
  rendered.current = visible;
  const motionOf = (id: string): RowMotion =>
    leaving.has(id) ? "leaving" : entering.has(id) ? "entering" : undefined;
  return { visible, motionOf, leave };
}
