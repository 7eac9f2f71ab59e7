import { ROLE_LABELS, type RoleType, TEAM_ROLES } from "@launchpad/domain";
import { type AssignmentKind, assignmentKind, TASK_HOLDER_ROLES } from "@launchpad/domain/tasks";
import { NotFoundError, ValidationError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { requireAccess, startupScope, type ViewerAccess } from "../permissions/index.ts";
import {
  connectedStartupIds,
  membersOfStartups,
  peopleOfStartups,
  startupsByName,
} from "../startups/index.ts";
import { type Person, peopleByIds, searchCommunity } from "../users/index.ts";
import type { AssigneeType } from "./tasks.tables.ts";

/**
 * Whose tasks a viewer reaches, and whom they may give one (docs/tasks.md):
 * - people: their role's user visibility (ALL, ASSIGNED: the people of their own and
 *   assigned startups, SELECTED: the role types it lists, NONE), as the community list;
 * - startups: their STARTUP_FILE:VIEW scope (ALL, or their own and assigned startups), as
 *   the portfolio and the startup file;
 * - role groups: the team only (every holder of that role within their people scope).
 * Applicants hold no tasks. The viewer may always give themselves one.
 */
type Ctx = ServiceContext;

export const FILE_KEY = "STARTUP_FILE:VIEW";

export function isTeam(roleType: RoleType): boolean {
  return TEAM_ROLES.includes(roleType);
}

/** The people whose tasks the viewer sees and to whom they may give one: "ALL" or ids. */
export async function peopleScope(ctx: Ctx, access: ViewerAccess): Promise<"ALL" | string[]> {
  switch (access.userAccess.visibilitySettings) {
    case "ALL":
      return "ALL";
    case "NONE":
      return [access.userId];
    case "SELECTED": {
      const { rows } = await searchCommunity(ctx, {
        roleTypes: access.userAccess.roles as RoleType[],
        offset: 0,
        limit: 5000,
      });
      return [access.userId, ...rows.map((p) => p.user.id)];
    }
    default:
      return [access.userId, ...(await peopleOfStartups(ctx, await connectedStartupIds(ctx, access.userId)))];
  }
}

export function startupsInScope(ctx: Ctx): Promise<"ALL" | string[]> {
  return startupScope(ctx, FILE_KEY);
}

const has = (scope: "ALL" | string[], id: string) => scope === "ALL" || scope.includes(id);

export type AssigneeOption = { label: string; type: AssigneeType; value: string };
export type AssigneeGroup = { label: "USERS" | "STARTUPS" | "ROLES"; options: AssigneeOption[] };

/** assigneeOptions: the people, startups and (for the team) role groups a task may go to. */
export async function assigneeOptions(ctx: Ctx, search?: string | null): Promise<AssigneeGroup[]> {
  const access = await requireAccess(ctx);
  const [people, startups] = await Promise.all([peopleScope(ctx, access), startupsInScope(ctx)]);
  const text = search?.trim() || undefined;
  const [community, startupRows] = await Promise.all([
    searchCommunity(ctx, {
      ...(text ? { search: text } : {}),
      ...(people === "ALL" ? {} : { ids: people }),
      roleTypes: [...TASK_HOLDER_ROLES],
      offset: 0,
      limit: 200,
    }),
    startupsByName(ctx, {
      ...(text ? { search: text } : {}),
      ...(startups === "ALL" ? {} : { ids: startups }),
      limit: 200,
    }),
  ]);
  const groups: AssigneeGroup[] = [
    {
      label: "USERS",
      options: community.rows.map(({ user }) => ({
        label: `${user.firstName} ${user.lastName}`.trim() || user.email,
        type: "USER",
        value: user.id,
      })),
    },
    {
      label: "STARTUPS",
      options: startupRows.map((s) => ({ label: s.name, type: "STARTUP", value: s.id })),
    },
  ];
  if (isTeam(access.roleType)) {
    groups.push({
      label: "ROLES",
      options: TASK_HOLDER_ROLES.filter(
        (r) => !text || ROLE_LABELS[r].toLowerCase().includes(text.toLowerCase()),
      ).map((r) => ({ label: ROLE_LABELS[r], type: "ROLE", value: r })),
    });
  }
  return groups;
}

/** One person a task goes to, how they were named, and whether they must accept first. */
export type ResolvedAssignee = {
  userId: string;
  type: AssigneeType;
  value: string;
  kind: Exclude<AssignmentKind, "NOT_ALLOWED">;
};

export type AssigneeInput = { type: AssigneeType; value: string };

/**
 * The people a list of assignees names, checked against the viewer's scope, with the
 * request matrix applied to each (a person named twice is kept once, as first named).
 * Anything out of scope reads as not found, never as a silent drop.
 */
export async function resolveAssignees(
  ctx: Ctx,
  inputs: AssigneeInput[],
): Promise<{ assignees: ResolvedAssignee[]; startupId: string | null }> {
  const access = await requireAccess(ctx);
  const people = await peopleScope(ctx, access);
  const named: { userId: string; type: AssigneeType; value: string }[] = [];
  const startupIds = [...new Set(inputs.filter((i) => i.type === "STARTUP").map((i) => i.value))];
  if (startupIds.length > 1)
    throw new ValidationError({ assignees: "A task can be given to one startup at most" });
  for (const input of inputs) {
    if (input.type === "USER") {
      if (!has(people, input.value) && input.value !== access.userId) throw notFound(input);
      named.push({ userId: input.value, ...input });
    } else if (input.type === "STARTUP") {
      const scope = await startupsInScope(ctx);
      const found = await startupsByName(ctx, { ids: [input.value], limit: 1 });
      if (found.length === 0 || !has(scope, input.value)) throw notFound(input);
      const members = await membersOfStartups(ctx, [input.value]);
      if (members.length === 0)
        throw new ValidationError({ assignees: `${found[0]?.name} has no cofounders yet` });
      for (const m of members) named.push({ userId: m.userId, ...input });
    } else {
      if (!isTeam(access.roleType))
        throw new ValidationError({ assignees: "Only the team gives tasks to a role group" });
      if (!(TASK_HOLDER_ROLES as readonly string[]).includes(input.value)) throw notFound(input);
      const { rows } = await searchCommunity(ctx, {
        roleTypes: [input.value as RoleType],
        ...(people === "ALL" ? {} : { ids: people }),
        offset: 0,
        limit: 5000,
      });
      for (const p of rows) named.push({ userId: p.user.id, ...input });
    }
  }
  const unique = [...new Map(named.reverse().map((n) => [n.userId, n])).values()].reverse();
  const persons = new Map(
    (
      await peopleByIds(
        ctx,
        unique.map((n) => n.userId),
      )
    ).map((p) => [p.user.id, p]),
  );
  const assignees: ResolvedAssignee[] = [];
  for (const n of unique) {
    const person = persons.get(n.userId);
    if (!person) throw notFound(n);
    const kind = kindFor(access, person);
    if (kind === "NOT_ALLOWED") {
      // A role group or a startup may hold someone who takes no tasks: left out; a person named: refused.
      if (n.type === "USER")
        throw new ValidationError({ assignees: `${fullName(person)} cannot receive tasks` });
      continue;
    }
    assignees.push({ ...n, kind });
  }
  if (assignees.length === 0) throw new ValidationError({ assignees: "Choose at least one assignee" });
  return { assignees, startupId: startupIds[0] ?? null };
}

export function kindFor(access: ViewerAccess, person: Person): AssignmentKind {
  return assignmentKind(access.roleType, person.role.type, person.user.id === access.userId);
}

const fullName = (p: Person) => `${p.user.firstName} ${p.user.lastName}`.trim();

/** Out of scope or of another organisation: as if it did not exist. */
function notFound(_input: AssigneeInput) {
  return new NotFoundError("Assignee");
}
