import type { FormDefinition } from "@launchpad/domain/forms";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { formResponses, forms, formVersions } from "./forms.tables.ts";

/**
 * The forms rows the tenant matrix calls with (tests only): Orbit Labs' demo feedback survey,
 * its version, share address and the founder's response (forms.demo.ts), and the demo
 * organisation's own survey (for the cases that pair one of its ids with a foreign one).
 */
export async function formMatrixIds(db: Db, orbitId: string, demoId: string) {
  const feedbackOf = async (incubatorId: string) => {
    const [form] = await db
      .select()
      .from(forms)
      .where(and(eq(forms.incubatorId, incubatorId), eq(forms.kind, "feedback")));
    return form;
  };
  const form = await feedbackOf(orbitId);
  const demoForm = await feedbackOf(demoId);
  const [version] = await db
    .select()
    .from(formVersions)
    .where(eq(formVersions.formId, form?.id ?? ""));
  const [response] = await db
    .select()
    .from(formResponses)
    .where(eq(formResponses.formId, form?.id ?? ""));
  return {
    form: form?.id ?? "",
    formVersion: version?.id ?? "",
    formShareUuid: form?.shareUuid ?? "",
    formResponse: response?.id ?? "",
    demoForm: demoForm?.id ?? "",
  };
}

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
