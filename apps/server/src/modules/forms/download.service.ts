import type { Answers, FormDefinition, FormKind } from "@launchpad/domain/forms";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { userNames } from "../users/index.ts";
import { titleOf } from "./form-views.ts";
import { findForm, findVersion, findVersionsOf } from "./forms.repository.ts";
import { mayAnswer, mayOnKind } from "./forms-access.ts";
import { findAnswers, findResponse } from "./responses.repository.ts";
import { sharedForm } from "./shared-form.service.ts";

/** What the printable PDF needs (modules/forms/pdf): one version, blank or with one response's answers. */
export type FormForDownload = {
  title: string;
  kind: FormKind;
  versionNumber: number;
  definition: FormDefinition;
  answers: Answers | null;
  respondentName: string | null;
  submittedAt: string | null;
};

/**
 * A form to print (GET /api/forms/:formId/pdf): with `responseId`, that response's version and
 * answers (its respondent, or whoever may read forms of the kind); with `versionId`, that
 * version blank (readers of the kind); with neither, the published version (else the newest)
 * blank, for readers of the kind and for those who may answer it. Anything else, another
 * tenant's ids too: NotFound.
 */
export async function formForDownload(
  ctx: ServiceContext,
  formId: string,
  options: { responseId?: string | null; versionId?: string | null } = {},
): Promise<FormForDownload> {
  const form = await findForm(ctx.db, ctx.tenant, formId);
  if (!form || !ctx.viewer) throw new NotFoundError("Form");
  const reader = await mayOnKind(ctx, form.kind, "read");
  if (options.responseId) {
    const response = await findResponse(ctx.db, ctx.tenant, options.responseId);
    if (!response || response.formId !== form.id) throw new NotFoundError("FormResponse");
    if (response.respondentId !== ctx.viewer.id && !reader) throw new NotFoundError("FormResponse");
    const version = await findVersion(ctx.db, ctx.tenant, response.versionId);
    if (!version) throw new NotFoundError("FormVersion");
    const [answers, names] = await Promise.all([
      findAnswers(ctx.db, ctx.tenant, [response.id]),
      userNames(ctx, [response.respondentId]),
    ]);
    return {
      title: titleOf(version.definition),
      kind: form.kind,
      versionNumber: version.number,
      definition: version.definition,
      answers: answers.get(response.id) ?? {},
      respondentName: names.get(response.respondentId) ?? null,
      submittedAt: response.submittedAt?.toISOString() ?? null,
    };
  }
  const versions = await findVersionsOf(ctx.db, ctx.tenant, [form.id]);
  const published = versions.find((v) => v.status === "published");
  let version = options.versionId
    ? versions.find((v) => v.id === options.versionId)
    : (published ?? versions[0]);
  if (!reader) {
    const mayFill = form.status !== "archived" && (await mayAnswer(ctx, form.kind));
    if (!mayFill || options.versionId) throw new NotFoundError("Form");
    version = published;
  }
  if (!version) throw new NotFoundError(options.versionId ? "FormVersion" : "Form");
  return blank(form.kind, version.number, version.definition);
}

function blank(kind: FormKind, versionNumber: number, definition: FormDefinition): FormForDownload {
  return {
    title: titleOf(definition),
    kind,
    versionNumber,
    definition,
    answers: null,
    respondentName: null,
    submittedAt: null,
  };
}

/** The public preview's form to print (GET /api/forms/shared/:uuid/pdf), blank; NotFound when not shared. */
export async function sharedFormForDownload(
  ctx: ServiceContext,
  shareUuid: string,
): Promise<FormForDownload> {
  const shared = await sharedForm(ctx, shareUuid);
  if (!shared) throw new NotFoundError("Form");
  return blank(shared.kind, shared.versionNumber, shared.definition);
}
