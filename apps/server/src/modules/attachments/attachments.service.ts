import { and } from "drizzle-orm";
import type { ServiceContext } from "../../service-context.ts";
import { AttachmentInputError } from "./attachments.errors.ts";
import {
  attachmentsOfReferences,
  attachToReference,
  byIds,
  byReference,
  findAttachments,
  markRemoved,
} from "./attachments.repository.ts";
import type { AttachmentKind, AttachmentRow } from "./attachments.tables.ts";
import { acceptedNames, accepts, IMAGE_TYPES, type ImageSize } from "./file-rules.ts";
import { referenceTypeOf } from "./reference-types.ts";
import { signatureOf } from "./url-signing.ts";

/** What other modules and the REST routes show of an attachment. */
export type AttachmentView = {
  id: string;
  name: string;
  /** The MIME type sniffed from the content (a link: null). */
  fileType: string | null;
  size: number;
  /** Where the web reads the file (with the bearer token), or the link itself. */
  url: string;
  kind: AttachmentKind;
  link: string | null;
  referenceType: string | null;
  referenceId: string | null;
  createdAt: string;
};

/**
 * The address of a file's bytes (read with the bearer token), or of an image at a size fit
 * for its use, signed so that an `<img>` may load it (decision 025).
 */
export function attachmentUrl(id: string, size?: ImageSize): string {
  return `/api/attachments/${id}/content${size ? `?size=${size}&sig=${signatureOf(id, size)}` : ""}`;
}

/**
 * A video answer's playback address (decision 038): signed like an image's, since `<video
 * src>` sends no bearer token; given only to those who may read the answer.
 */
export function videoUrl(id: string): string {
  return `/api/attachments/${id}/content?sig=${signatureOf(id, "video")}`;
}

/** Some attachments by id, as their owners' modules check them (a form's file answers): live ones of this tenant. */
export async function attachmentsByIds(ctx: ServiceContext, ids: string[]): Promise<AttachmentFile[]> {
  const rows = await findAttachments(ctx.db, ctx.tenant, [...new Set(ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    size: row.sizeBytes,
    contentType: row.contentType,
    kind: row.kind,
    uploadedBy: row.uploadedBy,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
  }));
}

/** What attachmentsByIds tells of a row. */
export type AttachmentFile = {
  id: string;
  name: string;
  size: number;
  contentType: string | null;
  kind: AttachmentKind;
  uploadedBy: string | null;
  referenceType: string | null;
  referenceId: string | null;
};

export function attachmentView(row: AttachmentRow, size?: ImageSize): AttachmentView {
  const isImage = row.contentType !== null && IMAGE_TYPES.has(row.contentType);
  return {
    id: row.id,
    name: row.name,
    fileType: row.contentType,
    size: row.sizeBytes,
    url: row.kind === "link" ? (row.link ?? "") : attachmentUrl(row.id, isImage ? size : undefined),
    kind: row.kind,
    link: row.link,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Attaches pending uploads to a reference, in the caller's transaction (ctx.db): each must
 * be the viewer's own upload in this tenant, pending (or already on this reference), and of
 * the reference type's family. Past the type's `maxFiles` the oldest files are removed (a
 * new cover replaces the old). The caller has checked that the viewer may change the reference.
 */
export async function claimAttachments(
  ctx: ServiceContext,
  ids: string[],
  reference: { type: string; id: string },
): Promise<AttachmentView[]> {
  const type = referenceTypeOf(reference.type);
  if (!type)
    throw new AttachmentInputError("UNKNOWN_REFERENCE", `Files cannot be attached to ${reference.type}`);
  const unique = [...new Set(ids)];
  const rows = new Map((await findAttachments(ctx.db, ctx.tenant, unique)).map((r) => [r.id, r]));
  for (const id of unique) {
    const row = rows.get(id);
    if (!row || (row.referenceId === null && row.uploadedBy !== ctx.viewer?.id)) {
      throw new AttachmentInputError("NOT_YOURS", `Attachment ${id} is not one of your uploads`, { id });
    }
    const onThis = row.referenceType === reference.type && row.referenceId === reference.id;
    if (row.referenceId !== null && !onThis) {
      throw new AttachmentInputError("ALREADY_ATTACHED", `Attachment ${id} is attached elsewhere`, { id });
    }
    if (row.kind === "link" && type.accept !== "document") {
      throw new AttachmentInputError("WRONG_TYPE", `${row.name} is a link; a file is needed here`, { id });
    }
    if (row.kind === "file" && !accepts(type.accept, row.contentType ?? "")) {
      throw new AttachmentInputError(
        "WRONG_TYPE",
        `${row.name} is not accepted here: ${acceptedNames(type.accept)} only`,
        {
          id,
        },
      );
    }
  }
  const now = ctx.clock.now();
  await attachToReference(ctx.db, ctx.tenant, unique, reference, now);
  const all = await attachmentsOfReferences(ctx.db, ctx.tenant, reference.type, [reference.id]);
  if (type.maxFiles !== undefined && all.length > type.maxFiles) {
    // Oldest first, except the ones just claimed.
    const claimed = new Set(unique);
    const surplus = [...all.filter((r) => !claimed.has(r.id)), ...all.filter((r) => claimed.has(r.id))].slice(
      0,
      all.length - type.maxFiles,
    );
    await markRemoved(ctx.db, ctx.tenant, byIds(surplus.map((r) => r.id)), now);
    const gone = new Set(surplus.map((r) => r.id));
    return all.filter((r) => !gone.has(r.id)).map((r) => attachmentView(r));
  }
  return all.map((r) => attachmentView(r));
}

/** The live attachments of many references of one type, oldest first, by reference id. */
export async function attachmentsFor(
  ctx: ServiceContext,
  type: string,
  referenceIds: string[],
  size?: ImageSize,
): Promise<Map<string, AttachmentView[]>> {
  const rows = await attachmentsOfReferences(ctx.db, ctx.tenant, type, referenceIds);
  const byRef = new Map<string, AttachmentView[]>(referenceIds.map((id) => [id, []]));
  for (const row of rows) {
    if (row.referenceId) byRef.get(row.referenceId)?.push(attachmentView(row, size));
  }
  return byRef;
}

/**
 * Removes the attachments of a reference (the caller deletes the thing they belong to), in
 * the caller's transaction; the purge job deletes their files afterwards. Returns how many.
 */
export async function removeAttachmentsFor(
  ctx: ServiceContext,
  type: string,
  referenceId: string,
): Promise<number> {
  return (await markRemoved(ctx.db, ctx.tenant, byReference(type, referenceId), ctx.clock.now())).length;
}

/** Removes some attachments of a reference by id (an editor dropped them from a form). */
export async function removeAttachments(
  ctx: ServiceContext,
  reference: { type: string; id: string },
  ids: string[],
): Promise<number> {
  const where = and(byReference(reference.type, reference.id), byIds(ids));
  return (await markRemoved(ctx.db, ctx.tenant, where, ctx.clock.now())).length;
}
