import { LOCALES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { mapMessageText } from "../lib/i18n/icu-text.ts";
import { loadMessages, localesOf } from "../lib/i18n/load-messages.ts";
import { renameStartup, speaksAboutTheWord } from "../lib/i18n/startup-term.ts";
import { FEATURES } from "./features.ts";
import { MESSAGE_FILES } from "./messages.ts";

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

const english: Record<string, string> = await loadMessages(MESSAGE_FILES, "en");

describe.each(LOCALES.filter((locale) => locale !== "en"))("%s messages", (locale) => {
  it("has every English message, with the same placeholders, translated", async () => {
    const messages: Record<string, string> = await loadMessages(MESSAGE_FILES, locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [id, source] of Object.entries(english)) {
      const translated = messages[id] ?? "";
      expect(placeholders(translated), id).toEqual(placeholders(source));
      // Only the product's name reads the same in every language.
      if (id !== "app.name") expect(translated, id).not.toBe(source);
    }
  });
});

describe.each(FEATURES.filter((feature) => feature.messages).map((feature) => feature.name))(
  "the %s feature's messages",
  (name) => {
    it("come in one file per locale", () => {
      const files = FEATURES.find((feature) => feature.name === name)?.messages ?? {};
      expect(localesOf(files).sort()).toEqual([...LOCALES].sort());
    });
  },
);

/** How the messages of the ten languages spell startup; none may be left once it is renamed. */
const LEFTOVER = /start-?up|emergente|rintisan|ناشئ|стартап|スタートアップ|스타트업/giu;

describe.each(LOCALES)("every %s message", (locale) => {
  it("names startups only by the term once it is renamed", async () => {
    const messages = await loadMessages(MESSAGE_FILES, locale);
    const renamed = renameStartup(messages, locale, { singular: "Ω", plural: "ΩΩ" });
    for (const [id, message] of Object.entries(renamed)) {
      if (speaksAboutTheWord(id)) continue;
      expect(
        mapMessageText(message, (text) => text.replace(LEFTOVER, "«$&»")),
        id,
      ).toBe(message);
    }
  });
});
