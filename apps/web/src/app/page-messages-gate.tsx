import { type ReactNode, useMemo } from "react";
import { useMatches } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { MessagesGate } from "../lib/i18n/messages-gate.tsx";
import { pageMessagesOfMatches } from "./page-messages.ts";

/**
 * The page waits for its feature's messages when they come with its pages (decision 034);
 * the shell around it stays. Keyed by the files, not the matches, so that moving between
 * pages of the same features asks nothing.
 */
export function PageMessagesGate({ children }: { children: ReactNode }) {
  const files = pageMessagesOfMatches(useMatches());
  const key = files.map((file) => Object.keys(file)[0]).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the files change only when the key does.
  const areas = useMemo(() => files, [key]);
  return (
    <MessagesGate areas={areas} loading={<PageLoader />}>
      {children}
    </MessagesGate>
  );
}
