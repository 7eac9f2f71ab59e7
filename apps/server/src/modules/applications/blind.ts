import type { ServiceContext } from "../../service-context.ts";
import type { ApplicationView } from "./application-views.ts";
import type { ApplicationRow } from "./applications.tables.ts";
import { hasOpenBlindAssignment } from "./evaluators.repository.ts";

/**
 * The blind first pass (issue 17 "Fairness", decision 050): true when the viewer is an
 * evaluator of this application in a blind evaluation round and has not submitted their
 * evaluation there yet. While it is true, resolvers hide the applicant's identity (name,
 * e-mail, avatar, startup name) and every other evaluator's score and comments. It holds
 * whatever else the viewer's role may read: staff who assign themselves to a blind round
 * review it blind too (submitting lifts it).
 *
 * Cached per request context and application (a list resolves it once per row).
 */
const cache = new WeakMap<object, Map<string, Promise<boolean>>>();

export function blindFor(
  ctx: ServiceContext,
  application: ApplicationView | ApplicationRow,
): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve(false);
  let perContext = cache.get(ctx);
  if (!perContext) {
    perContext = new Map();
    cache.set(ctx, perContext);
  }
  const key = `${viewer.id}:${application.id}`;
  let answer = perContext.get(key);
  if (!answer) {
    answer = hasOpenBlindAssignment(ctx.db, ctx.tenant, application.id, viewer.id);
    perContext.set(key, answer);
  }
  return answer;
}

/** Forgets the cached answers of this context (after the viewer submits in the same request). */
export function forgetBlind(ctx: ServiceContext): void {
  cache.delete(ctx);
}
