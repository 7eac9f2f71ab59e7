import type { ServiceContext } from "../../service-context.ts";
import { forgetDocumentsOfStartup } from "../startup-documents/index.ts";
import { forgetExportsOfStartup } from "../startup-export/index.ts";
import { deleteStartupById } from "../startups/index.ts";
import { forgetTimelineOfStartup } from "../timeline/index.ts";
import { administeredStartup, requireKeyOn } from "./startup-admin.access.ts";

/**
 * Deletes a startup (STARTUP:DELETE in the viewer's scope; out of their STARTUP_FILE:VIEW
 * scope it reads as not found). Its timeline's, documents' and exports' files are let go first (their
 * bytes purged by the attachments job), then the row: members, programmes, connections,
 * tags, posts, documents and milestone plans cascade; applications, meetings and tasks keep
 * their rows without the startup. One transaction (a savepoint inside a batch item's).
 */
export async function deleteStartup(ctx: ServiceContext, startupId: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const inTx: ServiceContext = { ...ctx, db: tx };
    const startup = await administeredStartup(inTx, startupId);
    await requireKeyOn(inTx, startup.id, "STARTUP:DELETE");
    await forgetTimelineOfStartup(inTx, startup.id);
    await forgetDocumentsOfStartup(inTx, startup.id);
    await forgetExportsOfStartup(inTx, startup.id);
    await deleteStartupById(inTx, startup.id);
    return startup.id;
  });
}
