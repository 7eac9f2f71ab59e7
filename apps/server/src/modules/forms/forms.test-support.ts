import type { FormDefinition } from "@launchpad/domain/forms";

/** A small survey: a required name, a choice, and a required question shown only when the choice is "no". */
export const SURVEY: FormDefinition = {
  locales: ["en", "ar"],
  title: { en: "Team survey", ar: "استبيان الفريق" },
  questions: [
    { id: "name", questionType: "text", label: { en: "Your name" }, validations: { required: true } },
    {
      id: "happy",
      questionType: "select_radio",
      label: { en: "Happy?" },
      options: [
        { value: "yes", labels: { en: "Yes" } },
        { value: "no", labels: { en: "No" } },
      ],
    },
    {
      id: "why",
      questionType: "text_long",
      label: { en: "Why not?" },
      validations: { required: true },
      dependency: {
        operator: "and",
        statements: [{ action: "show", questionId: "happy", operator: "IS", values: ["no"] }],
      },
    },
  ],
};
