import { defineJob } from "../jobs/index.ts";
import { deleteRows, purgeable } from "./attachments.repository.ts";
import { IMAGE_SIZES } from "./file-rules.ts";
import type { FileStorage } from "./storage/file-storage.ts";
import { variantKeyOf } from "./storage/file-storage.ts";

/** Pending uploads nobody claimed are removed after this long. */
export const PENDING_HOURS = 24;
const BATCH = 500;

/** Deletes a file and its resized variants from the storage (no error when absent). */
export async function deleteStored(storage: FileStorage, key: string): Promise<void> {
  await storage.delete(key);
  for (const size of Object.keys(IMAGE_SIZES)) await storage.delete(variantKeyOf(key, size));
}

/**
 * Every hour, per organisation: the files of removed attachments and of uploads left
 * pending for 24 hours are deleted from the storage, then their rows. A run that stops
 * half-way leaves rows whose files may be gone already: deleting again is harmless.
 */
export const purgeAttachmentsJob = defineJob<Record<string, never>>({
  kind: "attachments.purge",
  schedule: { cron: "23 * * * *" },
  async run(_payload, ctx) {
    const storage = ctx.storage;
    if (!storage) throw new Error("no file storage given to the job runner");
    const before = new Date(ctx.clock.now().getTime() - PENDING_HOURS * 3600_000);
    for (;;) {
      const rows = await purgeable(ctx.db, ctx.tenant, before, BATCH);
      if (rows.length === 0) return;
      for (const row of rows) if (row.storageKey) await deleteStored(storage, row.storageKey);
      await deleteRows(
        ctx.db,
        ctx.tenant,
        rows.map((r) => r.id),
      );
      if (rows.length < BATCH) return;
    }
  },
});
