import { LOCALES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { precompileMessages } from "../build/precompiled-messages.plugin.ts";
import { mapMessage, mapMessageText } from "../lib/i18n/icu-text.ts";
import { loadMessages } from "../lib/i18n/load-messages.ts";
import { renameStartup } from "../lib/i18n/startup-term.ts";
import { MESSAGE_FILES } from "./messages.ts";

/**
 * Decision 034: the build ships every catalogue parsed. What the app does with a message's
 * text (renaming startups) must give the same message either way: the parsed catalogue
 * rewritten is the rewritten catalogue parsed.
 */
const english = precompileMessages(await loadMessages(MESSAGE_FILES, "en"), "en");

describe.each(LOCALES)("the %s catalogue, precompiled", (locale) => {
  it("is renamed as the written one is", async () => {
    const written = await loadMessages(MESSAGE_FILES, locale);
    const parsed = precompileMessages(written, locale);
    const term = { singular: "Ω venture", plural: "Ω ventures" };
    const writtenEnglish = await loadMessages(MESSAGE_FILES, "en");
    expect(renameStartup(parsed, locale, term, english)).toEqual(
      precompileMessages(renameStartup(written, locale, term, writtenEnglish), locale),
    );
  });

  it("has its text rewritten as the written one", async () => {
    const written = await loadMessages(MESSAGE_FILES, locale);
    const shout = (text: string) => text.toUpperCase();
    for (const [id, message] of Object.entries(written)) {
      // Quoted ICU syntax ('{x}') is text in the AST, rewritten there but kept as written in text.
      if (/'[{}#|]/.test(message)) continue;
      const [parsed] = Object.values(precompileMessages({ [id]: message }, locale));
      expect(mapMessage(parsed ?? [], shout), id).toEqual(
        Object.values(precompileMessages({ [id]: mapMessageText(message, shout) }, locale))[0],
      );
    }
  });
});
