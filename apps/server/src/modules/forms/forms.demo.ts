import {
  evaluateForm,
  type FormDefinition,
  type FormKind,
  keptAnswers,
  type LocalizedText,
  type Question,
} from "@launchpad/domain/forms";
import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import { customFieldsByKeys, questionForField } from "../custom-fields/index.ts";
import { titleOf } from "./form-views.ts";
import {
  findForms,
  findVersionsOf,
  insertForm,
  insertVersion,
  publishDraft,
  updateForm,
} from "./forms.repository.ts";
import type { FormVersionRow } from "./forms.tables.ts";
import { findOwnResponse, insertResponse, replaceAnswers, updateResponse } from "./responses.repository.ts";

/**
 * Demo forms (docs/demo-data.md, docs/forms.md): a published feedback survey "Programme
 * feedback" (several types, one logic rule, one calculated total), a published evaluation
 * form "Pitch evaluation" (scored options, weights), and the user and startup profile
 * layouts built from the custom-fields module's demo fields (read by key: it seeds first).
 * A form is found by kind and title, and made only when missing.
 */
const t = (en: string, fr: string, ar: string): LocalizedText => ({ en, fr, ar });
const LOCALES: FormDefinition["locales"] = ["en", "fr", "ar"];

const scale = (id: string, label: LocalizedText): Question => ({
  id,
  questionType: "number_scale",
  label,
  scale: { min: 1, max: 5 },
  validations: { required: true },
});

const FEEDBACK: FormDefinition = {
  locales: LOCALES,
  title: t("Programme feedback", "Retour sur le programme", "تقييم البرنامج"),
  description: t(
    "Tell us how the programme went for your team.",
    "Dites-nous comment le programme s'est passé pour votre équipe.",
    "أخبرنا كيف كان البرنامج لفريقك.",
  ),
  questions: [
    { id: "s_overall", questionType: "section", label: t("Overall", "Dans l'ensemble", "بشكل عام") },
    scale("q_sessions", t("Coaching sessions", "Séances de coaching", "جلسات التوجيه")),
    scale("q_events", t("Workshops and events", "Ateliers et événements", "ورش العمل والفعاليات")),
    {
      id: "q_total",
      questionType: "calculated",
      label: t("Overall score", "Note globale", "النتيجة الإجمالية"),
      calculation: {
        operator: "average",
        terms: [
          { questionId: "q_sessions", weight: 1 },
          { questionId: "q_events", weight: 1 },
        ],
        decimals: 1,
      },
    },
    {
      id: "q_recommend",
      questionType: "select_radio",
      label: t(
        "Would you recommend the programme?",
        "Recommanderiez-vous le programme ?",
        "هل توصي بالبرنامج؟",
      ),
      options: [
        { value: "yes", labels: t("Yes", "Oui", "نعم") },
        { value: "no", labels: t("No", "Non", "لا") },
      ],
      validations: { required: true },
    },
    {
      id: "q_why_not",
      questionType: "text_long",
      label: t("What should we change?", "Que devrions-nous changer ?", "ما الذي يجب أن نغيره؟"),
      validations: { maxLength: 2000 },
      dependency: {
        operator: "and",
        statements: [{ action: "show", questionId: "q_recommend", operator: "IS", values: ["no"] }],
      },
    },
    {
      id: "q_topics",
      questionType: "select_checkbox",
      label: t("Topics you want more of", "Sujets à approfondir", "مواضيع تريد المزيد منها"),
      options: [
        { value: "fundraising", labels: t("Fundraising", "Levée de fonds", "جمع التمويل") },
        { value: "product", labels: t("Product", "Produit", "المنتج") },
        { value: "sales", labels: t("Sales", "Ventes", "المبيعات") },
        { value: "other", labels: t("Other", "Autre", "أخرى"), isWriteIn: true },
      ],
    },
    {
      id: "q_next",
      questionType: "date",
      label: t(
        "When should we check in next?",
        "Quand faire le prochain point ?",
        "متى نتواصل في المرة القادمة؟",
      ),
    },
  ],
};

const criterion = (id: string, label: LocalizedText, weight: number): Question => ({
  id,
  questionType: "select_radio",
  label,
  weight,
  validations: { required: true },
  options: [
    { value: "weak", labels: t("Weak", "Faible", "ضعيف"), numericalValue: 1 },
    { value: "fair", labels: t("Fair", "Correct", "مقبول"), numericalValue: 2 },
    { value: "good", labels: t("Good", "Bon", "جيد"), numericalValue: 3 },
    { value: "excellent", labels: t("Excellent", "Excellent", "ممتاز"), numericalValue: 4 },
  ],
});

