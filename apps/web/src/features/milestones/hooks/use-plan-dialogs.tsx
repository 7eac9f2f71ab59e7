import { useState } from "react";
import type { Plan } from "../lib/plan-types.ts";

/** Which of a plan screen's dialogs is open (one at a time), and for which plan. */
export type PlanDialog =
  | { kind: "create" }
  | { kind: "edit"; plan: Plan }
  | { kind: "duplicate"; plan: Plan }
  | { kind: "delete"; plan: Plan }
  | { kind: "apply"; plan: Plan };

export function usePlanDialogs() {
  const [dialog, setDialog] = useState<PlanDialog | null>(null);
  return { dialog, open: setDialog, close: () => setDialog(null) };
}
