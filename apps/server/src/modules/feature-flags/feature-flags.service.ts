import { resolveFeatureFlags } from "@launchpad/domain";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { incubatorOf } from "../incubator/index.ts";

/** featureFlags: every flag of the request's incubator (its settings over the defaults). */
export async function featureFlags(ctx: Pick<ServiceContext, "db" | "tenant">) {
  const incubator = await incubatorOf(ctx);
  if (!incubator) throw new NotFoundError("Incubator");
  return resolveFeatureFlags(incubator.featureFlags);
}
