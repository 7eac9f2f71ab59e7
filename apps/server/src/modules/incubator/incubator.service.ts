import type { IncubatorRow } from "../../db/schema/index.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import { findIncubator } from "./incubator.repository.ts";

export type PublicIncubator = ReturnType<typeof toPublicIncubator>;

export async function getPublicIncubator(
  ctx: Pick<GraphQLContext, "db" | "tenant">,
): Promise<PublicIncubator> {
  const row = await findIncubator(ctx.db, ctx.tenant);
  if (!row) throw new NotFoundError("Incubator");
  return toPublicIncubator(row);
}

/** What anyone may see of an incubator before signing in: branding, SEO and login settings. */
export function toPublicIncubator(row: IncubatorRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: row.logo,
    whiteLogo: row.whiteLogo,
    defaultLanguage: row.defaultLanguage,
    incubatorSeo: row.seo,
    brandPalette: row.brandPalette,
    incubatorCustomLoginTextAndLink: row.customLoginTextAndLink,
    incubatorTermsAndServices: { url: row.termsAndServicesUrl },
    loginProviders: row.loginProviders,
    supportEmail: { address: row.supportEmail },
    startupNameAlternative: row.startupNameAlternative,
    allowUserSelfDelete: row.allowUserSelfDelete,
  };
}
