import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { fileTypeFromFile } from "file-type";
import sharp from "sharp";
import type { AttachmentFamily } from "../../attachment-reference.ts";
import { AttachmentInputError, FileTooLargeError } from "./attachments.errors.ts";
import {
  acceptedNames,
  accepts,
  extensionOf,
  IMAGE_TYPES,
  MAX_IMAGE_PIXELS,
  sanitiseFileName,
  TEXT_EXTENSIONS,
} from "./file-rules.ts";

/** A file received whole into a temporary file, checked: its size, name and sniffed type. */
export type ReceivedFile = { path: string; name: string; size: number; contentType: string };

/**
 * Streams one multipart file into DATA_DIR/tmp, counting bytes as they arrive: past
 * `maxFileSize` the stream stops (busboy discards the rest) and FileTooLargeError is thrown
 * (413), so nothing larger than the limit is ever held or written. Then the type is sniffed
 * from the content (file-type) and checked against the family. The temporary file is
 * removed on every refusal; on success the caller moves it into the storage and removes it.
 */
export async function receiveFile(
  file: MultipartFile,
  tmpDir: string,
  maxFileSize: number,
  family: AttachmentFamily,
): Promise<ReceivedFile> {
  await mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `${randomUUID()}.upload`);
  const name = sanitiseFileName(file.filename);
  try {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxFileSize) done(new FileTooLargeError(maxFileSize));
        else done(null, chunk);
      },
    });
    await pipeline(file.file, counter, createWriteStream(tmp));
    // busboy stops at its own limit (the same number) and marks the stream truncated.
    if (file.file.truncated) throw new FileTooLargeError(maxFileSize);
    if (size === 0) throw new AttachmentInputError("EMPTY_FILE", `${name} is empty`);
    const contentType = await sniff(tmp, name);
    if (!contentType || !accepts(family, contentType)) {
      throw new AttachmentInputError(
        "WRONG_TYPE",
        `${name} is not accepted here: ${acceptedNames(family)} only`,
        {
          detected: contentType ?? null,
        },
      );
    }
    if (IMAGE_TYPES.has(contentType)) await checkImage(tmp, name);
    return { path: tmp, name, size, contentType };
  } catch (error) {
    // Let the rest of the request body drain (and be discarded) rather than hang.
    file.file.resume();
    await rm(tmp, { force: true });
    if (isFileSizeLimit(error)) throw new FileTooLargeError(maxFileSize);
    throw error;
  }
}

function isFileSizeLimit(error: unknown): boolean {
  return (error as { code?: string })?.code === "FST_REQ_FILE_TOO_LARGE";
}

/**
 * The type from the content. Text has no signature: a file file-type cannot name counts as
 * text when its name says .txt/.csv/.md and its first 64 KB are UTF-8 without NUL bytes.
 */
async function sniff(file: string, name: string): Promise<string | undefined> {
  const found = await fileTypeFromFile(file);
  if (found) return found.mime;
  const textType = TEXT_EXTENSIONS[extensionOf(name)];
  if (!textType) return undefined;
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return undefined;
    try {
      // A multi-byte character cut at 64 KB is not an error: leave out the last 3 bytes.
      new TextDecoder("utf-8", { fatal: true }).decode(
        bytesRead === buffer.length ? head.subarray(0, -3) : head,
      );
    } catch {
      return undefined;
    }
    return textType;
  } finally {
    await handle.close();
  }
}

/** An image must decode, within MAX_IMAGE_PIXELS (a decompression bomb is refused here). */
async function checkImage(file: string, name: string): Promise<void> {
  const meta = await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AttachmentInputError(
      "WRONG_TYPE",
      `${name} cannot be read as an image of at most 50 megapixels`,
    );
  }
}
