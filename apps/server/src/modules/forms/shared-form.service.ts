import type { FormDefinition, FormKind } from "@launchpad/domain/forms";
import type { ServiceContext } from "../../service-context.ts";
import { titleOf } from "./form-views.ts";
import { findFormByShareUuid, findVersionsOf } from "./forms.repository.ts";

/** What the public preview shows (/share/forms/:uuid): no ids, no answers. */
export type SharedFormView = {
  kind: FormKind;
  title: string;
  versionNumber: number;
  definition: FormDefinition;
};

/**
 * A form's public, read-only preview by its share address: the newest published version,
 * else the draft. An archived or deleted form, and an unknown address, share nothing (null).
 */
export async function sharedForm(ctx: ServiceContext, shareUuid: string): Promise<SharedFormView | null> {
  const form = await findFormByShareUuid(ctx.db, ctx.tenant, shareUuid);
  if (!form || form.status === "archived") return null;
  const versions = await findVersionsOf(ctx.db, ctx.tenant, [form.id]);
  const version = versions.find((v) => v.status === "published") ?? versions[0];
  if (!version) return null;
  return {
    kind: form.kind,
    title: titleOf(version.definition),
    versionNumber: version.number,
    definition: version.definition,
  };
}
