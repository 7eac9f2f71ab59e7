import type { FastifyInstance, FastifyReply } from "fastify";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { GraphQLContext, Services } from "../../../graphql/context.ts";
import { NotFoundError } from "../../../graphql/errors.ts";
import { restContext } from "../../../http/rest-context.ts";
import { getPublicIncubator } from "../../incubator/index.ts";
import { userById } from "../../users/index.ts";
import { formForDownload, sharedFormForDownload } from "../index.ts";
import { attachmentHeader } from "./attachment-header.ts";
import { chooseLocale, type FormPdfInput, formTitle, renderFormPdf } from "./form-pdf.ts";

/**
 * The printable form (issue 16, decision 042; docs/forms-pdf.md):
 * - GET /api/forms/:formId/pdf?response=&version=&locale= — signed in (Bearer or the web's
 *   session, 401 without); the form's editors, or a respondent for their own response; any
 *   other id, or another tenant's, is 404 (the forms service decides: `formForDownload`).
 * - GET /api/forms/shared/:uuid/pdf?locale= — anyone with the share link: the blank form.
 * The PDF streams as it is drawn (`Content-Type: application/pdf`, an attachment named
 * "<title> v<n>.pdf", RFC 6266 `filename*` for non-ASCII titles). Drawing a PDF costs CPU,
 * so each address (public) or user (signed in) may ask 30 a minute; more is 429.
 */
type Query = { response?: string; version?: string; locale?: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PER_MINUTE = 30;

export function registerFormPdfRoutes(app: FastifyInstance, services: Services) {
  const limiter = new RateLimiterMemory({ keyPrefix: "form-pdf", points: PER_MINUTE, duration: 60 });

  app.get<{ Params: { formId: string }; Querystring: Query }>(
    "/api/forms/:formId/pdf",
    async (req, reply) => {
      const ctx = await restContext(services, req, { signedIn: true });
      if (!(await allowed(limiter, `user:${ctx.viewer?.id}`, reply))) return reply;
      const { formId } = req.params;
      const responseId = optionalId(req.query.response);
      const versionId = optionalId(req.query.version);
      if (!UUID.test(formId) || responseId === null || versionId === null) throw new NotFoundError("Form");
      const form = await formForDownload(ctx, formId, { responseId, versionId });
      const viewer = ctx.viewer ? await userById(ctx, ctx.viewer.id) : null;
      return sendPdf(ctx, reply, {
        ...form,
        locale: chooseLocale(form.definition, req.query.locale, viewer?.language),
      });
    },
  );

  app.get<{ Params: { uuid: string }; Querystring: Query }>(
    "/api/forms/shared/:uuid/pdf",
    async (req, reply) => {
      const ctx = await restContext(services, req);
      if (!(await allowed(limiter, `ip:${req.ip}`, reply))) return reply;
      if (!UUID.test(req.params.uuid)) throw new NotFoundError("Form");
      const form = await sharedFormForDownload(ctx, req.params.uuid);
      return sendPdf(ctx, reply, {
        ...form,
        answers: null,
        respondentName: null,
        submittedAt: null,
        locale: chooseLocale(form.definition, req.query.locale),
      });
    },
  );
}

/** undefined when absent, null when not an id (a 404, like an unknown one). */
function optionalId(value: string | undefined): string | undefined | null {
  if (value === undefined || value === "") return undefined;
  return UUID.test(value) ? value : null;
}

async function allowed(limiter: RateLimiterMemory, key: string, reply: FastifyReply): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    reply
      .code(429)
      .header("Retry-After", String(Math.ceil(refusal.msBeforeNext / 1000)))
      .send({
        statusCode: 429,
        name: "TooManyRequests",
        message: "Too many PDFs asked for; try again in a minute",
      });
    return false;
  }
}

async function sendPdf(
  ctx: GraphQLContext,
  reply: FastifyReply,
  form: Omit<FormPdfInput, "organisation" | "title"> & { title: string },
) {
  const organisation = (await getPublicIncubator(ctx)).name;
  const input: FormPdfInput = { ...form, organisation };
  const stream = renderFormPdf(input);
  stream.on("error", (error) => ctx.log.error({ err: error }, "form PDF failed while streaming"));
  // A reader that goes away stops the drawing.
  reply.raw.on("close", () => {
    if (!stream.readableEnded) stream.destroy();
  });
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", attachmentHeader(`${formTitle(input)} v${input.versionNumber}.pdf`))
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "private, no-store")
    .send(stream);
}
