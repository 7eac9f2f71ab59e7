import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { useTestApp } from "../test/fixture.ts";
import { dataField, gql, startTestApp, type TestApp } from "../test/harness.ts";
import { ARMOR_LIMITS } from "./armor.ts";

type Message = { type: string; id?: string; payload?: unknown };

/**
 * A bare graphql-ws connection (no client library: the test must see every message and
 * whether the socket closes). `headers` are the handshake's (Host, Origin, X-Forwarded-Proto).
 */
class RawConnection {
  readonly messages: Message[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.messages.push(JSON.parse(String(data)) as Message);
      this.wake();
    });
    socket.on("close", (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  static open(port: number, headers: Record<string, string>): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/subscriptions`, "graphql-transport-ws", {
        headers,
      });
      socket.once("open", () => resolve(new RawConnection(socket)));
      socket.once("unexpected-response", (_req, res) => reject(new Error(`handshake ${res.statusCode}`)));
      socket.once("error", reject);
    });
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  send(message: Message) {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message matching, waiting for it; fails if the socket closes first. */
  async next(match: (m: Message) => boolean, timeoutMs = 5000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (this.closed) throw new Error(`socket closed ${this.closed.code} ${this.closed.reason}`);
      if (Date.now() > deadline) throw new Error("no such message");
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  async init() {
    this.send({ type: "connection_init" });
    await this.next((m) => m.type === "connection_ack");
  }

  subscribe(id: string, query: string) {
    this.send({ id, type: "subscribe", payload: { query } });
  }

  close() {
    this.socket.close();
  }
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return (t.app.server.address() as { port: number }).port;
}

const errorFor = (id: string) => (m: Message) => m.id === id && m.type === "error";
const messageOf = (m: Message) => JSON.stringify(m.payload);

describe("websocket operations over a limit", () => {
  const t = useTestApp("pglite");
  let port: number;
  beforeAll(async () => {
    port = await listen(t);
  });

  it("answers each with an error for that operation, and the socket stays usable", async () => {
    const connection = await RawConnection.open(port, { host: `localhost:${port}` });
    await connection.init();
    const many = (n: number, field: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => field(i)).join(" ");
    const overLimit: Record<string, string> = {
      aliases: `subscription { incubatorUpdated { ${many(ARMOR_LIMITS.maxAliases + 1, (i) => `a${i}: name`)} } }`,
      typenameAliases: `subscription { incubatorUpdated { name ${many(ARMOR_LIMITS.maxAliases + 1, (i) => `t${i}: __typename`)} } }`,
      depth: `subscription { incubatorUpdated { ${many(ARMOR_LIMITS.maxDepth + 1, (i) => `f${i} {`)} x ${"} ".repeat(ARMOR_LIMITS.maxDepth + 1)} } }`,
      tokens: `subscription { incubatorUpdated { ${many(ARMOR_LIMITS.maxTokens, () => "name")} } }`,
      directives: `subscription { incubatorUpdated { ${many(ARMOR_LIMITS.maxDirectives + 1, () => "name @include(if: true)")} } }`,
      syntax: "subscription { incubatorUpdated { ",
    };
    const expected: Record<string, RegExp> = {
      aliases: /alias/i,
      typenameAliases: /alias/i,
      depth: /depth/i,
      tokens: /token/i,
      directives: /directive/i,
      syntax: /syntax/i,
    };
    for (const [id, query] of Object.entries(overLimit)) {
      connection.subscribe(id, query);
      const error = await connection.next(errorFor(id));
      expect(messageOf(error), id).toMatch(expected[id] as RegExp);
    }
    expect(connection.closed).toBeNull();

    connection.subscribe("valid", "subscription { incubatorUpdated { name } }");
    const { body } = await gql(t.app, "{ incubator { id } }");
    const incubatorId = dataField<{ id: string }>(body, "incubator").id;
    const timer = setInterval(() => t.pubsub.publish("incubator:updated", incubatorId, { incubatorId }), 50);
    try {
      const next = await connection.next((m) => m.id === "valid" && m.type === "next");
      expect(next.payload).toEqual({ data: { incubatorUpdated: { name: "Demo Accelerator" } } });
    } finally {
      clearInterval(timer);
    }
    expect(connection.closed).toBeNull();
    connection.close();
  });
});

describe("websocket introspection in production", () => {
  const dev = useTestApp("pglite");
  let prod: TestApp;
  let port: number;
  beforeAll(async () => {
    prod = await startTestApp(dev.database, { NODE_ENV: "production" });
    port = await listen(prod);
  });
  afterAll(() => prod.close());

  it("refuses introspection as over HTTP", async () => {
    const connection = await RawConnection.open(port, { host: `localhost:${port}` });
    await connection.init();
    connection.subscribe("intro", "{ __schema { queryType { name } } }");
    const answer = await connection.next(
      (m) => m.id === "intro" && (m.type === "error" || m.type === "next"),
    );
    expect(answer.type).toBe("error");
    expect(messageOf(answer)).toMatch(/introspection/i);
    expect(messageOf(answer)).not.toContain("Query");
    connection.subscribe("type", '{ __type(name: "Query") { name } }');
    expect((await connection.next((m) => m.id === "type" && m.type !== "complete")).type).toBe("error");
    connection.close();
  });
});

describe("websocket Origin", () => {
  const direct = useTestApp("pglite", { env: { CORS_ORIGINS: "https://app.example.com" } });
  let proxied: TestApp;
  let directPort: number;
  let proxiedPort: number;
  beforeAll(async () => {
    directPort = await listen(direct);
    proxied = await startTestApp(direct.database, { TRUST_PROXY: "true" });
    proxiedPort = await listen(proxied);
  });
  afterAll(() => proxied.close());

  const handshake = async (port: number, headers: Record<string, string>) => {
    try {
      (await RawConnection.open(port, headers)).close();
      return "open";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("compares scheme, host and port with the request's own", async () => {
    const host = `localhost:${directPort}`;
    expect(await handshake(directPort, { host, origin: `http://${host}` })).toBe("open");
    expect(await handshake(directPort, { host })).toBe("open");
    for (const origin of [
      `https://${host}`,
      "http://localhost",
      `http://localhost:${directPort + 1}`,
      `http://orbit.localhost:${directPort}`,
      "null",
    ]) {
      expect(await handshake(directPort, { host, origin }), origin).toBe("handshake 403");
    }
    expect(await handshake(directPort, { host, origin: "https://app.example.com" })).toBe("open");
    // Without TRUST_PROXY, X-Forwarded-Proto is the client's word: ignored.
    expect(
      await handshake(directPort, { host, origin: `https://${host}`, "x-forwarded-proto": "https" }),
    ).toBe("handshake 403");
  });

  it("reads the scheme from X-Forwarded-Proto behind a trusted proxy", async () => {
    const host = "localhost";
    const https = { host, "x-forwarded-proto": "https" };
    expect(await handshake(proxiedPort, { ...https, origin: "https://localhost" })).toBe("open");
    expect(await handshake(proxiedPort, { ...https, origin: "http://localhost" })).toBe("handshake 403");
    expect(await handshake(proxiedPort, { host, origin: "https://localhost" })).toBe("handshake 403");
  });
});

/** The status line of a raw websocket handshake whose request target is `target`. */
function upgradeStatus(port: number, target: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("data", (chunk) => {
      resolve(String(chunk).split("\r\n")[0] ?? "");
      socket.destroy();
    });
    socket.once("error", reject);
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
        "Sec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n",
    );
  });
}

describe("websocket handshake with an absolute-form target", () => {
  const t = useTestApp("pglite");
  let port: number;
  beforeAll(async () => {
    port = await listen(t);
  });

  it("upgrades when the target names the Host header's host, answers 400 otherwise", async () => {
    const host = `localhost:${port}`;
    expect(await upgradeStatus(port, `http://${host}/subscriptions`, host)).toMatch(/^HTTP\/1\.1 101/);
    expect(await upgradeStatus(port, `http://orbit.localhost:${port}/subscriptions`, host)).toMatch(
      /^HTTP\/1\.1 400/,
    );
  });
});
