import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

/** A message catalogue: `src/locales/<locale>.json`, `src/features/<name>/locales/<locale>.json` (or `<part>-locales`). */
const CATALOGUE = /[\\/]src[\\/](?:[^?]*[\\/])?[\w-]*locales[\\/][\w-]+\.json(?:\?.*)?$/;
const PARSER = "@formatjs/icu-messageformat-parser";

/**
 * Decision 034: the build ships the message catalogues parsed, as react-intl's ASTs, and
 * react-intl without its ICU parser (`no-parser.js`, which throws if a message still comes
 * as text). The parser (≈ 8 KB gzipped on every page) runs here, once per message, and a
 * message it cannot read fails the build with its id and file instead of a page. `npm run
 * dev` and the tests keep the catalogues as written, with the parser.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: "launchpad-precompiled-messages",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== PARSER) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(precompileMessages(messages, id)), map: null };
    },
  };
}

/** Each message as react-intl's IntlMessageFormat parses it (the same options). */
export function precompileMessages(
  messages: Readonly<Record<string, string>>,
  file: string,
): Record<string, MessageFormatElement[]> {
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${file}: the message "${id}" is not ICU MessageFormat (${String(error)})`);
    }
  }
  return compiled;
}
