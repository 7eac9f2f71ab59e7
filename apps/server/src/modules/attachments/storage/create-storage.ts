import path from "node:path";
import type { Config } from "../../../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/** The configured storage: S3 when S3_BUCKET is set, else DATA_DIR/attachments (decision 024). */
export function createFileStorage(config: Pick<Config, "dataDir" | "s3">): FileStorage {
  const tmpDir = path.join(config.dataDir, "tmp");
  if (config.s3) return createS3Storage(config.s3, tmpDir);
  return createLocalStorage(path.join(config.dataDir, "attachments"), tmpDir);
}
