import type { Locale } from "@launchpad/domain";
import { type CatalogueMessage, mapMessage } from "./icu-text.ts";

/**
 * Renaming "startup" (spec-2 §1, §3 Incubator.startupNameAlternative): an organisation may
 * call startups something else, with a label per language, falling back to the English
 * label. The word is replaced in the loaded messages, so every screen follows without
 * knowing about it.
 *
 * Each language lists how its messages spell the word, plural forms first. The match
 * keeps its initial capital ("Startups" → "Ventures", "startup" → "venture"). Inflected
 * forms (Ukrainian cases, Arabic definite and possessive forms) map to the label's
 * singular or plural as they are: a free label cannot be declined.
 */
export type StartupNameAlternative = {
  active: boolean;
  label: readonly { language: string; value: string; plural?: string | null }[];
};

export type StartupTerm = { singular: string; plural: string };

type WordNumber = keyof StartupTerm;
/** "either": the language does not mark the plural (French start-up, Japanese, Korean, Indonesian). */
type Form = { pattern: string; number: WordNumber | "either" };

const plural = (pattern: string): Form => ({ pattern, number: "plural" });
const singular = (pattern: string): Form => ({ pattern, number: "singular" });
const either = (pattern: string): Form => ({ pattern, number: "either" });

const LATIN_START_UP = [plural("start-?ups"), singular("start-?up")];
const EMERGENTE = [plural("empresas emergentes"), singular("empresa emergente")];
/** Arabic possessive endings (my, your, his, her, our, their …) on شركة / شركات. */
const AR_POSSESSIVE = "(?:ي|ك|كم|كن|نا|ه|ها|هم|هن)";
/** The article, or after the proclitic ل its elided form ("للشركات" is ل + الشركات). */
const AR_ARTICLE = "(?:ال|(?<=ل)ل)?";

const FORMS: Record<Locale, readonly Form[]> = {
  en: LATIN_START_UP,
  de: LATIN_START_UP,
  pt: [...EMERGENTE, ...LATIN_START_UP],
  // "les start-up": the French plural is often invariable.
  fr: [plural("start-?ups"), either("start-?up")],
  es: [...EMERGENTE, ...LATIN_START_UP],
  id: [either("perusahaan rintisan"), plural("startups"), either("startup")],
  ar: [
    plural(`${AR_ARTICLE}شركات${AR_POSSESSIVE}? (?:ال)?ناشئة`),
    singular(`شركت${AR_POSSESSIVE} (?:ال)?ناشئة`),
    singular(`${AR_ARTICLE}شركة (?:ال)?ناشئة`),
  ],
  uk: [plural("стартап(?:ами|ам|ах|ів|и)"), singular("стартап(?:ом|у|і|а)?")],
  ja_JP: [either("スタートアップ")],
  ko: [either("스타트업")],
};

/** Where the word may start: after a non-letter; in Arabic also after the proclitics و ف ب ك ل. */
const WORD_START = "(?<![\\p{L}\\p{N}_])";
const STARTS: Partial<Record<Locale, string>> = {
  ar: "(?<=(?:^|[^\\p{L}\\p{N}_])(?:و|ف)?(?:ب|ك|ل)?)",
  // Written without spaces: the word is found wherever it stands.
  ja_JP: "",
  ko: "",
};
const ENDS: Partial<Record<Locale, string>> = { ja_JP: "", ko: "" };

/** A French plural determiner right before the word makes it plural. */
const PLURAL_BEFORE: Partial<Record<Locale, RegExp>> = {
  fr: /(?:^|[^\p{L}])(?:des|les|vos|nos|leurs|ces|aux|mes|tes|ses|plusieurs)\s+$/iu,
};

/** The settings that rename the word speak about the word itself: they keep it. */
const ABOUT_THE_WORD = /^settings\.branding\.(?:intro$|section\.startupName$|startupName\.)/;

export const speaksAboutTheWord = (id: string): boolean => ABOUT_THE_WORD.test(id);

