import type { Locale } from "@launchpad/domain";
import type { MessageId } from "./message-id.ts";

/**
 * Typed by English: a locale that lacks a message fails the locale test. Typed as written
 * (as the tests and `npm run dev` load them); the build ships each message parsed
 * (decision 034), so code reading a message's text goes through `mapMessage` (icu-text.ts).
 */
export type Messages = Record<MessageId, string>;

/**
 * One area's message files, `<folder>/<locale>.json` by path, each a lazily loaded chunk:
 * `import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" })` in
 * the area's own folder, so that only the language in use is downloaded.
 */
export type MessageFiles = Readonly<Record<string, () => Promise<Record<string, string>>>>;

/** The shell's and the shared screens' messages (`src/locales/<locale>.json`). */
export const sharedMessages: MessageFiles = import.meta.glob<Record<string, string>>("../../locales/*.json", {
  import: "default",
});

/** The locales an area has a file for. */
export function localesOf(files: MessageFiles): string[] {
  return Object.keys(files).map((path) => path.replace(/^.*\//, "").replace(/\.json$/, ""));
}

/** Every area's file of one locale, merged into one catalogue. */
export async function loadMessages(areas: readonly MessageFiles[], locale: Locale): Promise<Messages> {
  const suffix = `/${locale}.json`;
  const loads = areas.flatMap((files) =>
    Object.entries(files)
      .filter(([path]) => path.endsWith(suffix))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...(await Promise.all(loads))) as Messages;
}
