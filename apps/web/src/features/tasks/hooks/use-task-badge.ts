import { useQuery, useSubscription } from "@apollo/client/react";
import { useState } from "react";
import { TaskBadgeQuery } from "../api/task-badge.query.ts";
import { TasksUpdatedSubscription } from "../api/tasks-updated.subscription.ts";
import { nextBadge } from "../lib/badge.ts";

export type TaskEventListener = (taskId: string, updateType: string) => void;
const listeners = new Set<TaskEventListener>();

/** Lists that are open (the popup, the tasks page) hear the same events as the badge. */
export function onTaskEvent(listener: TaskEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The badge's count: read once, then moved by tasksUpdatedForUser (lib/badge.ts). One
 * subscription for the whole app, held by the tasks button. `loaded` is false until the first
 * answer (the count reads 0 until then).
 */
export function useTaskBadge(): { count: number; loaded: boolean } {
  const { data, refetch } = useQuery(TaskBadgeQuery, { fetchPolicy: "cache-and-network" });
  const [offset, setOffset] = useState<{ base: number; count: number } | null>(null);
  const fetched = data?.taskBadge.count ?? 0;
  const current = offset && offset.base === fetched ? offset.count : fetched;
  useSubscription(TasksUpdatedSubscription, {
    onData: ({ data: result }) => {
      const update = result.data?.tasksUpdatedForUser;
      if (!update) return;
      const step = nextBadge(current, data?.taskBadge.horizon ?? null, update);
      setOffset({ base: fetched, count: step.count });
      if (step.refetch) void refetch();
      for (const listener of listeners) listener(update.taskId, update.updateType);
    },
  });
  return { count: current, loaded: data !== undefined };
}
