import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { LOCALES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { mapMessageText } from "../lib/i18n/icu-text.ts";
import { loadMessages, localesOf } from "../lib/i18n/load-messages.ts";
import { renameStartup, speaksAboutTheWord } from "../lib/i18n/startup-term.ts";
import { FEATURES } from "./features.ts";
import { MESSAGE_FILES } from "./messages.ts";

/** The arguments a message uses, parsed as ICU (the text of a plural's branch is not one). */
const placeholders = (message: string) => [...argumentsOf(parse(message))].sort();

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

/** The argument names a message uses once parsed: a `{title}` inside ICU's '…' quotes is text, not an argument. */
function argumentsOf(elements: readonly MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}
const parsedArguments = (message: string) => [...argumentsOf(parse(message))].sort();

/** Every catalogue folder, the panels' own (`panel-locales`) too: folder → locale → messages. */
const CATALOGUES = Object.entries(
  import.meta.glob<Record<string, string>>(["../**/locales/*.json", "../**/*-locales/*.json"], {
    eager: true,
    import: "default",
  }),
).reduce<Record<string, Record<string, Record<string, string>>>>((folders, [path, messages]) => {
  const folder = path.replace(/\/[^/]+$/, "");
  const locale = path.replace(/^.*\//, "").replace(/\.json$/, "");
  folders[folder] = { ...folders[folder], [locale]: messages };
  return folders;
}, {});

describe.each(Object.keys(CATALOGUES))("the catalogues of %s", (folder) => {
  it("have English's messages, each using every argument of the English one (none swallowed by ICU's apostrophe quoting)", () => {
    const { en, ...others } = CATALOGUES[folder] ?? {};
    expect(en, folder).toBeDefined();
    for (const [locale, messages] of Object.entries(others)) {
      expect(Object.keys(messages).sort(), `${folder} ${locale}`).toEqual(Object.keys(en ?? {}).sort());
      for (const [id, source] of Object.entries(en ?? {})) {
        expect(parsedArguments(messages[id] ?? ""), `${locale} ${id}`).toEqual(parsedArguments(source));
      }
    }
  });
});
