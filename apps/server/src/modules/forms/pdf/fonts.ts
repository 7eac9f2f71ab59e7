import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * The fonts of the printable form (decision 042): Noto Sans (Latin, Cyrillic, Greek,
 * Vietnamese), IBM Plex Sans Arabic, Noto Sans JP and Noto Sans KR, each regular and bold, as TTF
 * files of the `@expo-google-fonts/*` npm packages (never system fonts). A file is read on
 * first use and kept: the JP and KR files (5–6 MB each) only when a text needs them.
 *
 * Each character is drawn with the first font that has it, in script order: Arabic letters in
 * the Arabic font, Hangul in KR, kana and CJK ideographs in JP (KR when the form is in Korean),
 * everything else in Noto Sans; a neutral character (space, digit, punctuation) stays in the
 * font of the character before it when that font has it, so a shaped run is not cut.
 */
export type FontKey = "latin" | "arabic" | "jp" | "kr";
export type Weight = "regular" | "bold";

const FILES: Record<FontKey, Record<Weight, string>> = {
  latin: {
    regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  },
  arabic: {
    regular: "@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf",
    bold: "@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf",
  },
  jp: {
    regular: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
  },
  kr: {
    regular: "@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf",
  },
};

const require = createRequire(import.meta.url);
const bytes = new Map<string, Buffer>();
const coverage = new Map<FontKey, fontkit.Font>();

/** The name a document registers a font under. */
export function fontName(key: FontKey, weight: Weight): string {
  return `${key}-${weight}`;
}

/** The TTF bytes of a font (read once per process). */
export function fontBytes(key: FontKey, weight: Weight): Buffer {
  const path = FILES[key][weight];
  let data = bytes.get(path);
  if (!data) {
    data = readFileSync(require.resolve(path));
    bytes.set(path, data);
  }
  return data;
}

function hasGlyph(key: FontKey, codePoint: number): boolean {
  let font = coverage.get(key);
  if (!font) {
    font = fontkit.create(fontBytes(key, "regular")) as fontkit.Font;
    coverage.set(key, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}

const ARABIC = /\p{Script=Arabic}/u;
const HANGUL = /\p{Script=Hangul}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * The font of each character of `text` (one entry per UTF-16 unit; a surrogate pair's two
 * units share one). `korean`: ideographs in the KR font.
 */
export function fontsOf(text: string, korean: boolean): FontKey[] {
  const keys: FontKey[] = new Array(text.length);
  let previous: FontKey | null = null;
  for (let i = 0; i < text.length; i++) {
    const codePoint = text.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(codePoint);
    const key = fontOfChar(char, codePoint, previous, korean);
    keys[i] = key;
    if (codePoint > 0xffff) keys[++i] = key;
    previous = key;
  }
  return keys;
}

function fontOfChar(char: string, codePoint: number, previous: FontKey | null, korean: boolean): FontKey {
  if (ARABIC.test(char)) return "arabic";
  if (HANGUL.test(char)) return "kr";
  if (CJK.test(char) && !NEUTRAL.test(char)) return korean ? "kr" : "jp";
  if (NEUTRAL.test(char) && previous && hasGlyph(previous, codePoint)) return previous;
  if (hasGlyph("latin", codePoint)) return "latin";
  for (const key of ["jp", "kr", "arabic"] as const) if (hasGlyph(key, codePoint)) return key;
  return "latin";
}
