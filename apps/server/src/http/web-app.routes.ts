import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isTenantPath } from "../tenancy/tenant.plugin.ts";

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never
 * cached, and every other GET that wants HTML falls back to index.html (client routing).
 * Files go out as the build compressed them (`.br`, `.gz` beside each, written by the web
 * build's precompress plugin) when the browser accepts it: nothing is compressed per request.
 * API paths and files that do not exist answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = fs.existsSync(path.join(webDist, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ["index.html"],
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsPage =
      hasBuild &&
      req.method === "GET" &&
      !isTenantPath(req.url) &&
      !path.extname(req.url.split("?")[0] ?? "") &&
      (req.headers.accept ?? "").includes("text/html");
    if (wantsPage) return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    return reply.code(404).send({ statusCode: 404, name: "NotFoundError", message: "Not found" });
  });
}
