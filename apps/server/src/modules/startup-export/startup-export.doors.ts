import type { ServiceContext } from "../../service-context.ts";
import { removeAttachmentsFor } from "../attachments/index.ts";
import { findExportIdsOfStartup, STARTUP_EXPORT_REFERENCE } from "./startup-export.repository.ts";

/**
 * Lets go of the files of a startup's exports before the startup is deleted (the rows
 * cascade with it; the attachments job purges the bytes). In the caller's transaction.
 */
export async function forgetExportsOfStartup(ctx: ServiceContext, startupId: string): Promise<void> {
  for (const id of await findExportIdsOfStartup(ctx.db, ctx.tenant, startupId))
    await removeAttachmentsFor(ctx, STARTUP_EXPORT_REFERENCE, id);
}
