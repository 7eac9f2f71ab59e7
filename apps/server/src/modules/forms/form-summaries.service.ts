import type { FormKind } from "@launchpad/domain/forms";
import type { ServiceContext } from "../../service-context.ts";
import { titleOf } from "./form-views.ts";
import { findForm, findForms, findVersionsOf } from "./forms.repository.ts";
import type { FormRow, FormStatus } from "./forms.tables.ts";

/**
 * Forms as other modules pick them (issue 17: a funnel's intake form, a round's form): kind,
 * status, title, whether a version is published. No permission check: the caller decides
 * who may pick (the funnel setup's keys); titles only, never answers. Deleted forms are absent.
 */
export type FormSummary = {
  id: string;
  kind: FormKind;
  status: FormStatus;
  /** The newest version's title (the published one's when there is one) in `locale`. */
  title: string;
  published: boolean;
};

type Ctx = Pick<ServiceContext, "db" | "tenant">;

async function summaries(ctx: Ctx, rows: readonly FormRow[], locale?: string | null): Promise<FormSummary[]> {
  const versions = await findVersionsOf(
    ctx.db,
    ctx.tenant,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const own = versions.filter((v) => v.formId === row.id); // newest first
    const published = own.find((v) => v.status === "published");
    const shown = published ?? own[0];
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      title: shown ? titleOf(shown.definition, locale) : "",
      published: published !== undefined,
    };
  });
}

/** One form's summary, or null (unknown, deleted, another tenant's). */
export async function formSummary(ctx: Ctx, id: string, locale?: string | null): Promise<FormSummary | null> {
  const row = await findForm(ctx.db, ctx.tenant, id);
  if (!row) return null;
  const [summary] = await summaries(ctx, [row], locale);
  return summary ?? null;
}

/** The forms of some kinds that are not archived, newest first. */
export async function formSummariesOfKinds(
  ctx: Ctx,
  kinds: readonly FormKind[],
  locale?: string | null,
): Promise<FormSummary[]> {
  const rows = (await findForms(ctx.db, ctx.tenant, kinds)).filter((r) => r.status !== "archived");
  return summaries(ctx, rows, locale);
}
