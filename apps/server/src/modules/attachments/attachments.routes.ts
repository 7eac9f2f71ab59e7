import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { restContext } from "../../http/rest-context.ts";
import { FileTooLargeError } from "./attachments.errors.ts";
import {
  attachmentsOfReference,
  deleteAttachment,
  myAttachments,
  readableAttachment,
  updateAttachment,
  viewOf,
} from "./attachments.rest.ts";
import { serveContent } from "./serve-content.ts";
import { uploadFile } from "./upload.route.ts";

type Params = { id: string };

/**
 * The attachment routes of spec-1 §7 (docs/attachments.md). Every call needs a signed-in
 * user, except an image address with its signature (decision 025). Multipart is parsed in
 * the upload routes' scope only.
 */
export function registerAttachmentRoutes(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.post("/api/attachment/upload", (req, reply) =>
      tooLargeAs413(reply, uploadFile(services, req, reply, "attachment")),
    );
    scope.post("/api/users/file", (req, reply) =>
      tooLargeAs413(reply, uploadFile(services, req, reply, "user")),
    );
  });
  app.get("/api/attachments", async (req) => ({
    attachments: await myAttachments(await restContext(services, req, { signedIn: true })),
  }));
  app.get<{ Params: { type: string; id: string } }>("/api/attachments/reference/:type/:id", async (req) => ({
    attachments: await attachmentsOfReference(
      await restContext(services, req, { signedIn: true }),
      req.params.type,
      req.params.id,
    ),
  }));
  app.get<{ Params: Params }>("/api/attachments/:id", async (req) => ({
    attachment: viewOf(
      await readableAttachment(await restContext(services, req, { signedIn: true }), req.params.id),
    ),
  }));
  app.get<{ Params: Params; Querystring: Record<string, string | undefined> }>(
    "/api/attachments/:id/content",
    async (req, reply) => serveContent(await restContext(services, req), req.params.id, req.query, reply),
  );
  app.put<{ Params: Params }>("/api/attachments/:id", async (req) => ({
    attachment: await updateAttachment(
      await restContext(services, req, { signedIn: true }),
      req.params.id,
      req.body,
    ),
  }));
  app.delete<{ Params: { referenceId: string; attachmentId: string } }>(
    "/api/attachments/:referenceId/:attachmentId",
    async (req, reply) => {
      const ctx = await restContext(services, req, { signedIn: true });
      await deleteAttachment(ctx, req.params.referenceId, req.params.attachmentId);
      return reply.code(204).send();
    },
  );
}

/** A file over the plan's limit answers 413 Payload Too Large with the limit. */
async function tooLargeAs413(reply: FastifyReply, work: Promise<unknown>) {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof FileTooLargeError)) throw error;
    return reply.code(413).send({
      statusCode: 413,
      name: "ValidationError",
      reason: "TOO_LARGE",
      message: error.message,
      maxFileSize: error.maxFileSize,
    });
  }
}