/** The label for the locale (else the English one) when the alternative is on. */
export function startupTermFor(
  alternative: StartupNameAlternative | null | undefined,
  locale: Locale,
): StartupTerm | null {
  if (!alternative?.active) return null;
  const usable = alternative.label.filter((label) => label.value.trim());
  const label =
    usable.find((entry) => entry.language === locale) ?? usable.find((entry) => entry.language === "en");
  if (!label) return null;
  const value = label.value.trim();
  return { singular: value, plural: label.plural?.trim() || value };
}

/**
 * Every message with the locale's word for startup(s) replaced by the term. Where the
 * language does not mark the plural, the English message of the same id tells the number
 * ("Startups" → "Start-up" is a plural).
 */
export function renameStartup<T extends Readonly<Record<string, CatalogueMessage>>>(
  messages: T,
  locale: Locale,
  term: StartupTerm | null,
  english: Readonly<Record<string, CatalogueMessage>> = {},
): T {
  if (!term) return messages;
  const find = finderFor(locale);
  const findEnglish = finderFor("en");
  const renamed: Record<string, CatalogueMessage> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (speaksAboutTheWord(id)) {
      renamed[id] = message;
      continue;
    }
    const source = english[id];
    const hints = source && locale !== "en" ? numbersIn(source, findEnglish) : [];
    let index = 0;
    renamed[id] = mapMessage(message, (text) =>
      text.replace(find.pattern, (match: string, ...rest: unknown[]) => {
        const offset = rest[find.forms.length] as number;
        const form = find.forms[rest.findIndex((group, at) => at < find.forms.length && group !== undefined)];
        const hint = hints[index++];
        if (!form) return match;
        const number =
          form.number !== "either"
            ? form.number
            : PLURAL_BEFORE[locale]?.test(text.slice(0, offset))
              ? "plural"
              : (hint ?? "singular");
        return withCaseOf(match, locale === "ar" ? afterElidedArticle(match, term[number]) : term[number]);
      }),
    );
  }
  return renamed as T;
}

type Finder = { forms: readonly Form[]; pattern: RegExp };

function finderFor(locale: Locale): Finder {
  const forms = FORMS[locale];
  const before = STARTS[locale] ?? WORD_START;
  const after = ENDS[locale] ?? "(?![\\p{L}\\p{N}_])";
  const pattern = new RegExp(forms.map((form) => `${before}(${form.pattern})${after}`).join("|"), "giu");
  return { forms, pattern };
}

/** The number of each occurrence of the word in an English message, in order. */
function numbersIn(message: CatalogueMessage, find: Finder): WordNumber[] {
  const numbers: WordNumber[] = [];
  mapMessage(message, (text) => {
    for (const match of text.matchAll(find.pattern)) {
      const form = find.forms[match.slice(1).findIndex((group) => group !== undefined)];
      numbers.push(form?.number === "plural" ? "plural" : "singular");
    }
    return text;
  });
  return numbers;
}

/**
 * "للشركات" is the proclitic ل before the article, whose alif is dropped: the match then
 * starts "لشركات", and the label loses its own alif too ("المشاريع" → "لمشاريع", read
 * "للمشاريع" after the ل left in place). A label without the article keeps its spelling.
 */
function afterElidedArticle(match: string, value: string): string {
  const elided = match.startsWith("ل") && !match.startsWith("ال");
  return elided && value.startsWith("ال") ? value.slice(1) : value;
}

/** The replacement starts with a capital where the word did, and in lower case where it did not. */
function withCaseOf(match: string, value: string): string {
  const first = match.charAt(0);
  if (first !== first.toLowerCase()) return value.charAt(0).toLocaleUpperCase() + value.slice(1);
  const second = value.charAt(1);
  // An acronym or a name written in capitals (SMEs) keeps its spelling.
  if (second && second !== second.toLowerCase()) return value;
  return value.charAt(0).toLocaleLowerCase() + value.slice(1);
}
