import { LOCALES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { loadMessages, localesOf } from "../../../lib/i18n/load-messages.ts";
import { PANEL_MESSAGE_FILES } from "./panel-messages.ts";

/** As app/messages.test.ts for the feature's files: the panel's texts load apart from them. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe("the notification panel's texts", () => {
  it("come in one file per locale", () => {
    expect(localesOf(PANEL_MESSAGE_FILES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "%s has every English text, same placeholders, translated",
    async (locale) => {
      const english: Record<string, string> = await loadMessages([PANEL_MESSAGE_FILES], "en");
      const messages: Record<string, string> = await loadMessages([PANEL_MESSAGE_FILES], locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [id, source] of Object.entries(english)) {
        expect(placeholders(messages[id] ?? ""), id).toEqual(placeholders(source));
        expect(messages[id], id).not.toBe(source);
      }
    },
  );
});
