import { LOCALES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { englishMessages as english } from "./english-messages.ts";
import { loadMessages } from "./load-messages.ts";

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe.each(LOCALES.filter((locale) => locale !== "en"))("%s messages", (locale) => {
  it("has every English message, with the same placeholders, translated", async () => {
    const messages: Record<string, string> = await loadMessages(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [id, source] of Object.entries(english)) {
      const translated = messages[id] ?? "";
      expect(placeholders(translated), id).toEqual(placeholders(source));
      // Only the product's name reads the same in every language.
      if (id !== "app.name") expect(translated, id).not.toBe(source);
    }
  });
});
