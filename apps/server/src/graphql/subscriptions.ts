import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { type ExecutionArgs, GraphQLError } from "graphql";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { type WebSocket, WebSocketServer } from "ws";
import { isAllowedOrigin, ownOrigin, requestScheme } from "../http/origins.ts";
import { hasConflictingTarget, originFormOf } from "../http/request-target.ts";
import { authenticate } from "../modules/auth/index.ts";
import type { Tenant } from "../tenancy/tenant.ts";
import type { ResolveTenant } from "../tenancy/tenant-resolver.ts";
import type { Services } from "./context.ts";
import { SEND_SHARED_JSON, type SendSharedJson } from "./fan-out.ts";
import type { AppYoga } from "./yoga.ts";

export const SUBSCRIPTIONS_PATH = "/subscriptions";
/** Closed because the session ended (log-out, takeover, reset): the client signs out. */
export const SESSION_ENDED_CLOSE_CODE = CloseCode.Unauthorized;
/** Grace before closing, so that `sessionLoggedOut` reaches the client first. */
const CLOSE_GRACE_MS = 500;

type UpgradeRequest = IncomingMessage & { tenant?: Tenant };
type Extra = { request: UpgradeRequest; socket: WebSocket; sessionId?: string };

export type SubscriptionDeps = {
  yoga: AppYoga;
  resolveTenant: ResolveTenant;
  services: Services;
  /** Read X-Forwarded-Proto for the scheme, as for HTTP (TRUST_PROXY). */
  trustProxy: boolean;
  /** The web app origins allowed besides the host's own (CORS_ORIGINS). */
  corsOrigins: readonly string[];
};

/**
 * graphql-ws over `ws` at /subscriptions, running every operation through the same Yoga
 * plugins (armor, scopes, no introspection in production) as HTTP. The handshake is refused
 * unless the Origin is the request's own origin — scheme, host and port — or a configured
 * web app origin (cross-site websocket hijacking), and the host names a known tenant. A
 * connection whose token is bad is refused; one whose session ends is closed. An operation
 * that fails parsing or validation (limits included) gets an error; the socket stays open.
 */
export function attachSubscriptions(app: FastifyInstance, deps: SubscriptionDeps): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true });
  const socketsBySession = new Map<string, Set<WebSocket>>();

  app.server.on("upgrade", (req: UpgradeRequest, socket: Duplex, head: Buffer) => {
    void handleUpgrade(req, socket, head).catch((error) => {
      app.log.error({ err: error }, "websocket upgrade failed");
      reject(socket, 500, "Internal Server Error");
    });
  });

  async function handleUpgrade(req: UpgradeRequest, socket: Duplex, head: Buffer) {
    const { pathname } = new URL(originFormOf(req), "http://localhost");
    if (hasConflictingTarget(req)) return reject(socket, 400, "Bad Request");
    if (pathname !== SUBSCRIPTIONS_PATH) return reject(socket, 404, "Not Found");
    if (!mayConnectFrom(req, deps)) return reject(socket, 403, "Forbidden");
    const tenant = await deps.resolveTenant(req.headers.host);
    if (!tenant) return reject(socket, 403, "InvalidIncubator");
    req.tenant = tenant;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  }

  useServer<Record<string, unknown>, Extra>(
    {
      onConnect: async (ctx) => {
        const tenant = ctx.extra.request.tenant as Tenant;
        const { auth, presented } = await authenticate(
          { ...deps.services, db: deps.services.forTenant(tenant.id) },
          tenant,
          ctx.connectionParams?.authorization,
        );
        if (presented && !auth) return false;
        if (auth) {
          ctx.extra.sessionId = auth.sessionId;
          const sockets = socketsBySession.get(auth.sessionId) ?? new Set();
          socketsBySession.set(auth.sessionId, sockets.add(ctx.extra.socket));
        }
        return true;
      },
      onClose: (ctx) => {
        const sessionId = ctx.extra.sessionId;
        if (!sessionId) return;
        socketsBySession.get(sessionId)?.delete(ctx.extra.socket);
        if (socketsBySession.get(sessionId)?.size === 0) socketsBySession.delete(sessionId);
      },
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      onSubscribe: async (ctx, id, payload) => {
        const enveloped = deps.yoga.getEnveloped({
          req: ctx.extra.request,
          params: payload,
          connectionParams: ctx.connectionParams,
        });
        // Armor's limits throw from parse and validate: an error for this operation, not
        // a closed socket (graphql-ws closes it with 4500 on anything thrown here).
        let document: ReturnType<typeof enveloped.parse>;
        try {
          document = enveloped.parse(payload.query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return errors;
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        return {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: Object.assign(await enveloped.contextFactory(), {
            [SEND_SHARED_JSON]: sendNext(ctx.extra.socket, id),
          }),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        } satisfies ExecutionArgs;
      },
    },
    wss,
  );

  const endedSessions = deps.services.pubsub.subscribe("sessions:ended");
  void (async () => {
    for await (const { sessionIds } of endedSessions) {
      for (const sessionId of sessionIds) {
        for (const socket of socketsBySession.get(sessionId) ?? []) {
          setTimeout(() => socket.close(SESSION_ENDED_CLOSE_CODE, "Session ended"), CLOSE_GRACE_MS);
        }
      }
    }
  })();

  app.addHook("onClose", async () => {
    await endedSessions.return?.();
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return wss;
}

type Enveloped = {
  execute: (args: ExecutionArgs) => ReturnType<typeof import("graphql").execute>;
  subscribe: (args: ExecutionArgs) => ReturnType<typeof import("graphql").subscribe>;
};

/** graphql-ws' `next` message with a payload already serialised (fan-out.ts). */
function sendNext(socket: WebSocket, id: string): SendSharedJson {
  const head = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  return (payloadJson) => {
    if (socket.readyState === socket.OPEN) socket.send(`${head}${payloadJson}}`);
  };
}

function mayConnectFrom(req: IncomingMessage, deps: SubscriptionDeps): boolean {
  const origin = req.headers.origin;
  // Non-browser clients send no Origin; browsers always do, and that is what the check is for.
  if (origin === undefined) return true;
  const own = ownOrigin(requestScheme(req, deps.trustProxy), req.headers.host);
  return isAllowedOrigin(origin, own, deps.corsOrigins);
}

function reject(socket: Duplex, status: number, message: string) {
  socket.end(`HTTP/1.1 ${status} ${message}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
