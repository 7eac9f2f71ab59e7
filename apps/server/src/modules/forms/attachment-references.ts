import type { AttachmentReferenceType } from "../../server-module.ts";
import type { ServiceContext } from "../../service-context.ts";
import { FORM_RESPONSE_FILES, FORM_RESPONSE_VIDEOS } from "./file-answers.ts";
import { findForm } from "./forms.repository.ts";
import { mayOnKind } from "./forms-access.ts";
import { findResponse } from "./responses.repository.ts";

/**
 * The files of form responses (modules/attachments; decision 038): file answers (documents)
 * and video answers (videos). Read by the respondent and by whoever may read forms of the
 * kind; changed by the respondent while the response is a draft.
 */
async function canRead(ctx: ServiceContext, responseId: string) {
  if (!ctx.viewer) return false;
  const response = await findResponse(ctx.db, ctx.tenant, responseId);
  if (!response) return false;
  if (response.respondentId === ctx.viewer.id) return true;
  const form = await findForm(ctx.db, ctx.tenant, response.formId);
  return form !== null && (await mayOnKind(ctx, form.kind, "read"));
}

async function canWrite(ctx: ServiceContext, responseId: string) {
  const response = await findResponse(ctx.db, ctx.tenant, responseId);
  return response !== null && response.status === "draft" && response.respondentId === ctx.viewer?.id;
}

export const formAttachmentReferences: AttachmentReferenceType[] = [
  { type: FORM_RESPONSE_FILES, accept: "document", maxFiles: 200, canRead, canWrite },
  { type: FORM_RESPONSE_VIDEOS, accept: "video", maxFiles: 50, canRead, canWrite },
];
