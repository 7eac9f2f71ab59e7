import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers. The CSP allows only this origin's scripts: the built app has no
 * inline script. Styles allow 'unsafe-inline' because Mantine sets CSS variables and
 * style props inline. Websockets go to the same host.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
