import { isLocale, type Locale } from "@launchpad/domain";
import {
  type Answers,
  evaluateForm,
  type FormDefinition,
  type FormEvaluation,
  type FormKind,
  isDisplayType,
  keptAnswers,
  localized,
  maxScore,
  type Question,
  scoreOf,
} from "@launchpad/domain/forms";
import { dependencyNote } from "./dependency-text.ts";
import { pdfMessages } from "./pdf-messages.ts";
import { MUTED, PdfWriter } from "./pdf-writer.ts";
import { type PrintContext, printContext } from "./print-context.ts";
import { drawBody } from "./question-blocks.ts";

/**
 * The printable form (issue 16, decision 042): the title and version, the description, each
 * section as a heading, and each question with its label, description, "[Optional]" mark and
 * either a blank to fill by hand or the answer. With answers, only the questions the answers
 * make visible are printed (the domain's evaluateForm and keptAnswers, as the server keeps
 * them); a blank form prints every question, with a "Shown only when …" note under a
 * conditional one. The footer carries the organisation's name and the page number.
 */
export type FormPdfInput = {
  definition: FormDefinition;
  /** null: the blank form. */
  answers: Answers | null;
  /** The form's title as stored; the definition's title in the chosen language comes first. */
  title: string;
  versionNumber: number;
  /** Evaluation and quiz forms print their score (answered) or maximum score (blank). */
  kind?: FormKind;
  respondentName: string | null;
  submittedAt: string | null;
  organisation: string;
  locale: Locale;
};

/** `?locale=`, else the viewer's language, when the form has it; else the form's first language. */
export function chooseLocale(definition: FormDefinition, ...wanted: (string | null | undefined)[]): Locale {
  for (const candidate of wanted) {
    if (isLocale(candidate) && definition.locales.includes(candidate)) return candidate;
  }
  return definition.locales[0] ?? "en";
}

export function formTitle(input: Pick<FormPdfInput, "definition" | "title" | "locale">): string {
  return localized(input.definition.title, input.locale, input.definition.locales) || input.title;
}

/**
 * Starts rendering and returns the PDF as a readable stream at once; pages flow out as they
 * are finished. A rendering failure destroys the stream with the error.
 */
