import { statusOnEntering } from "@launchpad/domain/applications";
import { inTransaction } from "../../db/client.ts";
import { AuthenticationRequiredError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { copyResponsesToSubject } from "../forms/index.ts";
import { usersByIds } from "../users/index.ts";
import { funnelScope, mayOnFunnel } from "./access.ts";
import { recordActivity } from "./activity.service.ts";
import { type ApplicationView, applicationView, type FunnelView, funnelView } from "./application-views.ts";
import { activitiesOf, findApplication, insertApplication, openRound } from "./applications.repository.ts";
import type { ApplicationRow, FunnelRow } from "./applications.tables.ts";
import { findFunnel, listFunnels, roundsOf } from "./funnels.repository.ts";
import { LeadTransferError } from "./leads.errors.ts";
import { openApplicationsOf } from "./leads.repository.ts";
import { type MailContext, sendRoundEmail } from "./round-mail.service.ts";

/**
 * Leads (spec-1 §2 /leads/transfer/:id; docs/application-dashboard.md, decision 052). A lead
 * is an application to a community funnel: someone who showed interest as a community member
 * (a community funnel's intake form is the organisation's interest form). Staff transfer it
 * into a startup funnel: a new application of the same person there, a draft in the first
 * round, with the intake answers carried over when both funnels use the same intake form.
 * The lead itself stays as it is; both files record the transfer; a form round's invitation
 * e-mail goes to the person, as when an application enters a form round.
 *
 * Who: whoever may see the lead (APPLICATION_FLOW:VIEW on its funnel, or APPLICATION_ALL:VIEW)
 * reads it; transferring also needs APPLICATION_FLOW:EDIT on the target funnel (with ALL, or
 * as the target's funnel admin, spec-2 §6). Anything else reads as not found.
 */
export type LeadTarget = {
  funnel: FunnelView;
  sameIntakeForm: boolean;
  /** The person already has an open application in it. */
  alreadyApplied: boolean;
  hasRounds: boolean;
};
export type LeadTransfer = { applicationId: string; funnelId: string; funnelName: string; at: string };
export type LeadView = {
  application: ApplicationView;
  funnel: FunnelView;
  applicant: { id: string; fullName: string; email: string };
  targets: LeadTarget[];
  transfers: LeadTransfer[];
};

async function readableLead(
  ctx: ServiceContext,
  id: string,
): Promise<{ row: ApplicationRow; funnel: FunnelRow }> {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const row = await findApplication(ctx.db, ctx.tenant, id);
  if (!row) throw new NotFoundError("Lead");
  const mayRead =
    (await mayOnFunnel(ctx, row.funnelId, "APPLICATION_ALL:VIEW")) ||
    (await mayOnFunnel(ctx, row.funnelId, "APPLICATION_FLOW:VIEW"));
  if (!mayRead) throw new NotFoundError("Lead");
  const funnel = await findFunnel(ctx.db, ctx.tenant, row.funnelId);
  if (!funnel) throw new NotFoundError("Lead");
  if (funnel.type !== "community")
    throw new LeadTransferError("NOT_A_LEAD", "Only an application to a community funnel is a lead");
  return { row, funnel };
}

export async function lead(ctx: ServiceContext, id: string): Promise<LeadView> {
  const { row, funnel } = await readableLead(ctx, id);
  const [person] = await usersByIds(ctx, [row.applicantId]);
  const scope = await funnelScope(ctx, "APPLICATION_FLOW:EDIT");
  const candidates = (await listFunnels(ctx.db, ctx.tenant, scope)).filter(
    (f) => f.type === "startup" && f.closedAt === null,
  );
  const open = new Set(
    (await openApplicationsOf(ctx.db, ctx.tenant, row.applicantId)).map((a) => a.funnelId),
  );
  const targets = await Promise.all(
    candidates.map(async (f) => ({
      funnel: funnelView(f),
      sameIntakeForm: f.intakeFormId !== null && f.intakeFormId === funnel.intakeFormId,
      alreadyApplied: open.has(f.id),
      hasRounds: (await roundsOf(ctx.db, ctx.tenant, f.id)).length > 0,
    })),
  );
  const names = new Map(candidates.map((f) => [f.id, f.name]));
  const transfers = (await activitiesOf(ctx.db, ctx.tenant, row.id))
    .filter((a) => a.kind === "lead_transferred")
    .map((a) => ({
      applicationId: String(a.values.newApplicationId ?? ""),
      funnelId: String(a.values.toFunnelId ?? ""),
      funnelName: names.get(String(a.values.toFunnelId ?? "")) ?? String(a.values.toFunnelName ?? ""),
      at: a.createdAt.toISOString(),
    }));
  return {
    application: applicationView(row),
    funnel: funnelView(funnel),
    applicant: {
      id: row.applicantId,
      fullName: person ? `${person.firstName} ${person.lastName}`.trim() : "",
      email: person?.email ?? "",
    },
    targets,
    transfers,
  };
}

export async function transferLead(
  ctx: MailContext,
  id: string,
  funnelId: string,
): Promise<{ application: ApplicationView; answersCarried: boolean }> {
  const { row, funnel: source } = await readableLead(ctx, id);
  const target = await findFunnel(ctx.db, ctx.tenant, funnelId);
  if (!target || !(await mayOnFunnel(ctx, target.id, "APPLICATION_FLOW:EDIT")))
    throw new NotFoundError("Funnel");
  if (target.type !== "startup" || target.closedAt !== null)
    throw new LeadTransferError("NOT_A_TARGET", "A lead is transferred into an open startup funnel");
  const [first] = await roundsOf(ctx.db, ctx.tenant, target.id);
  if (!first) throw new LeadTransferError("NOT_A_TARGET", "This funnel has no round yet");
  const formId =
    source.intakeFormId !== null && source.intakeFormId === target.intakeFormId ? source.intakeFormId : null;
  return inTransaction(ctx.db, async (db) => {
    const tx: ServiceContext = { ...ctx, db };
    const open = await openApplicationsOf(db, ctx.tenant, row.applicantId);
    if (open.some((a) => a.funnelId === target.id))
      throw new LeadTransferError(
        "ALREADY_APPLIED",
        "This person already has an open application in that funnel",
      );
    const now = ctx.clock.now();
    const created = await insertApplication(db, ctx.tenant, {
      funnelId: target.id,
      applicantId: row.applicantId,
      roundId: first.id,
      status: statusOnEntering(first.type),
    });
    await openRound(db, ctx.tenant, created.id, first.id, now);
    if (formId) await copyResponsesToSubject(tx, "application", row.id, created.id, formId);
    await recordActivity(tx, row.id, "lead_transferred", {
      toFunnelId: target.id,
      toFunnelName: target.name,
      newApplicationId: created.id,
    });
    await recordActivity(tx, created.id, "lead_received", {
      fromFunnelId: source.id,
      fromFunnelName: source.name,
      fromApplicationId: row.id,
      answersCarried: formId ? 1 : 0,
    });
    // As when an application enters a form round (decide.service.ts): the round's invitation
    // e-mail, if the funnel has one, tells the person there is a form to fill.
    if (first.type === "form") await sendRoundEmail({ ...ctx, db }, created, "invitation");
    return { application: applicationView(created), answersCarried: formId !== null };
  });
}
