import type { FormDefinition, Question } from "@launchpad/domain/forms";
import { describe, expect, it } from "vitest";
import { chooseLocale, type FormPdfInput, renderFormPdf } from "./form-pdf.ts";
import { bytesOf, pdfPages, pdfRoles } from "./read-pdf.testing.ts";
import { sampleAnswers, sampleDefinition } from "./sample-forms.testing.ts";

/**
 * The printed form, read back as a reader would copy its text (pdf.js). pdf.js may cut a
 * word where a letter does not join the next one (Arabic ر, د…) or put a space between table
 * cells; texts are compared without spaces.
 */
const flat = (text: string) => text.replace(/\s+/g, "");

async function printed(input: Partial<FormPdfInput> = {}) {
  const doc = renderFormPdf({
    definition: sampleDefinition(),
    answers: null,
    title: "Stored title",
    versionNumber: 3,
    respondentName: null,
    submittedAt: null,
    organisation: "Demo Accelerator",
    locale: "en",
    ...input,
  });
  const bytes = await bytesOf(doc);
  const pages = await pdfPages(bytes);
  return { bytes, pages, text: flat(pages.join("\n")) };
}

describe("the printable form", { timeout: 60_000 }, () => {
  it("prints a blank English form: title, version, sections, every question with its marks and notes", async () => {
    const { bytes, pages, text } = await printed();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    for (const expected of [
      "Programme feedback",
      "Version 3",
      "Tell us how the programme went.",
      "About you",
      "Your name",
      "What did you learn? [Optional]",
      "A few sentences.",
      "Has sales",
      "Choose one",
      "Yes",
      "No",
      // Conditional: printed with its condition, in words, with the option's label.
      "Revenue [Optional]",
      "Shown only when “Has sales” is Yes",
      "≥ 0",
      "The programme",
      "Choose all that apply",
      "YYYY-MM-DD",
      "Role (CEO / CTO)",
      "Files are attached online · Accepted: .pdf · up to 10 MB each",
      "Total score",
      "Calculated from other answers",
    ]) {
      expect(text).toContain(flat(expected));
    }
    // "[Optional]" only on questions that are not required, never on the required ones.
    expect(text).not.toContain(flat("Your name [Optional]"));
    expect(text).not.toContain(flat("Has sales [Optional]"));
    // Footer on every page: the organisation and the page number.
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(flat(page)).toContain("DemoAccelerator");
      expect(flat(page)).toContain(`Page${index + 1}`);
    });
  });

  it("prints the answers of visible questions only, formatted, with chosen options and the calculated value", async () => {
    const { text } = await printed({
      answers: sampleAnswers(),
      respondentName: "Amira Haddad",
      submittedAt: "2026-11-20T10:00:00.000Z",
    });
    for (const expected of [
      "Answered by Amira Haddad · Submitted on November 20, 2026",
      "Amira Haddad",
      "We learnt to price our product;",
      "in the first month.",
      "Other: Hiring",
      "March 1, 2026",
      "deck.pdf (2.3 MB)",
      "Amira",
      "CEO",
      "Omar",
      "CTO",
      "How useful was it? [Optional]4 (1 – 5)",
      // rating 4 × weight 2
      "Total score",
    ]) {
      expect(text).toContain(flat(expected));
    }
    expect(text).toContain(flat("Total score8"));
    expect(text).toContain(flat("Website [Optional]No answer"));
    // "Has sales" is No: Revenue is hidden, and its answer is not printed.
    expect(text).not.toContain("Revenue");
    expect(text).not.toContain("1,200");
    // An answered form shows no blanks nor conditions.
    expect(text).not.toContain("Shownonlywhen");
    expect(text).not.toContain("Chooseone");
  });

  it("is a tagged PDF: the title a heading, sections, questions, lists and tables in its structure", async () => {
    const { bytes } = await printed({ answers: sampleAnswers() });
    const [first = [], ...rest] = await pdfRoles(bytes);
    expect(first.slice(0, 4)).toEqual(["Root", "Document", "H1", "P"]);
    const all = [first, ...rest].flat();
    for (const role of ["Sect", "H2", "Div", "L", "LI", "LBody", "Table", "TR", "TH", "TD"])
      expect(all).toContain(role);
    // An answered option's marker says whether it was chosen ("Has sales": Yes not, No chosen).
    const sales = all.filter((role) => role.startsWith("Lbl:")).slice(0, 2);
    expect(sales).toEqual(["Lbl:Not selected", "Lbl:Selected"]);
  });

  it("prints Arabic right to left with extractable text", async () => {
    const { text, pages } = await printed({
      locale: "ar",
      organisation: "مسرّع العرض",
      answers: sampleAnswers(),
    });
    for (const expected of [
      "ملاحظات البرنامج",
      "الإصدار 3",
      "أخبرنا كيف سار البرنامج.",
      "ماذا تعلمت؟",
      "اختياري",
      "لا توجد إجابة",
      "المواضيع التي أعجبتك",
      "المدير التنفيذي",
      "سعر المنتج 250 دولارًا",
      "الصفحة 1",
      "مسرّع العرض",
    ]) {
      expect(text).toContain(flat(expected));
    }
    expect(pages.length).toBeGreaterThan(0);
  });

  it("prints Japanese and Korean with their CJK fonts", async () => {
    const definition: FormDefinition = {
      locales: ["ja_JP", "ko"],
      title: { ja_JP: "応募フォーム", ko: "지원서" },
      questions: [
        {
          id: "q1",
          questionType: "text",
          label: { ja_JP: "会社名を教えてください", ko: "회사 이름을 알려 주세요" },
        },
      ],
    };
    const ja = await printed({ definition, locale: "ja_JP" });
    expect(ja.text).toContain("応募フォーム");
    expect(ja.text).toContain("会社名を教えてください[任意]");
    expect(ja.text).toContain("バージョン3");
    const ko = await printed({ definition, locale: "ko" });
    expect(ko.text).toContain("지원서");
    expect(ko.text).toContain(flat("회사 이름을 알려 주세요 [선택 사항]"));
  });

  it("renders a 300-question form in reasonable time", async () => {
    const base = sampleDefinition();
    const questions: Question[] = Array.from({ length: 300 }, (_, i) => {
      const question = base.questions[i % base.questions.length] as Question;
      return { ...question, id: `${question.id}_${i}`, dependency: null };
    });
    const started = performance.now();
    const { pages, text } = await printed({ definition: { ...base, questions } });
    const elapsed = performance.now() - started;
    expect(pages.length).toBeGreaterThan(20);
    expect(text).toContain(`Page${pages.length}`);
    // About 1 s on a quiet machine of 2 cores; the bound leaves room for a busy test run.
    expect(elapsed).toBeLessThan(20_000);
  }, 60_000);

  it("prints an evaluation's score when answered and its maximum when blank", async () => {
    const definition: FormDefinition = {
      locales: ["en"],
      title: { en: "Pitch evaluation" },
      questions: [
        {
          id: "team",
          questionType: "select_radio",
          label: { en: "Team" },
          weight: 2,
          options: [
            { value: "weak", labels: { en: "Weak" }, numericalValue: 1 },
            { value: "strong", labels: { en: "Strong" }, numericalValue: 5 },
          ],
        },
        { id: "market", questionType: "number_scale", label: { en: "Market" }, scale: { min: 1, max: 10 } },
      ],
    };
    const blank = await printed({ definition, kind: "evaluation" });
    expect(blank.text).toContain(flat("Version 3 · Maximum score: 20"));
    const answered = await printed({
      definition,
      kind: "evaluation",
      answers: { team: { arrayValue: ["weak"] }, market: { numberValue: 7 } },
    });
    expect(answered.text).toContain(flat("Draft, not submitted · Score: 9 / 20"));
    // Other kinds print no score.
    expect((await printed({ definition, kind: "feedback" })).text).not.toContain("score");
  });

  it("chooses the language asked, else the viewer's, when the form has it; else the form's first", () => {
    const definition = sampleDefinition();
    expect(chooseLocale(definition, "ar", "en")).toBe("ar");
    expect(chooseLocale(definition, undefined, "ar")).toBe("ar");
    expect(chooseLocale(definition, "fr", "de")).toBe("en");
    expect(chooseLocale(definition, "nonsense", null)).toBe("en");
  });
});
