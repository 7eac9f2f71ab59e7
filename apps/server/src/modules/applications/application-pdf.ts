import { isLocale, type Locale } from "@launchpad/domain";
import type { FormDefinition } from "@launchpad/domain/forms";
import type { FastifyInstance } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { restContext } from "../../http/rest-context.ts";
import { attachmentHeader, renderFormsPdf } from "../forms/index.ts";
import { getPublicIncubator } from "../incubator/index.ts";
import { userById } from "../users/index.ts";
import { mayManage, readableApplication } from "./application-access.ts";
import { applicationView } from "./application-views.ts";
import { answersOf, identityHidden } from "./file.reads.ts";
import { findFunnel } from "./funnels.repository.ts";
import { localized } from "./round-mail.render.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "Round 2 · Pitch evaluation" in the PDF's language (the heading above each form). */
const ROUND_WORD: Record<Locale, string> = {
  en: "Round",
  de: "Runde",
  fr: "Étape",
  es: "Ronda",
  pt: "Fase",
  id: "Tahap",
  ja_JP: "ラウンド",
  ko: "라운드",
  ar: "المرحلة",
  uk: "Етап",
};

/**
 * GET /api/applications/:id/pdf?locale= (issue 17, lane D): the applicant's answers by round
 * and version as one PDF, for staff holding APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW on its
 * funnel (or its funnel admins). Another tenant's, an unknown or an unreadable application is
 * 404; readable without the key, 403. The forms module draws it (renderFormsPdf).
 */
export function registerApplicationPdfRoute(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string }; Querystring: { locale?: string } }>(
    "/api/applications/:id/pdf",
    async (req, reply) => {
      const ctx = await restContext(services, req, { signedIn: true });
      if (!UUID.test(req.params.id)) throw new NotFoundError("Application");
      const row = await readableApplication(ctx, req.params.id);
      if (!(await mayManage(ctx, row, "APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW"))) {
        throw new ForbiddenError("You may not download this application");
      }
      const application = applicationView(row);
      const [sets, hidden, funnel, viewer, incubator] = await Promise.all([
        answersOf(ctx, application),
        identityHidden(ctx, application),
        findFunnel(ctx.db, ctx.tenant, row.funnelId),
        ctx.viewer ? userById(ctx, ctx.viewer.id) : null,
        getPublicIncubator(ctx),
      ]);
      const wanted = req.query.locale ?? viewer?.language;
      const locale: Locale = isLocale(wanted) ? wanted : "en";
      const applicant = hidden ? null : await userById(ctx, row.applicantId);
      const who = applicant ? `${applicant.firstName} ${applicant.lastName}`.trim() : "";
      const title = [localized(funnel?.displayName, locale) || funnel?.name, who].filter(Boolean).join(" — ");
      const stream = renderFormsPdf(
        sets.map(({ round, response }) => ({
          definition: response.version.definition as FormDefinition,
          answers: response.answers,
          title: "",
          versionNumber: response.version.number,
          respondentName: who || null,
          submittedAt: response.submittedAt,
          heading: round
            ? `${ROUND_WORD[locale]} ${round.position} · ${localized(round.name, locale)}`
            : null,
        })),
        { title: title || "Application", organisation: incubator.name, locale },
      );
      stream.on("error", (error) => ctx.log.error({ err: error }, "application PDF failed while streaming"));
      reply.raw.on("close", () => {
        if (!stream.readableEnded) stream.destroy();
      });
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", attachmentHeader(`${title || "application"}.pdf`))
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "private, no-store")
        .send(stream);
    },
  );
}
