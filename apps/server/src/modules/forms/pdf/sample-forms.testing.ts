import type { Answers, FormDefinition } from "@launchpad/domain/forms";

/** Forms for the PDF tests: every answer type, in English and Arabic, with logic and a table. */
export function sampleDefinition(): FormDefinition {
  return {
    locales: ["en", "ar"],
    title: { en: "Programme feedback", ar: "ملاحظات البرنامج" },
    description: { en: "Tell us how the programme went.", ar: "أخبرنا كيف سار البرنامج." },
    questions: [
      { id: "s1", questionType: "section", label: { en: "About you", ar: "عنك" } },
      {
        id: "name",
        questionType: "text",
        label: { en: "Your name", ar: "اسمك" },
        validations: { required: true },
      },
      {
        id: "story",
        questionType: "text_long",
        label: { en: "What did you learn?", ar: "ماذا تعلمت؟" },
        description: { en: "A few sentences.", ar: "بضع جمل." },
      },
      { id: "site", questionType: "text_link", label: { en: "Website", ar: "الموقع" } },
      {
        id: "sales",
        questionType: "select_radio",
        label: { en: "Has sales", ar: "لديه مبيعات" },
        validations: { required: true },
        options: [
          { value: "yes", labels: { en: "Yes", ar: "نعم" } },
          { value: "no", labels: { en: "No", ar: "لا" } },
        ],
      },
      {
        id: "revenue",
        questionType: "number",
        label: { en: "Revenue", ar: "الإيرادات" },
        validations: { min: 0 },
        dependency: {
          operator: "and",
          statements: [{ action: "show", questionId: "sales", operator: "IS", values: ["yes"] }],
        },
      },
      { id: "s2", questionType: "section", label: { en: "The programme", ar: "البرنامج" } },
      {
        id: "rating",
        questionType: "number_scale",
        label: { en: "How useful was it?", ar: "ما مدى فائدته؟" },
        scale: {
          min: 1,
          max: 5,
          minLabel: { en: "Not at all", ar: "إطلاقًا" },
          maxLabel: { en: "Very", ar: "جدًا" },
        },
      },
      {
        id: "topics",
        questionType: "select_checkbox",
        label: { en: "Topics you liked", ar: "المواضيع التي أعجبتك" },
        options: [
          { value: "pitch", labels: { en: "Pitching", ar: "العرض" } },
          { value: "finance", labels: { en: "Finance", ar: "التمويل" } },
          { value: "other", labels: { en: "Other", ar: "أخرى" }, isWriteIn: true },
        ],
      },
      { id: "when", questionType: "date", label: { en: "Start date", ar: "تاريخ البدء" } },
      {
        id: "team",
        questionType: "table",
        label: { en: "Team", ar: "الفريق" },
        columns: [
          { id: "who", label: { en: "Name", ar: "الاسم" }, type: "text" },
          { id: "age", label: { en: "Age", ar: "العمر" }, type: "number" },
          {
            id: "role",
            label: { en: "Role", ar: "الدور" },
            type: "select",
            options: [
              { value: "ceo", labels: { en: "CEO", ar: "المدير التنفيذي" } },
              { value: "cto", labels: { en: "CTO", ar: "المدير التقني" } },
            ],
          },
        ],
      },
      {
        id: "deck",
        questionType: "file",
        label: { en: "Pitch deck", ar: "العرض التقديمي" },
        validations: { fileTypes: ["pdf"], maxFileSize: 10_485_760 },
      },
      {
        id: "total",
        questionType: "calculated",
        label: { en: "Total score", ar: "المجموع" },
        calculation: { operator: "sum", terms: [{ questionId: "rating", weight: 2 }] },
      },
    ],
  };
}

export function sampleAnswers(): Answers {
  return {
    name: { textValue: "Amira Haddad" },
    story: { textValue: "We learnt to price our product; سعر المنتج 250 دولارًا in the first month." },
    sales: { arrayValue: ["no"] },
    revenue: { numberValue: 1200 },
    rating: { numberValue: 4 },
    topics: { arrayValue: ["pitch", "other"], textValue: "Hiring" },
    when: { textValue: "2026-03-01" },
    team: {
      arrayValue: [
        { who: "Amira", age: 31, role: "ceo" },
        { who: "Omar", age: 29, role: "cto" },
      ],
    },
    deck: { arrayValue: [{ id: "f1", name: "deck.pdf", size: 2_400_000, type: "application/pdf" }] },
  };
}
