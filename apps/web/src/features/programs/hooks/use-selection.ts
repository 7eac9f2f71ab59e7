import { useState } from "react";

/** The rows ticked in a list (ids), kept across searches and pages until cleared. */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setMany = (many: readonly string[], on: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      for (const id of many) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { ids, toggle, setMany, clear: () => setIds(new Set()) };
}
