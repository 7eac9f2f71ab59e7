import type { Locale } from "@launchpad/domain";
import type { MessageId } from "./message-id.ts";

/** Typed by English: a locale that lacks a message fails the locale test. */
export type Messages = Record<MessageId, string>;

type MessagesModule = { default: Record<string, string> };

/** Every message file, core and per area; each is its own chunk, loaded only for the language in use. */
const files = import.meta.glob<MessagesModule>("../../locales/**/*.json");

function filesOf(locale: Locale): (() => Promise<MessagesModule>)[] {
  const suffix = `/${locale}.json`;
  return Object.entries(files)
    .filter(([path]) => path.endsWith(suffix))
    .map(([, load]) => load);
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(filesOf(locale).map((load) => load()));
  return Object.assign({}, ...parts.map((part) => part.default)) as Messages;
}
