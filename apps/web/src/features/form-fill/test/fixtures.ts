import type { FormDefinition, Question } from "@launchpad/domain/forms";

const q = (question: Partial<Question> & Pick<Question, "id" | "questionType">): Question => ({
  label: { en: question.id, ar: `سؤال ${question.id}` },
  ...question,
});

/** A form with one question of every type, a conditional section and a calculated total. */
export function everyTypeForm(): FormDefinition {
  return {
    locales: ["en", "ar"],
    title: { en: "Programme feedback", ar: "تقييم البرنامج" },
    questions: [
      q({
        id: "name",
        questionType: "text",
        label: { en: "Your name", ar: "اسمك" },
        validations: { required: true },
      }),
      q({
        id: "story",
        questionType: "text_long",
        label: { en: "Your story" },
        validations: { maxLength: 20 },
      }),
      q({ id: "site", questionType: "text_link", label: { en: "Website" } }),
      q({ id: "team", questionType: "number", label: { en: "Team size" }, validations: { min: 1, max: 50 } }),
      q({
        id: "rating",
        questionType: "number_scale",
        label: { en: "Rating" },
        scale: { min: 1, max: 5, minLabel: { en: "Poor" }, maxLabel: { en: "Great" } },
      }),
      q({
        id: "channels",
        questionType: "select_checkbox",
        label: { en: "Channels" },
        options: [
          { value: "web", labels: { en: "Web" }, numericalValue: 2 },
          { value: "other", labels: { en: "Other" }, isWriteIn: true, numericalValue: 1 },
        ],
      }),
      q({
        id: "stage",
        questionType: "select_dropdown",
        label: { en: "Stage" },
        options: [
          { value: "idea", labels: { en: "Idea" } },
          { value: "growth", labels: { en: "Growth" } },
        ],
      }),
      q({
        id: "coached",
        questionType: "select_radio",
        label: { en: "Were you coached?" },
        validations: { required: true },
        options: [
          { value: "yes", labels: { en: "Yes", ar: "نعم" } },
          { value: "no", labels: { en: "No", ar: "لا" } },
        ],
      }),
      q({
        id: "tools",
        questionType: "select_multi_dropdown",
        label: { en: "Tools" },
        options: [
          { value: "a", labels: { en: "Alpha" } },
          { value: "b", labels: { en: "Beta" } },
        ],
      }),
      q({
        id: "sector",
        questionType: "tree_single",
        label: { en: "Sector" },
        optionsDepth: 2,
        options: [
          { value: "tech", labels: { en: "Tech" }, children: [{ value: "ai", labels: { en: "AI" } }] },
        ],
      }),
      q({
        id: "markets",
        questionType: "tree_multi",
        label: { en: "Markets" },
        optionsDepth: 2,
        options: [
          { value: "eu", labels: { en: "Europe" }, children: [{ value: "fr", labels: { en: "France" } }] },
        ],
      }),
      q({
        id: "start",
        questionType: "date",
        label: { en: "Start date" },
        validations: { minDate: "2020-01-01" },
      }),
      q({
        id: "funding",
        questionType: "table",
        label: { en: "Funding rounds" },
        columns: [
          { id: "round", label: { en: "Round" }, type: "text", required: true },
          { id: "amount", label: { en: "Amount" }, type: "number" },
        ],
      }),
      q({ id: "deck", questionType: "file", label: { en: "Pitch deck" } }),
      q({ id: "pitch", questionType: "video", label: { en: "Pitch video" } }),
      q({ id: "coaching", questionType: "section", label: { en: "Coaching", ar: "الإرشاد" } }),
      q({ id: "h1", questionType: "heading", label: { en: "About your coach" } }),
      q({ id: "h2", questionType: "sub_heading", label: { en: "Sessions" } }),
      q({ id: "p1", questionType: "paragraph", label: { en: "Tell us how it went." } }),
      q({
        id: "coachName",
        questionType: "text",
        label: { en: "Coach's name" },
        validations: { required: true },
        dependency: {
          operator: "and",
          statements: [{ action: "show", questionId: "coached", operator: "IS", values: ["yes"] }],
        },
      }),
      q({
        id: "phone",
        questionType: "custom_field",
        behavesAs: "text",
        label: { en: "Phone" },
        customField: { entity: "user", fieldId: "f1" },
      }),
      q({
        id: "total",
        questionType: "calculated",
        label: { en: "Total" },
        calculation: {
          operator: "sum",
          terms: [
            { questionId: "team", weight: 1 },
            { questionId: "channels", weight: 1 },
          ],
        },
      }),
    ],
  };
}
