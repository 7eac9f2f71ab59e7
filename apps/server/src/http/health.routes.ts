import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.ts";

/** ARCHITECTURE.md §3: /healthz when the process is up, /readyz when the database answers. */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_req, reply) => {
    const ready = await database.ping();
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "unavailable" });
  });
}
