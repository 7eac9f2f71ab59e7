import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { isLocale, type Locale } from "@launchpad/domain";
import { storeGeneratedFile } from "../attachments/index.ts";
import { defineJob, type JobContext } from "../jobs/index.ts";
import { peopleByIds } from "../users/index.ts";
import { requireExporter } from "./startup-export.access.ts";
import { startupExportData } from "./startup-export.data.ts";
import {
  findStartupExport,
  STARTUP_EXPORT_REFERENCE,
  updateStartupExport,
} from "./startup-export.repository.ts";
import { writeStartupWorkbook } from "./startup-export.workbook.ts";

/**
 * Makes a startup's export (decision 060): reads the startup as its requester would now
 * (their role is read again: someone who lost the right since asking gets a failed export,
 * not the data), writes the workbook, stores it as an attachment of the export that only the
 * requester reads, then marks the row done. Run again after a crash it starts over; a done
 * or failed export is left alone. A failure marks the export failed with its reason; the
 * requester asks again.
 */
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const fileNameOf = (startupName: string, day: string) =>
  `${
    startupName
      .normalize("NFKD")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "startup"
  }-${day}.xlsx`;

async function asRequester(ctx: JobContext, requestedBy: string) {
  const [person] = await peopleByIds(ctx, [requestedBy]);
  if (!person) throw new Error("The requester's account no longer exists");
  const locale: Locale = isLocale(person.user.language) ? person.user.language : "en";
  const viewer = { id: person.user.id, roleType: person.role.type, sessionId: "startup-export" };
  return { requester: { ...ctx, viewer }, locale };
}

export const startupExportJob = defineJob<{ exportId: string }>({
  kind: "startupExport.write",
  retry: { limit: 1, backoffSeconds: 30 },
  async run({ exportId }, ctx) {
    const row = await findStartupExport(ctx.db, ctx.tenant, exportId);
    if (!row || row.status === "done" || row.status === "failed") return;
    const storage = ctx.storage;
    if (!storage) throw new Error("no file storage given to the job runner");
    await updateStartupExport(ctx.db, ctx.tenant, row.id, { status: "running" });
    await mkdir(storage.tmpDir, { recursive: true });
    const path = join(storage.tmpDir, `startup-export-${randomUUID()}.xlsx`);
    try {
      const { requester, locale } = await asRequester(ctx, row.requestedBy);
      await requireExporter(requester, row.startupId);
      const data = await startupExportData(requester, row.startupId, locale);
      if (!data) throw new Error("The startup no longer exists");
      await writeStartupWorkbook(path, data, locale);
      const day = ctx.clock.now().toISOString().slice(0, 10);
      const file = await storeGeneratedFile(
        { ...ctx, storage },
        {
          path,
          name: fileNameOf(data.startup.name, day),
          contentType: XLSX,
          reference: { type: STARTUP_EXPORT_REFERENCE, id: row.id },
          ownerId: row.requestedBy,
        },
      );
      await updateStartupExport(ctx.db, ctx.tenant, row.id, {
        status: "done",
        attachmentId: file.id,
        finishedAt: ctx.clock.now(),
      });
    } catch (error) {
      ctx.log.error({ err: error, export: row.id }, "startup export failed");
      await updateStartupExport(ctx.db, ctx.tenant, row.id, {
        status: "failed",
        error: error instanceof Error ? error.message.slice(0, 500) : String(error),
        finishedAt: ctx.clock.now(),
      });
    } finally {
      await rm(path, { force: true });
    }
  },
});
