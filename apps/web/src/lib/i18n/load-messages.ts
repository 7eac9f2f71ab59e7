import type { Locale } from "@launchpad/domain";
import type { MessageId } from "./message-id.ts";

/** Typed by en.json: a locale file that lacks a message does not compile. */
export type Messages = Record<MessageId, string>;

type MessagesModule = { default: Messages };

/** One chunk per locale: only the language in use is downloaded. */
const loaders: Record<Locale, () => Promise<MessagesModule>> = {
  ar: () => import("../../locales/ar.json"),
  de: () => import("../../locales/de.json"),
  en: () => import("../../locales/en.json"),
  es: () => import("../../locales/es.json"),
  fr: () => import("../../locales/fr.json"),
  id: () => import("../../locales/id.json"),
  ja_JP: () => import("../../locales/ja_JP.json"),
  ko: () => import("../../locales/ko.json"),
  pt: () => import("../../locales/pt.json"),
  uk: () => import("../../locales/uk.json"),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  const loaded = await loaders[locale]();
  return loaded.default;
}
