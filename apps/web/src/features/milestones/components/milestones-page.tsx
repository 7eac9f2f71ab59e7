import { Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { MILESTONES_MESSAGES } from "../lib/messages.ts";

/** A milestones page, once its texts have loaded. */
export function MilestonesPage({ children }: { children: ReactNode }) {
  return (
    <MessagesGate areas={MILESTONES_MESSAGES} loading={<Loader aria-busy="true" />}>
      {children}
    </MessagesGate>
  );
}
