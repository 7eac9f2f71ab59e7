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
