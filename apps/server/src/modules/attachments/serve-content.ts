import type { FastifyReply } from "fastify";
import type { GraphQLContext } from "../../graphql/context.ts";
import { AuthenticationRequiredError, ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { mayRead } from "./attachment-access.ts";
import { findAttachment } from "./attachments.repository.ts";
import { contentDisposition, IMAGE_TYPES, isImageSize, VIDEO_TYPES } from "./file-rules.ts";
import { imageVariant } from "./image-variants.ts";
import { isValidSignature } from "./url-signing.ts";

/**
 * GET /api/attachments/{id}/content[?size=avatar|card|cover&sig=…][&download=1]: the bytes,
 * for a reader of the reference in this tenant (another tenant's id: 404). An image at a
 * size is resized once and kept; with a valid signature it needs no token (decision 025).
 * Always `X-Content-Type-Options: nosniff`, a Content-Disposition with the sanitised name,
 * and a sandboxing CSP so a document opened in the browser runs nothing.
 */
export async function serveContent(
  ctx: GraphQLContext,
  id: string,
  query: Record<string, string | undefined>,
  reply: FastifyReply,
) {
  const row = await findAttachment(ctx.db, ctx.tenant, id);
  if (row?.kind !== "file" || !row.storageKey || !row.contentType) throw new NotFoundError("Attachment");
  const isImage = IMAGE_TYPES.has(row.contentType);
  const size = isImage && isImageSize(query.size) ? query.size : undefined;
  const isVideo = VIDEO_TYPES.has(row.contentType);
  // A video answer plays from its signed address (decision 038), as an image at a size does.
  const signed =
    (size !== undefined && isValidSignature(row.id, size, query.sig)) ||
    (isVideo && isValidSignature(row.id, "video", query.sig));
  if (!signed) {
    if (!ctx.viewer) throw new AuthenticationRequiredError();
    if (!(await mayRead(ctx, row))) throw new ForbiddenError("You may not see this attachment");
  }
  const stored = size
    ? await imageVariant(ctx.storage, row.storageKey, size)
    : await ctx.storage.get(row.storageKey);
  if (!stored) throw new NotFoundError("Attachment");
  const download = query.download === "1" || !(isImage || isVideo);
  const name = size ? `${row.name.replace(/\.[^.]+$/, "")}.webp` : row.name;
  return reply
    .header("Content-Type", size ? "image/webp" : row.contentType)
    .header("Content-Length", String(stored.size))
    .header("Content-Disposition", contentDisposition(download ? "attachment" : "inline", name))
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", "default-src 'none'; sandbox")
    .header("Cache-Control", signed ? "private, max-age=86400, immutable" : "private, no-cache")
    .send(stored.body);
}
