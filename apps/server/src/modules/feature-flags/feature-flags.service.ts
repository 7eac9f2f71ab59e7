import { resolveFeatureFlags } from "@launchpad/domain";
import type { GraphQLContext } from "../../graphql/context.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";

/** featureFlags: every flag of the request's incubator (its settings over the defaults). */
export async function featureFlags(ctx: Pick<GraphQLContext, "db" | "tenant">) {
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  if (!incubator) throw new NotFoundError("Incubator");
  return resolveFeatureFlags(incubator.featureFlags);
}
