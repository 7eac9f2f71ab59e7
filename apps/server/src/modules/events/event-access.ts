import { AuthenticationRequiredError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { holds } from "../permissions/index.ts";
import { programsOfStartups, relationsOfUsers } from "../startups/index.ts";
import { tagIdsOfStartups, tagIdsOfUsers } from "../tags/index.ts";
import type { ListQuery } from "./events.repository.ts";
import type { IncubatorEventRow } from "./events.tables.ts";
import type { AudienceFacts } from "./visibility.ts";

/**
 * Who may do what with an event (docs/events.md, decision 027):
 * - EVENT:CREATE creates; EVENT:EDIT edits any event and sees every one (drafts included);
 *   EVENT:DELETE deletes any;
 * - the event's editPermission user and its creator edit and delete that event (a coach,
 *   who holds EVENT:CREATE only, keeps their own events);
 * - everyone else sees the published events whose visibility lets them in, and those they
 *   host or attend.
 */
type Ctx = ServiceContext;

export function viewerId(ctx: Ctx): string {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  return ctx.viewer.id;
}

const ownsEvent = (ctx: Ctx, e: Pick<IncubatorEventRow, "editPermissionUserId" | "createdById">) =>
  ctx.viewer != null && (e.editPermissionUserId === ctx.viewer.id || e.createdById === ctx.viewer.id);

export async function canEditEvent(
  ctx: Ctx,
  e: Pick<IncubatorEventRow, "editPermissionUserId" | "createdById">,
) {
  return ownsEvent(ctx, e) || (await holds(ctx, "EVENT:EDIT"));
}

export async function canDeleteEvent(
  ctx: Ctx,
  e: Pick<IncubatorEventRow, "editPermissionUserId" | "createdById">,
) {
  return ownsEvent(ctx, e) || (await holds(ctx, "EVENT:DELETE"));
}

/** The facts the visibility rules read, for some users (role types given by the caller). */
export async function audienceFacts(
  ctx: Ctx,
  users: { id: string; roleType: string }[],
): Promise<Map<string, AudienceFacts>> {
  const ids = users.map((u) => u.id);
  const [userTags, relations] = await Promise.all([tagIdsOfUsers(ctx, ids), relationsOfUsers(ctx, ids)]);
  const startupIds = [...new Set(relations.memberOf.map((m) => m.id))];
  const [startupTags, startupPrograms] = await Promise.all([
    tagIdsOfStartups(ctx, startupIds),
    programsOfStartups(ctx, startupIds),
  ]);
  const facts = new Map<string, AudienceFacts>();
  for (const u of users) {
    const own = relations.memberOf.filter((m) => m.userId === u.id).map((m) => m.id);
    facts.set(u.id, {
      roleType: u.roleType,
      userTagIds: userTags.get(u.id) ?? [],
      startupTagIds: [...new Set(own.flatMap((s) => startupTags.get(s) ?? []))],
      programIds: [
        ...new Set([
          ...relations.programsOf.filter((p) => p.userId === u.id).map((p) => p.id),
          ...startupPrograms.filter((p) => own.includes(p.startupId)).map((p) => p.id),
        ]),
      ],
    });
  }
  return facts;
}

const perRequest = new WeakMap<object, Promise<ListQuery["audience"]>>();

/** The viewer as the lists see them: null when they hold EVENT:EDIT (they see every event). */
export function viewerAudience(ctx: Ctx): Promise<ListQuery["audience"]> {
  let audience = perRequest.get(ctx);
  if (!audience) {
    audience = (async () => {
      if (!ctx.viewer) throw new AuthenticationRequiredError();
      if (await holds(ctx, "EVENT:EDIT")) return null;
      const { id, roleType } = ctx.viewer;
      const facts = (await audienceFacts(ctx, [{ id, roleType }])).get(id) as AudienceFacts;
      return { userId: id, facts };
    })();
    perRequest.set(ctx, audience);
  }
  return audience;
}
