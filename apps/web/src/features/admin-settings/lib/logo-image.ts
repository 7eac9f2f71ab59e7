import { LOGO_DATA_URL_TYPES, MAX_LOGO_BYTES } from "@launchpad/domain";

/**
 * Logos (docs/admin-api.md IncubatorBrandingInput): an https address, or an uploaded image
 * kept as a data: URL — PNG, JPEG or WebP, at most 512 kB (no SVG upload: it may carry
 * script). The rule is packages/domain's (logoProblem), which the server checks too;
 * checking here first spares a round trip with a large file.
 */
export const LOGO_MIME_TYPES = LOGO_DATA_URL_TYPES;
export { MAX_LOGO_BYTES };

export type LogoFileProblem = "type" | "size";

export function logoFileProblem(file: { type: string; size: number }): LogoFileProblem | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > MAX_LOGO_BYTES) return "size";
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

/** An uploaded image (shown as "uploaded image", never as its long data: text). */
export const isDataUrl = (value: string): boolean => value.startsWith("data:");
