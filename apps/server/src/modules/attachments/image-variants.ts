import { Readable } from "node:stream";
import sharp from "sharp";
import { IMAGE_SIZES, type ImageSize, MAX_IMAGE_PIXELS } from "./file-rules.ts";
import { type FileStorage, type StoredObject, variantKeyOf } from "./storage/file-storage.ts";

/**
 * An image at a size fit for its use, as WebP: read from the storage when made before, else
 * made from the original with sharp and kept beside it (`<key>~<size>.webp`) for next time.
 */
export async function imageVariant(
  storage: FileStorage,
  key: string,
  size: ImageSize,
): Promise<StoredObject | null> {
  const variantKey = variantKeyOf(key, size);
  const cached = await storage.get(variantKey);
  if (cached) return cached;
  const original = await storage.get(key);
  if (!original) return null;
  const box = IMAGE_SIZES[size];
  const resizer = sharp({ limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .rotate()
    .resize({ width: box.width, height: box.height, fit: box.fit, withoutEnlargement: true })
    .webp({ quality: 82 });
  original.body.pipe(resizer);
  const body = await resizer.toBuffer();
  await storage.putBuffer(variantKey, body, "image/webp");
  return { body: Readable.from([body]), size: body.length };
}
