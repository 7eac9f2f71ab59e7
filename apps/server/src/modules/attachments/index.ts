/**
 * The attachments module's door (docs/attachments.md): files and links attached to other
 * modules' things by reference type and id, uploaded first (pending) and claimed by the
 * owner's save, served through the REST routes with their checks.
 */
export type { AttachmentFamily, AttachmentReferenceType } from "../../attachment-reference.ts";
export { createAttachmentLink } from "./attachment-links.ts";
export { AttachmentInputError, FileTooLargeError } from "./attachments.errors.ts";
export {
  type AttachmentFile,
  type AttachmentView,
  attachmentsByIds,
  attachmentsFor,
  attachmentUrl,
  claimAttachments,
  removeAttachments,
  removeAttachmentsFor,
  videoUrl,
} from "./attachments.service.ts";
export type { ImageSize } from "./file-rules.ts";
export { storeGeneratedFile } from "./generated-file.ts";
export { registerAttachmentReferences } from "./reference-types.ts";
export { createFileStorage } from "./storage/create-storage.ts";
export type { FileStorage } from "./storage/file-storage.ts";
export { setAttachmentSigningSecret, VIDEO_TOKEN_TTL_SECONDS, videoToken } from "./url-signing.ts";