const PITCH: FormDefinition = {
  locales: LOCALES,
  title: t("Pitch evaluation", "Évaluation du pitch", "تقييم العرض"),
  questions: [
    criterion("c_team", t("Team", "Équipe", "الفريق"), 2),
    criterion("c_problem", t("Problem and market", "Problème et marché", "المشكلة والسوق"), 1.5),
    criterion("c_traction", t("Traction", "Traction", "النمو"), 1),
    {
      id: "c_notes",
      questionType: "text_long",
      label: t("Notes for the startup", "Notes pour la startup", "ملاحظات للشركة الناشئة"),
    },
  ],
};

async function profileLayout(
  ctx: DemoSeedContext,
  entity: "user" | "startup",
): Promise<FormDefinition | null> {
  const keys =
    entity === "user"
      ? ["linkedin_profile", "years_of_experience", "languages_spoken"]
      : ["team_size", "funding_stage", "incorporation_date"];
  const fields = await customFieldsByKeys(ctx, entity, keys);
  if (fields.length === 0) return null;
  const about =
    entity === "user"
      ? t("About you", "À propos de vous", "عنك")
      : t("The startup", "La startup", "الشركة الناشئة");
  return {
    locales: LOCALES,
    title:
      entity === "user"
        ? t("User profile", "Profil utilisateur", "الملف الشخصي")
        : t("Startup profile", "Profil de la startup", "ملف الشركة الناشئة"),
    questions: [
      { id: "s_about", questionType: "section", label: about },
      ...keys.flatMap((key) => {
        const field = fields.find((f) => f.key === key);
        return field ? [questionForField(field)] : [];
      }),
    ],
  };
}

/** The form's published version, new or found (by kind and title); null when it was there already. */
async function seedForm(ctx: DemoSeedContext, kind: FormKind, definition: FormDefinition, publish: boolean) {
  const existing = await findForms(ctx.db, ctx.tenant, [kind]);
  if (existing.length > 0) {
    const versions = await findVersionsOf(
      ctx.db,
      ctx.tenant,
      existing.map((f) => f.id),
    );
    if (versions.some((v) => titleOf(v.definition) === titleOf(definition))) return null;
  }
  const now = ctx.clock.now();
  const form = await insertForm(ctx.db, ctx.tenant, {
    kind,
    createdBy: ctx.ids.people.get("admin") ?? null,
    now,
  });
  const version = await insertVersion(ctx.db, ctx.tenant, { formId: form.id, number: 1, definition, now });
  if (!publish) return null;
  await publishDraft(ctx.db, ctx.tenant, version.id, now);
  await updateForm(ctx.db, ctx.tenant, form.id, { status: "published", updatedAt: now });
  return version;
}

/** The founder's submitted answers to the feedback survey (the builder's answer count, the PDF of answers). */
async function seedFeedbackAnswer(ctx: DemoSeedContext, version: FormVersionRow) {
  const founder = ctx.ids.people.get("founder");
  if (!founder) return;
  const given = {
    q_sessions: { numberValue: 4 },
    q_events: { numberValue: 5 },
    q_recommend: { arrayValue: ["yes"] },
    q_topics: { arrayValue: ["fundraising", "other"], textValue: "Hiring" },
  };
  const kept = keptAnswers(version.definition, given, evaluateForm(version.definition, given));
  const now = ctx.clock.now();
  await insertResponse(ctx.db, ctx.tenant, {
    formId: version.formId,
    versionId: version.id,
    respondentId: founder,
    subjectType: null,
    subjectId: null,
    now,
  });
  const response = await findOwnResponse(ctx.db, ctx.tenant, {
    formId: version.formId,
    respondentId: founder,
    subjectId: null,
  });
  if (!response) return;
  await replaceAnswers(ctx.db, ctx.tenant, response.id, kept);
  await updateResponse(ctx.db, ctx.tenant, response.id, {
    versionId: version.id,
    status: "submitted",
    score: null,
    updatedAt: now,
    submittedAt: now,
  });
}

export const formsDemo: DemoSeed = {
  after: ["custom-fields"],
  async seed(ctx) {
    const feedback = await seedForm(ctx, "feedback", FEEDBACK, true);
    if (feedback) await seedFeedbackAnswer(ctx, feedback);
    await seedForm(ctx, "evaluation", PITCH, true);
    for (const entity of ["user", "startup"] as const) {
      const layout = await profileLayout(ctx, entity);
      if (layout) await seedForm(ctx, entity === "user" ? "user_profile" : "startup_profile", layout, true);
    }
  },
};
