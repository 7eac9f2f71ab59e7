import { displayRoleLabel } from "@launchpad/domain";
import type { ServiceContext } from "../../service-context.ts";
import { attachmentUrl } from "../attachments/index.ts";
import { type TagCard, tagCards } from "../tags/index.ts";
import { type Person, peopleByIds } from "../users/index.ts";
import { type AttendeeCounts, attendeesOfUser, countsFor, countsOf } from "./attendees.repository.ts";
import { canDeleteEvent, canEditEvent } from "./event-access.ts";
import { registrationClosesAt } from "./event-rules.ts";
import { findEventTags, findHosts } from "./events.repository.ts";
import type { EventAttendeeRow, IncubatorEventRow } from "./events.tables.ts";

/** A person as events show them (hosts, creator, registrants): the spec-2 §3 host fields. */
export type EventPerson = {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  avatar: string | null;
  headline: string | null;
  roleLabel: string;
  roleType: string;
  roleId: string;
};

export function eventPerson(p: Person): EventPerson {
  return {
    id: p.user.id,
    firstName: p.user.firstName,
    lastName: p.user.lastName,
    fullName: `${p.user.firstName} ${p.user.lastName}`.trim(),
    email: p.user.email,
    avatar: p.user.avatar,
    headline: p.user.headline,
    roleLabel: displayRoleLabel(p.role, false),
    roleType: p.role.type,
    roleId: p.role.id,
  };
}

/** One event with what its card and page show, read for a page of events at once. */
export type EventView = {
  row: IncubatorEventRow;
  hosts: EventPerson[];
  people: Map<string, EventPerson>;
  topics: TagCard[];
  tags: TagCard[];
  counts: AttendeeCounts;
  viewerAttendee: EventAttendeeRow | null;
  canEdit: boolean;
  canDelete: boolean;
  coverUrl: string | null;
  registrationClosesAt: Date;
};

export async function eventViews(ctx: ServiceContext, rows: IncubatorEventRow[]): Promise<EventView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [hosts, tagRows, counts, mine] = await Promise.all([
    findHosts(ctx.db, ctx.tenant, ids),
    findEventTags(ctx.db, ctx.tenant, ids),
    countsOf(ctx.db, ctx.tenant, ids),
    ctx.viewer ? attendeesOfUser(ctx.db, ctx.tenant, ids, ctx.viewer.id) : Promise.resolve([]),
  ]);
  const personIds = new Set(hosts.map((h) => h.userId));
  for (const r of rows)
    for (const id of [r.createdById, r.editPermissionUserId, r.calendarHostId]) if (id) personIds.add(id);
  const [people, cards] = await Promise.all([
    peopleByIds(ctx, [...personIds]),
    tagCards(ctx, [...new Set(tagRows.map((t) => t.tagId))]),
  ]);
  const byId = new Map(people.map((p) => [p.user.id, eventPerson(p)]));
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return Promise.all(
    rows.map(async (row) => {
      const own = tagRows.filter((t) => t.eventId === row.id);
      const card = (role: string) =>
        own.filter((t) => t.role === role).flatMap((t) => cardById.get(t.tagId) ?? []);
      const viewerRows = mine.filter((a) => a.eventId === row.id);
      return {
        row,
        hosts: hosts.filter((h) => h.eventId === row.id).flatMap((h) => byId.get(h.userId) ?? []),
        people: byId,
        topics: card("topic"),
        tags: card("tag"),
        counts: countsFor(counts, row.id),
        viewerAttendee: viewerRows.find((a) => a.status !== "BOOKED") ?? viewerRows.at(-1) ?? null,
        canEdit: await canEditEvent(ctx, row),
        canDelete: await canDeleteEvent(ctx, row),
        coverUrl: row.coverAttachmentId ? attachmentUrl(row.coverAttachmentId, "cover") : null,
        registrationClosesAt: registrationClosesAt(row),
      };
    }),
  );
}

/** Seats not taken (registered, or offered to the waitlist); null: no limit. */
export function seatsLeft(v: Pick<EventView, "row" | "counts">): number | null {
  if (v.row.eventType !== "GROUP" || v.row.capacity == null) return null;
  return Math.max(0, v.row.capacity - v.counts.registered - v.counts.offered);
}
