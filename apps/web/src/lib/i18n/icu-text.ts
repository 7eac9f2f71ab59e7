import type {
  LiteralElement,
  MessageFormatElement,
  PluralElement,
  SelectElement,
  TagElement,
} from "@formatjs/icu-messageformat-parser";

/**
 * A catalogue's message: ICU text as written (tests, `npm run dev`), or as the build ships
 * it, parsed into react-intl's AST (decision 034).
 */
export type CatalogueMessage = string | MessageFormatElement[];

/** The parser's TYPE values this file walks (the parser itself is not shipped). */
const LITERAL = 0;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

/** mapMessageText for a message as written or precompiled: the same text is rewritten, in the same order. */
export function mapMessage<M extends CatalogueMessage>(message: M, rewrite: (text: string) => string): M {
  return (
    typeof message === "string" ? mapMessageText(message, rewrite) : mapElements(message, rewrite)
  ) as M;
}

function mapElements(
  elements: readonly MessageFormatElement[],
  rewrite: (text: string) => string,
): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    switch (element.type as number) {
      case LITERAL: {
        const literal = element as LiteralElement;
        return { ...literal, value: rewrite(literal.value) };
      }
      case SELECT:
      case PLURAL: {
        const choice = element as SelectElement | PluralElement;
        const options = Object.fromEntries(
          Object.entries(choice.options).map(([key, option]) => [
            key,
            { ...option, value: mapElements(option.value, rewrite) },
          ]),
        );
        return { ...choice, options } as MessageFormatElement;
      }
      case TAG: {
        const tag = element as TagElement;
        return { ...tag, children: mapElements(tag.children, rewrite) };
      }
      default:
        return element;
    }
  });
}

/**
 * Rewrites only the literal text of an ICU message: argument names, types, styles, plural
 * and select keys, quoted ICU syntax and rich-text tag names (`<b>`) are kept as they are,
 * so a rewrite never breaks the message's syntax. Nested messages (plural and select
 * options) are text again and are rewritten too.
 */
export function mapMessageText(message: string, rewrite: (text: string) => string): string {
  const scanner = { source: message, at: 0, rewrite };
  return readMessage(scanner);
}

type Scanner = { source: string; at: number; rewrite: (text: string) => string };

const NESTED_TYPES = new Set(["plural", "select", "selectordinal"]);
const TAG_TEXT = /(<\/?[\w-]+\s*\/?>)/;

/** Text up to an unmatched `}` (the end of a nested message) or the end. */
function readMessage(scanner: Scanner): string {
  let out = "";
  let text = "";
  const flush = () => {
    out += rewriteOutsideTags(text, scanner.rewrite);
    text = "";
  };
  while (scanner.at < scanner.source.length) {
    const char = scanner.source[scanner.at] as string;
    if (char === "}") break;
    if (char === "{") {
      flush();
      out += readArgument(scanner);
      continue;
    }
    if (char === "'" && isQuoteStart(scanner.source[scanner.at + 1])) {
      flush();
      const end = scanner.source.indexOf("'", scanner.at + 1);
      const stop = end === -1 ? scanner.source.length : end + 1;
      out += scanner.source.slice(scanner.at, stop);
      scanner.at = stop;
      continue;
    }
    text += char;
    scanner.at += 1;
  }
  flush();
  return out;
}

function isQuoteStart(next: string | undefined): boolean {
  return next === "{" || next === "}" || next === "#" || next === "|";
}

/** `{name}`, `{name, type}`, `{name, type, style}` or `{name, plural, key {message} …}`. */
function readArgument(scanner: Scanner): string {
  const start = scanner.at;
  scanner.at += 1;
  readUntil(scanner, /[,}]/);
  const head = scanner.source.slice(start, scanner.at);
  if (scanner.source[scanner.at] !== ",") return `${head}${consume(scanner, "}")}`;
  scanner.at += 1;
  const type = readUntil(scanner, /[,}]/).trim();
  if (!NESTED_TYPES.has(type) || scanner.source[scanner.at] !== ",") {
    return scanner.source.slice(start, scanner.at) + consumeBalanced(scanner);
  }
  let out = scanner.source.slice(start, scanner.at);
  while (scanner.at < scanner.source.length) {
    const char = scanner.source[scanner.at] as string;
    if (char === "}") return `${out}${consume(scanner, "}")}`;
    if (char === "{") {
      scanner.at += 1;
      const body = readMessage(scanner);
      out += `{${body}${consume(scanner, "}")}`;
      continue;
    }
    out += char;
    scanner.at += 1;
  }
  return out;
}

function readUntil(scanner: Scanner, stop: RegExp): string {
  const begin = scanner.at;
  while (scanner.at < scanner.source.length && !stop.test(scanner.source[scanner.at] as string))
    scanner.at += 1;
  return scanner.source.slice(begin, scanner.at);
}

function consume(scanner: Scanner, char: string): string {
  if (scanner.source[scanner.at] !== char) return "";
  scanner.at += 1;
  return char;
}

/** The rest of a simple argument (a number or date style), up to its closing brace. */
function consumeBalanced(scanner: Scanner): string {
  const begin = scanner.at;
  let depth = 1;
  while (scanner.at < scanner.source.length && depth > 0) {
    const char = scanner.source[scanner.at];
    if (char === "{") depth += 1;
    if (char === "}") depth -= 1;
    scanner.at += 1;
  }
  return scanner.source.slice(begin, scanner.at);
}

function rewriteOutsideTags(text: string, rewrite: (text: string) => string): string {
  if (!text) return text;
  return text
    .split(TAG_TEXT)
    .map((part, index) => (index % 2 === 1 ? part : rewrite(part)))
    .join("");
}
