import { directionOf, toLanguageTag } from "@launchpad/domain";
import type { LocalizedText } from "@launchpad/domain/applications";
import type { RequestMeta } from "../../graphql/context.ts";
import { incubatorOf } from "../incubator/index.ts";
import { mailLocale } from "../mail/index.ts";
import { usersByIds } from "../users/index.ts";
import type { ApplicationRow, FunnelRoundRow, RoundEmailRow } from "./applications.tables.ts";
import { findFunnel, findRound } from "./funnels.repository.ts";
import { type MergeValues, renderTemplate } from "./mail-templates.ts";
import { ROUND_MAIL_TEXTS } from "./round-mail.texts.ts";
import type { StatusContext } from "./status.service.ts";

/** A status context that may know the web app's origin (a request's; a job carries it in its payload). */
export type MailContext = StatusContext & { request?: Pick<RequestMeta, "origin"> };

/** Text of a localised value in the language, else English, else the first one. */
export function localized(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return "";
  return text[language] ?? text.en ?? Object.values(text)[0] ?? "";
}

/** The merge values of the application for its applicant (links need the web app's origin). */
export async function mergeValuesOf(
  ctx: MailContext,
  application: ApplicationRow,
  round: FunnelRoundRow | null,
  language: string,
): Promise<{ values: MergeValues; to: string } | null> {
  const [applicant] = await usersByIds(ctx, [application.applicantId]);
  if (!applicant) return null;
  const [funnel, incubator] = await Promise.all([
    findFunnel(ctx.db, ctx.tenant, application.funnelId),
    incubatorOf(ctx),
  ]);
  const origin = ctx.request?.origin ?? "";
  const fullName = `${applicant.firstName} ${applicant.lastName}`.trim();
  return {
    to: applicant.email,
    values: {
      applicant: {
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        fullName,
        email: applicant.email,
      },
      funnel: { name: funnel?.name ?? "", displayName: localized(funnel?.displayName, language) },
      round: { name: localized(round?.name, language) },
      organisation: { name: incubator?.name ?? "" },
      application: { link: `${origin}/applications-manager` },
      meeting: { link: `${origin}/application/${application.id}/meeting` },
      reviewerComments: "",
    },
  };
}

/** The round e-mail rendered for the application's applicant, in their language (null: no applicant). */
export async function renderRoundEmail(
  ctx: MailContext,
  application: ApplicationRow,
  email: RoundEmailRow,
  extra: Partial<MergeValues>,
) {
  const [applicant] = await usersByIds(ctx, [application.applicantId]);
  if (!applicant) return null;
  const language = applicant.language;
  const round = await findRound(ctx.db, ctx.tenant, email.roundId);
  const merge = await mergeValuesOf(ctx, application, round, language);
  if (!merge) return null;
  const values: MergeValues = { ...merge.values, ...extra };
  const subject = (await renderTemplate(localized(email.subject, language), values, { html: false }))
    .replace(/\s+/g, " ")
    .trim();
  const body = await renderTemplate(localized(email.body, language), values, { html: false });
  const locale = mailLocale(language);
  const texts = ROUND_MAIL_TEXTS[locale];
  const footer = texts.footer.replace("{organisation}", values.organisation.name);
  const link = values.application.link;
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const text = [...paragraphs, link, "", footer].join("\n\n");
  // The admin's text is plain text: everything is escaped, line breaks kept.
  const html = [
    `<!doctype html><html lang="${toLanguageTag(locale)}" dir="${directionOf(locale)}"><body style="font-family:sans-serif">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>\n")}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
    "</body></html>",
  ].join("\n");
  return {
    to: merge.to,
    subject,
    outgoing: { kind: `applicationRound.${email.kind}`, to: merge.to, subject, text, html },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
