import { utcToZoned } from "@launchpad/domain/slots/time-zone";
import { AppError, ValidationError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { existingProgramIds } from "../startups/index.ts";
import { assertTagsOfKind, type TagKind, tagCards, USER_TAG_KINDS } from "../tags/index.ts";
import { usersByIds } from "../users/index.ts";
import type { EventVisibility } from "./events.tables.ts";

/**
 * The checks of an event's input that read the database (docs/events.md): every id names a
 * live user, tag or programme of this organisation: an unknown id (another tenant's too)
 * is a NotFoundError naming the field and the id, as any id one may not see; a tag of the
 * wrong kind is a ValidationError naming the field. Nothing is written before these pass.
 */
export class ReferenceNotFoundError extends AppError {
  constructor(what: string, field: string, id: string) {
    super("NotFoundError", `${what} not found`, { field, id });
  }
}

export type EventShape = {
  eventType: "GROUP" | "ONE_ON_ONE";
  status: string;
  startTime: Date;
  endTime: Date;
  capacity: number | null;
  durationMinutes: number | null;
  hostIds: string[];
  calendarHostId: string | null;
  recurrence: string | null;
  /** A one-to-one event's booking days (YYYY-MM-DD in `timezone`): between its first and last day. */
  oneOnOneDates?: readonly string[];
  timezone?: string;
};

export async function assertUsers(ctx: ServiceContext, field: string, ids: string[]) {
  if (ids.length === 0) return;
  const live = new Set((await usersByIds(ctx, ids)).filter((u) => u.status !== "deleted").map((u) => u.id));
  const bad = ids.find((id) => !live.has(id));
  if (bad) throw new ReferenceNotFoundError("User", field, bad);
}

async function tagsOfKind(ctx: ServiceContext, field: string, ids: string[], kinds: readonly TagKind[]) {
  if (ids.length === 0) return;
  const known = new Set((await tagCards(ctx, ids)).map((c) => c.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new ReferenceNotFoundError("Tag", field, unknown);
  try {
    await assertTagsOfKind(ctx, ids, kinds);
  } catch (error) {
    if (error instanceof ValidationError) {
      const fields = (error.extensions.fields ?? {}) as Record<string, string>;
      throw new ValidationError({ [field]: Object.values(fields)[0] ?? "Unknown tag" });
    }
    throw error;
  }
}

export async function assertTopicsAndTags(ctx: ServiceContext, topicIds: string[], tagIds: string[]) {
  await tagsOfKind(ctx, "topicIds", topicIds, ["topic"]);
  await tagsOfKind(ctx, "tagIds", tagIds, ["event"]);
}

export async function assertVisibility(ctx: ServiceContext, v: EventVisibility) {
  await tagsOfKind(ctx, "visibility.userTags", [...v.userTags.is, ...v.userTags.isNot], USER_TAG_KINDS);
  await tagsOfKind(ctx, "visibility.startupTags", [...v.startupTags.is, ...v.startupTags.isNot], ["startup"]);
  const programs = [...v.startupPrograms.is, ...v.startupPrograms.isNot];
  if (programs.length > 0) {
    const known = new Set(await existingProgramIds(ctx, programs));
    const bad = programs.find((id) => !known.has(id));
    if (bad) throw new ReferenceNotFoundError("Programme", "visibility.startupPrograms", bad);
  }
}

/** The rules between fields, on the event as it will be saved. */
export function assertShape(e: EventShape) {
  if (e.startTime.getTime() >= e.endTime.getTime())
    throw new ValidationError({ endTime: "The end must be after the start" });
  if (e.eventType === "GROUP") {
    if (e.hostIds.length > 0 && e.calendarHostId && !e.hostIds.includes(e.calendarHostId))
      throw new ValidationError({ calendarHostId: "The calendar host must be one of the hosts" });
    return;
  }
  if (e.capacity != null) throw new ValidationError({ capacity: "A one-to-one event has no capacity" });
  if (e.recurrence) throw new ValidationError({ recurrence: "Only group sessions recur" });
  if (e.calendarHostId && !e.hostIds.includes(e.calendarHostId))
    throw new ValidationError({ calendarHostId: "The calendar host must be one of the hosts" });
  const zone = e.timezone ?? "UTC";
  const [first, last] = [
    utcToZoned(e.startTime.getTime(), zone).date,
    utcToZoned(e.endTime.getTime(), zone).date,
  ];
  if ((e.oneOnOneDates ?? []).some((date) => date < first || date > last))
    throw new ValidationError({
      oneOnOneDates: "Each booking day must fall between the event's start and end",
    });
  if (e.status === "DRAFT") return;
  if (e.hostIds.length === 0) throw new ValidationError({ hostIds: "A one-to-one event needs a host" });
  if (e.durationMinutes == null)
    throw new ValidationError({ duration: "A one-to-one event needs a session duration" });
  if (e.durationMinutes * 60_000 > e.endTime.getTime() - e.startTime.getTime())
    throw new ValidationError({ duration: "The session is longer than the event" });
}
