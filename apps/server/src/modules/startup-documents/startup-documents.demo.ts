import { randomUUID } from "node:crypto";
import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import { registerAttachmentReferences, storeGeneratedFile } from "../attachments/index.ts";
import { startupDocumentReferences } from "./attachment-references.ts";
import { DEMO_DOCUMENTS, type DemoDocument } from "./demo-documents.ts";
import { demoStorage, writeDemoFile } from "./demo-files.ts";
import {
  findDocumentNamed,
  findFolderNamed,
  insertDocuments,
  insertFolder,
} from "./startup-documents.repository.ts";
import { DOCUMENT_REFERENCE } from "./startup-documents.views.ts";

const DAY = 86_400_000;

/**
 * Startup documents for the demo startups (demo-documents.ts): folders, then each file
 * made, stored and attached to its document. Found by name: seeding twice adds nothing.
 */
export const startupDocumentsDemo: DemoSeed = {
  after: ["users", "startups"],
  async seed(ctx) {
    const data = DEMO_DOCUMENTS[ctx.organisation.base];
    if (!data) return;
    // The seed runs without the app, which registers the reference types when it starts.
    registerAttachmentReferences(startupDocumentReferences);
    const storage = demoStorage();
    for (const entry of data) {
      const startupId = ctx.ids.startups.get(entry.startup);
      if (!startupId) continue;
      const folders = new Map<string, string>();
      for (const name of entry.folders) {
        const found = await findFolderNamed(ctx.db, ctx.tenant, startupId, name);
        const id =
          found?.id ?? (await insertFolder(ctx.db, ctx.tenant, { startupId, name, createdBy: null })).id;
        folders.set(name, id);
      }
      for (const document of entry.documents) {
        const folderId = document.folder ? (folders.get(document.folder) ?? null) : null;
        if (await findDocumentNamed(ctx.db, ctx.tenant, startupId, folderId, document.name)) continue;
        await seedDocument({ ...ctx, storage }, startupId, folderId, document);
      }
    }
  },
};

async function seedDocument(
  ctx: DemoSeedContext & { storage: ReturnType<typeof demoStorage> },
  startupId: string,
  folderId: string | null,
  document: DemoDocument,
) {
  const id = randomUUID();
  const uploadedBy = ctx.ids.people.get(document.by) ?? null;
  const file = await writeDemoFile(ctx.storage.tmpDir, document);
  try {
    const stored = await storeGeneratedFile(ctx, {
      path: file.path,
      name: document.name,
      contentType: document.contentType,
      reference: { type: DOCUMENT_REFERENCE, id },
      ownerId: uploadedBy,
    });
    const createdAt = new Date(ctx.clock.now().getTime() - document.daysAgo * DAY);
    await insertDocuments(ctx.db, ctx.tenant, [
      {
        id,
        startupId,
        folderId,
        attachmentId: stored.id,
        name: document.name,
        description: document.description ?? null,
        uploadedBy,
        createdAt,
      },
    ]);
  } finally {
    await file.done();
  }
}
