import type { FormDefinition, LocalizedText, Question } from "@launchpad/domain/forms";

/**
 * The applications demo's own forms (docs/demo-data.md): the startup funnel's intake form
 * "Accelerator application", the community funnel's intake form "Community membership" and
 * its evaluation form "Member review". The startup funnel's evaluation round uses the forms
 * demo's "Pitch evaluation". Short on purpose: the apply journey fills the intake form.
 */
const t = (en: string, fr: string, ar: string): LocalizedText => ({ en, fr, ar });
const LOCALES: FormDefinition["locales"] = ["en", "fr", "ar"];

export const ACCELERATOR_INTAKE: FormDefinition = {
  locales: LOCALES,
  title: t("Accelerator application", "Candidature à l'accélérateur", "طلب الانضمام إلى المسرّعة"),
  description: t(
    "Tell us about your startup. Your answers are saved as you type.",
    "Parlez-nous de votre startup. Vos réponses sont enregistrées au fil de la saisie.",
    "أخبرنا عن شركتك الناشئة. تُحفظ إجاباتك أثناء الكتابة.",
  ),
  questions: [
    {
      id: "q_pitch",
      questionType: "text",
      label: t("Your startup in one sentence", "Votre startup en une phrase", "شركتك الناشئة في جملة واحدة"),
      validations: { required: true, maxLength: 200 },
    },
    {
      id: "q_problem",
      questionType: "text_long",
      label: t(
        "What problem do you solve, and for whom?",
        "Quel problème résolvez-vous, et pour qui ?",
        "ما المشكلة التي تحلها، ولمن؟",
      ),
      validations: { required: true, maxLength: 2000 },
    },
    {
      id: "q_stage",
      questionType: "select_radio",
      label: t("Stage", "Stade", "المرحلة"),
      validations: { required: true },
      options: [
        { value: "idea", labels: t("Idea", "Idée", "فكرة") },
        { value: "prototype", labels: t("Prototype", "Prototype", "نموذج أولي") },
        { value: "revenue", labels: t("First revenue", "Premiers revenus", "أولى الإيرادات") },
      ],
    },
    {
      id: "q_website",
      questionType: "text_link",
      label: t("Website (optional)", "Site web (facultatif)", "الموقع الإلكتروني (اختياري)"),
    },
  ],
};

export const COMMUNITY_INTAKE: FormDefinition = {
  locales: LOCALES,
  title: t("Community membership", "Adhésion à la communauté", "العضوية في المجتمع"),
  questions: [
    {
      id: "q_about",
      questionType: "text_long",
      label: t("Tell us about yourself", "Présentez-vous", "عرّفنا بنفسك"),
      validations: { required: true, maxLength: 2000 },
    },
    {
      id: "q_contribute",
      questionType: "select_checkbox",
      label: t(
        "How would you like to contribute?",
        "Comment souhaitez-vous contribuer ?",
        "كيف تود أن تساهم؟",
      ),
      validations: { required: true },
      options: [
        { value: "mentoring", labels: t("Mentoring", "Mentorat", "الإرشاد") },
        {
          value: "speaking",
          labels: t("Speaking at events", "Intervenir lors d'événements", "التحدث في الفعاليات"),
        },
        { value: "investing", labels: t("Investing", "Investir", "الاستثمار") },
        { value: "volunteering", labels: t("Volunteering", "Bénévolat", "التطوع") },
      ],
    },
  ],
};

const rating = (id: string, label: LocalizedText): Question => ({
  id,
  questionType: "select_radio",
  label,
  weight: 1,
  validations: { required: true },
  options: [
    { value: "low", labels: t("Low", "Faible", "منخفض"), numericalValue: 1 },
    { value: "medium", labels: t("Medium", "Moyen", "متوسط"), numericalValue: 2 },
    { value: "high", labels: t("High", "Élevé", "مرتفع"), numericalValue: 3 },
  ],
});

export const MEMBER_REVIEW: FormDefinition = {
  locales: LOCALES,
  title: t("Member review", "Évaluation du membre", "تقييم العضو"),
  questions: [
    rating("r_fit", t("Fit with the community", "Adéquation avec la communauté", "الملاءمة مع المجتمع")),
    rating("r_commitment", t("Commitment", "Engagement", "الالتزام")),
    {
      id: "r_notes",
      questionType: "text_long",
      label: t("Notes", "Notes", "ملاحظات"),
    },
  ],
};

/** The forms demo's evaluation form, found by its English title (the forms demo seeds it first). */
export const PITCH_EVALUATION_TITLE = "Pitch evaluation";
