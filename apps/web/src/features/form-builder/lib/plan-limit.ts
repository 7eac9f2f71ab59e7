import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** A LimitReachedError of the plan (extensions limit, max, current), as the builder says it. */
export type PlanLimitReached = { limit: string; max: number; current: number };

export function limitOf(error: unknown): PlanLimitReached | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions ?? {};
  if (extensions.name !== "LimitReachedError") return null;
  const { limit, max, current } = extensions as Record<string, unknown>;
  if (typeof limit !== "string" || typeof max !== "number") return null;
  return { limit, max, current: typeof current === "number" ? current : max };
}

/** The plan limit a kind of form counts against (applicationForms, evaluationForms), if any. */
export function limitNameOf(kind: string): "applicationForms" | "evaluationForms" | null {
  if (kind === "intake") return "applicationForms";
  if (kind === "evaluation" || kind === "quiz") return "evaluationForms";
  return null;
}
