import type { Readable } from "node:stream";

/**
 * Where the bytes of files live (decision 024): the local disk under DATA_DIR by default, an
 * S3-compatible bucket when configured. Keys are "<incubatorId>/<attachmentId>" and, for an
 * image's resized variants, "<key>~<size>.webp". The upload has already checked, sized and
 * sniffed the file in a temporary file before it is put here: `put` never sees a refused one.
 */
export type StoredObject = { body: Readable; size: number };

export type FileStorage = {
  readonly kind: "local" | "s3";
  /** Where uploads stream to while they are checked (on the server's disk, DATA_DIR/tmp). */
  readonly tmpDir: string;
  /** Stores the file at `path` (a temporary file the caller removes) under `key`. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** Stores bytes (a resized variant). */
  putBuffer(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
};

/** The key of a file and of its resized variants. */
export function storageKeyOf(incubatorId: string, attachmentId: string): string {
  return `${incubatorId}/${attachmentId}`;
}

export function variantKeyOf(key: string, size: string): string {
  return `${key}~${size}.webp`;
}
