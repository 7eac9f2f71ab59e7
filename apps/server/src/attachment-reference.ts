import type { ServiceContext } from "./service-context.ts";

/**
 * What a file may be, by what it is for: `image` (covers, avatars: JPEG, PNG, WebP, GIF),
 * `document` (attachments: PDF, office files, text, images, archives) or `video` (a form's
 * video answers: WebM, MP4, QuickTime; decision 038). The attachments module checks the
 * sniffed type against the family (docs/attachments.md).
 */
export type AttachmentFamily = "image" | "document" | "video";

/**
 * A kind of thing files attach to, declared by the module that owns it in its module.ts
 * (`attachmentReferences: [...]`): the attachments module asks it whether the signed-in
 * user may read or change the files of one such thing. Both checks run in the tenant's
 * context; an id of another tenant or of nothing answers false.
 */
export type AttachmentReferenceType = {
  /** The reference type named in URLs and rows: "IncubatorEvent", "IncubatorEventCover", "User"… */
  type: string;
  accept: AttachmentFamily;
  /** At most this many live files per reference (a cover: 1); the oldest is replaced past it. */
  maxFiles?: number;
  canRead(ctx: ServiceContext, referenceId: string): Promise<boolean>;
  canWrite(ctx: ServiceContext, referenceId: string): Promise<boolean>;
};
