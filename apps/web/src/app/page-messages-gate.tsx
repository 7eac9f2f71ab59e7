import { type ReactNode, useMemo } from "react";
import { useMatches } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import type { MessageFiles } from "../lib/i18n/load-messages.ts";
import { MessagesGate } from "../lib/i18n/messages-gate.tsx";
import { pageMessagesOfMatches } from "./page-messages.ts";

/** A number per message area: every feature's glob has the same paths (`./locales/en.json`). */
const numbers = new WeakMap<MessageFiles, number>();
let counted = 0;
function numberOf(files: MessageFiles): number {
  let number = numbers.get(files);
  if (number === undefined) {
    counted += 1;
    number = counted;
    numbers.set(files, number);
  }
  return number;
}

/**
 * The page waits for its feature's messages when they come with its pages (decision 034);
 * the shell around it stays. Keyed by the areas, not the matches, so that moving between
 * pages of the same features asks nothing.
 */
export function PageMessagesGate({ children }: { children: ReactNode }) {
  const files = pageMessagesOfMatches(useMatches());
  const key = files.map(numberOf).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the files change only when the key does.
  const areas = useMemo(() => files, [key]);
  return (
    <MessagesGate areas={areas} loading={<PageLoader />}>
      {children}
    </MessagesGate>
  );
}
