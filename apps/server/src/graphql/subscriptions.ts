import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ExecutionArgs } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { Tenant } from "../tenancy/tenant.ts";
import type { AppYoga } from "./yoga.ts";

export const SUBSCRIPTIONS_PATH = "/subscriptions";

type UpgradeRequest = IncomingMessage & { tenant?: Tenant };

export type SubscriptionDeps = {
  yoga: AppYoga;
  resolveTenant(host: string | undefined): Promise<Tenant | null>;
};

/**
 * graphql-ws over `ws` at /subscriptions, running every operation through the same Yoga
 * plugins (armor, scopes) as HTTP. The handshake is refused unless the Origin is the
 * request's own host (cross-site websocket hijacking) and the host names a known tenant.
 */
export function attachSubscriptions(app: FastifyInstance, deps: SubscriptionDeps): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true });

  app.server.on("upgrade", (req: UpgradeRequest, socket: Duplex, head: Buffer) => {
    void handleUpgrade(req, socket, head).catch((error) => {
      app.log.error({ err: error }, "websocket upgrade failed");
      reject(socket, 500, "Internal Server Error");
    });
  });

  async function handleUpgrade(req: UpgradeRequest, socket: Duplex, head: Buffer) {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    if (pathname !== SUBSCRIPTIONS_PATH) return reject(socket, 404, "Not Found");
    if (!isSameOrigin(req)) return reject(socket, 403, "Forbidden");
    const tenant = await deps.resolveTenant(req.headers.host);
    if (!tenant) return reject(socket, 403, "InvalidIncubator");
    req.tenant = tenant;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  }

  useServer<Record<string, unknown>, { request: UpgradeRequest }>(
    {
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const enveloped = deps.yoga.getEnveloped({ req: ctx.extra.request, params: payload });
        const document = enveloped.parse(payload.query);
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        return {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        } satisfies ExecutionArgs;
      },
    },
    wss,
  );

  app.addHook("onClose", async () => {
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return wss;
}

type Enveloped = {
  execute: (args: ExecutionArgs) => ReturnType<typeof import("graphql").execute>;
  subscribe: (args: ExecutionArgs) => ReturnType<typeof import("graphql").subscribe>;
};

function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  // Non-browser clients send no Origin; browsers always do, and that is what the check is for.
  if (!origin) return true;
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host === req.headers.host;
}

function reject(socket: Duplex, status: number, message: string) {
  socket.end(`HTTP/1.1 ${status} ${message}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
