import type { ReactNode } from "react";
import { PageLoader } from "../../../components/page-loader.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { APPLICATIONS_MESSAGES } from "../lib/messages.ts";

/** The applicant's pages wait for the feature's texts (they load with its pages, lib/messages.ts). */
export function ApplicationsGate({ children }: { children: ReactNode }) {
  return (
    <MessagesGate areas={APPLICATIONS_MESSAGES} loading={<PageLoader />}>
      {children}
    </MessagesGate>
  );
}