export function renderFormPdf(input: FormPdfInput): PDFKit.PDFDocument {
  const m = pdfMessages(input.locale);
  const title = formTitle(input);
  const writer = new PdfWriter({
    locale: input.locale,
    title,
    footer: (page) => [input.organisation, m.page(page)],
  });
  const p = printContext(writer, m, input.locale, input.definition.locales, input.answers !== null);
  writeForm(p, input, title).then(
    () => writer.end(),
    (error: unknown) => writer.doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return writer.doc;
}

async function writeForm(p: PrintContext, input: FormPdfInput, title: string) {
  const { definition } = input;
  const { w, m } = p;
  const evaluation: FormEvaluation | null = input.answers
    ? evaluateForm(definition, input.answers, { mode: "draft" })
    : null;
  const answers = input.answers && evaluation ? keptAnswers(definition, input.answers, evaluation) : {};

  w.text(title, { size: 18, weight: "bold", gapAfter: 2, tag: "H1" });
  const meta = [m.version(input.versionNumber)];
  if (input.answers) {
    if (input.respondentName) meta.push(m.answeredBy(input.respondentName));
    meta.push(input.submittedAt ? m.submitted(p.formatDate(input.submittedAt)) : m.draft);
  }
  if (input.kind === "evaluation" || input.kind === "quiz") {
    const score = input.answers ? scoreOf(definition, answers) : null;
    const max = maxScore(definition);
    if (score) meta.push(m.score(p.formatNumber(score.total), p.formatNumber(score.max)));
    else if (!input.answers && max > 0) meta.push(m.maxScore(p.formatNumber(max)));
  }
  w.text(meta.join(" · "), { size: 9, color: MUTED, gapAfter: 6 });
  const description = localized(definition.description, p.locale, p.fallback);
  if (description) w.text(description, { size: 10, gapAfter: 6 });
  w.stroke(0, w.contentWidth, w.y + 4, w.y + 4, "#ced4da", 0.75);
  w.y += 14;

  let count = 0;
  let inSection = false;
  for (const question of definition.questions) {
    if (evaluation && !evaluation.visible.has(question.id)) continue;
    // A section is a structure element holding its questions (tagged PDF).
    if (question.questionType === "section") {
      if (inSection) w.close();
      w.open("Sect");
      inSection = true;
    }
    writeQuestion(p, input, question, answers, evaluation);
    if (++count % 10 === 0) await w.breathe();
    if (w.doc.destroyed) return;
  }
  if (inSection) w.close();
}

const HEADING_TAGS: Partial<Record<Question["questionType"], string>> = {
  section: "H2",
  heading: "H3",
  sub_heading: "H4",
  paragraph: "P",
};

const DISPLAY_SIZES: Partial<Record<Question["questionType"], number>> = {
  section: 14,
  heading: 13,
  sub_heading: 11.5,
  paragraph: 10,
};

function writeQuestion(
  p: PrintContext,
  input: FormPdfInput,
  question: Question,
  answers: Answers,
  evaluation: FormEvaluation | null,
) {
  const { w, m } = p;
  const label = localized(question.label, p.locale, p.fallback);
  const description = localized(question.description, p.locale, p.fallback);
  const note =
    !evaluation && question.dependency
      ? dependencyNote(question.dependency, input.definition, p.locale, m)
      : "";
  if (isDisplayType(question.questionType)) {
    const size = DISPLAY_SIZES[question.questionType] ?? 10;
    const bold = question.questionType !== "paragraph";
    if (question.questionType === "section") {
      w.y += 8;
      w.ensure(90);
    } else w.ensure(w.lineHeight(size) * 2);
    if (label)
      w.text(label, {
        size,
        weight: bold ? "bold" : "regular",
        gapAfter: 2,
        tag: HEADING_TAGS[question.questionType] ?? "P",
      });
    if (question.questionType === "section") {
      w.stroke(0, w.contentWidth, w.y, w.y, "#adb5bd", 1);
      w.y += 6;
    }
    if (description) w.text(description, { size: 9.5, color: MUTED, gapAfter: 2 });
    if (note) w.text(note, { size: 8.5, color: MUTED, gapAfter: 2 });
    w.y += 6;
    return;
  }
  const optional =
    question.questionType !== "calculated" && !question.validations?.required ? ` ${m.optional}` : "";
  // Keep the label with the start of its answer.
  w.ensure(w.lineHeight(10.5) + 40);
  w.open("Div");
  w.text(`${label || question.id}${optional}`, { size: 10.5, weight: "bold", gapAfter: 1 });
  if (description) w.text(description, { size: 9, color: MUTED, gapAfter: 1 });
  if (note) w.text(note, { size: 8.5, color: MUTED, gapAfter: 1 });
  w.y += 2;
  drawBody(p, question, answers[question.id], evaluation?.calculated[question.id]);
  w.close();
  w.y += 10;
}

/** One form of a several-form PDF, with the line printed above its title (an application round). */
export type FormPdfPart = Omit<FormPdfInput, "organisation" | "locale"> & { heading: string | null };

/**
 * Several answered forms in one PDF (issue 17: an application's answers, round by round):
 * each from a new page, under its heading, in one language (each form falls back to its own
 * first language where it has none in it). Streams like renderFormPdf.
 */
export function renderFormsPdf(
  parts: readonly FormPdfPart[],
  options: { title: string; organisation: string; locale: Locale },
): PDFKit.PDFDocument {
  const m = pdfMessages(options.locale);
  const writer = new PdfWriter({
    locale: options.locale,
    title: options.title,
    footer: (page) => [options.organisation, m.page(page)],
  });
  const write = async () => {
    if (parts.length === 0) writer.text(options.title, { size: 18, weight: "bold", gapAfter: 2, tag: "H1" });
    for (const [index, part] of parts.entries()) {
      if (index > 0) writer.newPage();
      const input: FormPdfInput = { ...part, organisation: options.organisation, locale: options.locale };
      const p = printContext(writer, m, options.locale, part.definition.locales, part.answers !== null);
      if (part.heading) writer.text(part.heading, { size: 10, color: MUTED, gapAfter: 4 });
      await writeForm(p, input, formTitle(input));
      if (writer.doc.destroyed) return;
    }
  };
  write().then(
    () => writer.end(),
    (error: unknown) => writer.doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return writer.doc;
}
