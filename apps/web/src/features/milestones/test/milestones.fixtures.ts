import type { MockLink } from "@apollo/client/testing";
import { milestoneProgress } from "@launchpad/domain/startups";
import { SetMilestoneDoneMutation } from "../api/milestone-mutations.ts";
import { MilestonePlansQuery } from "../api/milestone-plans.query.ts";
import { MilestoneTemplatesQuery } from "../api/milestone-templates.query.ts";
import type { Plan } from "../lib/plan-types.ts";

type Step = { id: string; title: string; done?: boolean; dueDate?: string | null; subs?: Step[] };

const milestone = (s: Step, parentId: string | null) => ({
  __typename: "Milestone" as const,
  id: s.id,
  title: s.title,
  description: null,
  dueDate: s.dueDate ?? null,
  done: s.done ?? false,
  ...(parentId ? { parentId } : {}),
});

/** A plan as the server answers it, its progress computed as the server does. */
export function plan(id: string, name: string, steps: Step[], extra: Partial<Plan> = {}): Plan {
  const flat = steps.flatMap((s) => [
    { id: s.id, parentId: null, done: s.done ?? false },
    ...(s.subs ?? []).map((sub) => ({ id: sub.id, parentId: s.id, done: sub.done ?? false })),
  ]);
  return {
    __typename: "MilestonePlan",
    id,
    startupId: "s-nimbus",
    isTemplate: false,
    templateId: null,
    name,
    goal: "Reach the first paying customers",
    unit: "customers",
    target: 10,
    summary: null,
    updatedAt: "2026-11-20T10:00:00.000Z",
    viewerCanEdit: true,
    progress: { __typename: "MilestoneProgress", ...milestoneProgress(flat) },
    milestones: steps.map((s) => ({
      ...milestone(s, null),
      subMilestones: (s.subs ?? []).map((sub) => ({ ...milestone(sub, s.id), parentId: s.id })),
    })),
    ...extra,
  };
}

const STEPS: Step[] = [
  {
    id: "m-discovery",
    title: "Customer discovery",
    done: true,
    subs: [
      { id: "m-interviews", title: "Interview 20 prospects", done: true, dueDate: "2026-11-10" },
      { id: "m-problem", title: "Write the problem statement", done: true },
    ],
  },
  {
    id: "m-pilot",
    title: "Pilot",
    subs: [
      { id: "m-sign", title: "Sign three pilot agreements", dueDate: "2099-01-15" },
      { id: "m-run", title: "Run the pilots" },
    ],
  },
  { id: "m-ten", title: "First ten paying customers" },
];

export const GO_TO_MARKET = plan("p-gtm", "Go to market", STEPS);

/** The plan once "Sign three pilot agreements" is ticked. */
export const GO_TO_MARKET_SIGNED = plan(
  "p-gtm",
  "Go to market",
  STEPS.map((s) =>
    s.id === "m-pilot"
      ? { ...s, subs: s.subs?.map((sub) => (sub.id === "m-sign" ? { ...sub, done: true } : sub)) }
      : s,
  ),
);

export function plansMock(
  plans: Plan[],
  rights = { create: true, templates: false },
): MockLink.MockedResponse {
  return {
    request: { query: MilestonePlansQuery, variables: { startupId: "s-nimbus" } },
    result: {
      data: {
        milestonePlans: {
          __typename: "StartupMilestonePlans",
          startupId: "s-nimbus",
          viewerCanCreate: rights.create,
          viewerCanCreateTemplates: rights.templates,
          plans,
        },
      },
    },
    maxUsageCount: 5,
  };
}

export function tickMock(id: string, done: boolean, after: Plan): MockLink.MockedResponse {
  return {
    request: { query: SetMilestoneDoneMutation, variables: { id, done } },
    result: { data: { setMilestoneDone: after } },
  };
}

export function templatesMock(templates: Plan[]): MockLink.MockedResponse {
  return {
    request: { query: MilestoneTemplatesQuery },
    result: { data: { milestoneTemplates: templates } },
    maxUsageCount: 5,
  };
}
