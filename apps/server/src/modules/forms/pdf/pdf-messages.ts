import type { Locale } from "@launchpad/domain";
import { OTHER_MESSAGES } from "./pdf-messages.locales.ts";

/**
 * The words the printed form adds around the form's own text, in the ten languages. The form's
 * texts come from its definition; these follow the same language (the PDF's). "[Optional]" is
 * the web catalogue's `form.optional` (spec-1 §5).
 */
export type PdfMessages = {
  version: (n: number) => string;
  optional: string;
  shownWhen: (condition: string) => string;
  hiddenWhen: (condition: string) => string;
  and: string;
  or: string;
  is: string;
  isNot: string;
  contains: string;
  containsAll: string;
  isAnswered: string;
  isNotAnswered: string;
  greater: string;
  atLeast: string;
  less: string;
  atMost: string;
  isOneOf: string;
  noAnswer: string;
  score: (total: string, max: string) => string;
  maxScore: (max: string) => string;
  selected: string;
  notSelected: string;
  answeredBy: (name: string) => string;
  submitted: (date: string) => string;
  draft: string;
  chooseOne: string;
  chooseAny: string;
  filesOnline: string;
  videoOnline: string;
  accepted: (types: string) => string;
  upTo: (mb: string) => string;
  calculated: string;
  page: (n: number) => string;
  dateHint: string;
};

const en: PdfMessages = {
  version: (n) => `Version ${n}`,
  optional: "[Optional]",
  shownWhen: (c) => `Shown only when ${c}`,
  hiddenWhen: (c) => `Hidden when ${c}`,
  and: "and",
  or: "or",
  is: "is",
  isNot: "is not",
  contains: "contains",
  containsAll: "contains all of",
  isAnswered: "is answered",
  isNotAnswered: "is not answered",
  greater: "is greater than",
  atLeast: "is at least",
  less: "is less than",
  atMost: "is at most",
  isOneOf: "is one of",
  noAnswer: "No answer",
  score: (total, max) => `Score: ${total} / ${max}`,
  maxScore: (max) => `Maximum score: ${max}`,
  selected: "Selected",
  notSelected: "Not selected",
  answeredBy: (name) => `Answered by ${name}`,
  submitted: (date) => `Submitted on ${date}`,
  draft: "Draft, not submitted",
  chooseOne: "Choose one",
  chooseAny: "Choose all that apply",
  filesOnline: "Files are attached online",
  videoOnline: "A video is recorded or uploaded online",
  accepted: (types) => `Accepted: ${types}`,
  upTo: (mb) => `up to ${mb} MB each`,
  calculated: "Calculated from other answers",
  page: (n) => `Page ${n}`,
  dateHint: "YYYY-MM-DD",
};

const MESSAGES: Record<Locale, PdfMessages> = { en, ...OTHER_MESSAGES };

export function pdfMessages(locale: Locale): PdfMessages {
  return MESSAGES[locale];
}
