import type { ServiceContext } from "../../service-context.ts";
import type { AttachmentRow } from "./attachments.tables.ts";
import { referenceTypeOf } from "./reference-types.ts";

/**
 * Who may read or change an attachment: a pending upload only its uploader; an attached one
 * whoever its reference type says may read or change that reference. A reference type no
 * module declares (any more) is readable by nobody.
 */
export async function mayRead(ctx: ServiceContext, row: AttachmentRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (row.referenceType === null || row.referenceId === null) return row.uploadedBy === ctx.viewer.id;
  const type = referenceTypeOf(row.referenceType);
  return type ? type.canRead(ctx, row.referenceId) : false;
}

export async function mayWrite(ctx: ServiceContext, row: AttachmentRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (row.referenceType === null || row.referenceId === null) return row.uploadedBy === ctx.viewer.id;
  const type = referenceTypeOf(row.referenceType);
  return type ? type.canWrite(ctx, row.referenceId) : false;
}
