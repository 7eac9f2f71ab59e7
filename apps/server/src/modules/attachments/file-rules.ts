import type { AttachmentFamily } from "../../attachment-reference.ts";

/**
 * What each use accepts, by the type sniffed from the content (file-type), never the name.
 * Text files have no magic number: a document whose content file-type cannot name is
 * accepted as text/plain only when its name ends in .txt, .csv or .md and its first bytes
 * are valid UTF-8 without NUL (checked by the upload).
 */
export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
]);

const DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  ...IMAGE_TYPES,
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
  "application/msword",
  "application/vnd.ms-excel",
  "application/vnd.ms-powerpoint",
  "application/x-cfb",
  "application/zip",
  "text/plain",
  "text/csv",
  "text/markdown",
]);

/** Video answers (decision 038), as file-type names them: .webm, .mp4 / .m4v, .mov. */
export const VIDEO_TYPES: ReadonlySet<string> = new Set(["video/webm", "video/mp4", "video/quicktime"]);

export const TEXT_EXTENSIONS: Record<string, string> = {
  txt: "text/plain",
  csv: "text/csv",
  md: "text/markdown",
};

export function accepts(family: AttachmentFamily, contentType: string): boolean {
  if (family === "video") return VIDEO_TYPES.has(contentType);
  return family === "image" ? IMAGE_TYPES.has(contentType) : DOCUMENT_TYPES.has(contentType);
}

/** What the refusal says a use accepts. */
export function acceptedNames(family: AttachmentFamily): string {
  if (family === "video") return "WebM, MP4 or QuickTime videos";
  return family === "image"
    ? "JPEG, PNG, WebP or GIF images"
    : "PDF, office documents, text, images or ZIP archives";
}

/** What a file is for: its family, and the sizes its images are served at. */
export type AttachmentUse = "attachment" | "cover" | "avatar" | "profileCover" | "video";
export const USES: Record<AttachmentUse, AttachmentFamily> = {
  attachment: "document",
  video: "video",
  cover: "image",
  avatar: "image",
  profileCover: "image",
};

export function isUse(value: unknown): value is AttachmentUse {
  return typeof value === "string" && Object.hasOwn(USES, value);
}

/** Image sizes (`?size=`): the box an image is fitted into, in pixels, as WebP. */
export const IMAGE_SIZES = {
  avatar: { width: 256, height: 256, fit: "cover" },
  card: { width: 640, height: 360, fit: "cover" },
  cover: { width: 1600, height: 900, fit: "inside" },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export function isImageSize(value: unknown): value is ImageSize {
  return typeof value === "string" && Object.hasOwn(IMAGE_SIZES, value);
}

/** Images are decoded up to this many pixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

const MAX_NAME = 180;

/**
 * A file name as shown and sent back in Content-Disposition: the last path segment, no
 * control or bidi-override characters, no characters Windows forbids, no leading dots,
 * spaces collapsed, at most 180 characters keeping the extension; "file" when nothing is left.
 */
export function sanitiseFileName(raw: string | undefined): string {
  const base = (raw ?? "").normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "");
  if (!cleaned) return "file";
  if (cleaned.length <= MAX_NAME) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_NAME - ext.length).trimEnd() + ext;
}

/** The extension of a name, lower case, without the dot ("" when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
