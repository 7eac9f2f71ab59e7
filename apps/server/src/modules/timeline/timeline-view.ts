import type { TimelinePostKind } from "@launchpad/domain/startups";
import type { ServiceContext } from "../../service-context.ts";
import { type AttachmentView, attachmentsFor } from "../attachments/index.ts";
import { type UserCard, userCard } from "../booking/index.ts";
import { startupNames } from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";
import type { TimelinePostRow } from "./timeline.tables.ts";

/** Attachments of posts are filed under this reference type (module.ts registers it). */
export const POST_REFERENCE = "TimelinePost";

/** What the viewer may see and do with one post: decided by the service, read by the schema. */
export type PostRights = {
  canEdit: boolean;
  canDelete: boolean;
  seesStaffFields: boolean;
  seesEmailMeta: boolean;
};

/** A post as the API shows it: the row, its startup's name, author card, files and the viewer's rights. */
export type TimelinePostView = {
  id: string;
  kind: TimelinePostKind;
  startup: { id: string; name: string };
  row: TimelinePostRow;
  data: Record<string, unknown>;
  createdBy: UserCard | null;
  attachments: AttachmentView[];
  rights: PostRights;
};

/** Maps rows to views in a few queries (authors, files, startup names), keeping the rows' order. */
export async function viewsOf(
  ctx: ServiceContext,
  rows: readonly TimelinePostRow[],
  rightsOf: (row: TimelinePostRow) => PostRights,
): Promise<TimelinePostView[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
  const eventIds = rows.filter((r) => r.kind === "Event").map((r) => r.id);
  const startupIds = [...new Set(rows.map((r) => r.startupId))];
  const [people, files, names] = await Promise.all([
    peopleByIds(ctx, authorIds),
    eventIds.length > 0 ? attachmentsFor(ctx, POST_REFERENCE, eventIds) : new Map<string, AttachmentView[]>(),
    startupNames(ctx, startupIds),
  ]);
  const cards = new Map(people.map((p) => [p.user.id, userCard(p)]));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    startup: { id: row.startupId, name: nameOf.get(row.startupId) ?? "" },
    row,
    data: row.data ?? {},
    createdBy: row.createdBy ? (cards.get(row.createdBy) ?? null) : null,
    attachments: files.get(row.id) ?? [],
    rights: rightsOf(row),
  }));
}
