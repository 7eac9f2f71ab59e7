import type { MultipartFields } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { ForbiddenError } from "../../graphql/errors.ts";
import { restContext } from "../../http/rest-context.ts";
import { setUserImages } from "../users/index.ts";
import { createAttachmentLink } from "./attachment-links.ts";
import { AttachmentInputError, FileTooLargeError } from "./attachments.errors.ts";
import { viewOf } from "./attachments.rest.ts";
import { attachmentUrl } from "./attachments.service.ts";
import { receiveFile } from "./receive-file.ts";
import { maxFileSizeOf, resolveTarget, storeUpload, type UploadTarget } from "./upload.service.ts";
import { isValidVideoToken } from "./url-signing.ts";
import { USER_AVATAR, USER_COVER } from "./user-images.ts";

/** Room for the multipart envelope around the file (boundaries, part headers, small fields). */
const ENVELOPE_BYTES = 64 * 1024;

type Query = Record<string, string | undefined>;

/**
 * POST /api/attachment/upload and POST /api/users/file: one file, checked while it streams.
 * Who may upload where is decided from the query (or the fields sent before the file)
 * before any byte is kept; a Content-Length past the limit is refused before reading.
 */
export async function uploadFile(
  services: Services,
  req: FastifyRequest,
  reply: FastifyReply,
  route: "attachment" | "user",
) {
  const ctx = await restContext(services, req, { signedIn: true });
  const maxFileSize = await maxFileSizeOf(ctx);
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxFileSize + ENVELOPE_BYTES)
    throw new FileTooLargeError(maxFileSize);
  const query = (req.query ?? {}) as Query;
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as { link?: unknown; name?: unknown };
    if (route !== "attachment" || body.link === undefined) {
      throw new AttachmentInputError(
        "NO_FILE",
        "Send the file as multipart/form-data, or a link as JSON { link, name }",
      );
    }
    const target = await resolveTarget(ctx, {
      referenceType: query.referenceType,
      referenceId: query.referenceId,
    });
    const row = await createAttachmentLink(ctx, body, target.reference);
    return reply.code(201).send({ attachment: viewOf(row) });
  }
  const data = await req.file({
    limits: { fileSize: maxFileSize, files: 1, fields: 8, fieldSize: 200, parts: 10 },
  });
  if (!data) throw new AttachmentInputError("NO_FILE", "No file was sent");
  const param = (name: string) => query[name] ?? fieldValue(data.fields, name);
  let target: UploadTarget;
  try {
    target =
      route === "user"
        ? await userImageTarget(ctx, param("type"))
        : await resolveTarget(ctx, {
            referenceType: param("referenceType"),
            referenceId: param("referenceId"),
            use: param("use"),
          });
    if (target.family === "video") requireVideoToken(ctx, req.headers["x-video-token"]);
  } catch (error) {
    data.file.resume();
    throw error;
  }
  const received = await receiveFile(data, services.storage.tmpDir, maxFileSize, target.family);
  const row = await storeUpload({ ...ctx, storage: services.storage, log: req.log }, received, target);
  const attachment = viewOf(row);
  if (route === "user" && target.reference) {
    const isAvatar = target.reference.type === USER_AVATAR;
    const url = attachmentUrl(row.id, isAvatar ? "avatar" : "cover");
    await setUserImages(ctx, target.reference.id, isAvatar ? { avatar: url } : { cover: url });
    return reply
      .code(201)
      .send({ attachment, user: { id: target.reference.id, [isAvatar ? "avatar" : "cover"]: url } });
  }
  return reply.code(201).send({ attachment });
}

/** POST /api/users/file: `type` avatar (default) or cover, of the signed-in user. */
function userImageTarget(ctx: Parameters<typeof resolveTarget>[0], type: string | undefined) {
  if (type !== undefined && type !== "avatar" && type !== "cover") {
    throw new AttachmentInputError("UNKNOWN_REFERENCE", "type must be avatar or cover");
  }
  const isCover = type === "cover";
  return resolveTarget(ctx, {
    referenceType: isCover ? USER_COVER : USER_AVATAR,
    referenceId: ctx.viewer?.id,
    use: isCover ? "profileCover" : "avatar",
  });
}

/**
 * A video (a form's video answer) is taken only with the video question token of this user
 * and organisation (decision 038): the feature is off, or the token expired, without one.
 */
function requireVideoToken(ctx: Parameters<typeof resolveTarget>[0], token: unknown) {
  const userId = ctx.viewer?.id ?? "";
  if (!isValidVideoToken(token, ctx.tenant.id, userId, ctx.clock.now())) {
    throw new ForbiddenError("A video answer needs a valid video question token (x-video-token)");
  }
}

/** A text field of the multipart body, if the client sent it (before the file). */
function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const field = fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && one.type === "field" && typeof one.value === "string" ? one.value : undefined;
}
