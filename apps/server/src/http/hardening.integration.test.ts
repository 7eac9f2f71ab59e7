import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARMOR_LIMITS } from "../graphql/armor.ts";
import { PASSWORD } from "../test/auth-helpers.ts";
import { useTestApp } from "../test/fixture.ts";
import { gql, startTestApp, type TestApp } from "../test/harness.ts";

const QUERY = JSON.stringify({ query: "{ incubator { name } }" });

/** Sends one raw HTTP/1.1 request (request line as given) and returns the status and body. */
function rawRequest(port: number, requestLine: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString("utf8");
    });
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", rest = ""] = data.split("\r\n\r\n", 2);
      resolve({ status: Number(head.split(" ")[1]), head, body: rest });
    });
    const lines = Object.entries({ ...headers, "content-length": String(Buffer.byteLength(body)) })
      .map(([k, v]) => `${k}: ${v}`)
      .join("\r\n");
    socket.write(`${requestLine}\r\n${lines}\r\nconnection: close\r\n\r\n${body}`);
  });
}

const GRAPHQL_HEADERS = { "content-type": "application/json", "apollo-require-preflight": "true" };

describe("absolute-form request targets", () => {
  const t = useTestApp("pglite");
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });

  it("serves POST http://host/graphql like POST /graphql, the tenant from the host", async () => {
    for (const [host, name] of [
      [`localhost:${port}`, "Demo Accelerator"],
      [`orbit.localhost:${port}`, "Orbit"],
    ] as const) {
      const response = await rawRequest(
        port,
        `POST http://${host}/graphql?operation=Incubator HTTP/1.1`,
        { host, ...GRAPHQL_HEADERS },
        QUERY,
      );
      expect(response.status, response.body).toBe(200);
      expect(response.body).toContain(name);
    }
  });

  it("refuses with 400 an absolute target whose host is not the Host header", async () => {
    const response = await rawRequest(
      port,
      `POST http://orbit.localhost:${port}/graphql HTTP/1.1`,
      { host: `localhost:${port}`, ...GRAPHQL_HEADERS },
      QUERY,
    );
    expect(response.status).toBe(400);
    expect(response.body).toContain("ValidationError");
  });
});

describe("aliases of __typename", () => {
  const t = useTestApp("pglite");

  it("counts __typename aliases against the alias limit", async () => {
    const aliases = Array.from({ length: ARMOR_LIMITS.maxAliases + 1 }, (_, i) => `t${i}: __typename`);
    const { body } = await gql(t.app, `{ ${aliases.join(" ")} }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
    const within = Array.from({ length: ARMOR_LIMITS.maxAliases }, (_, i) => `t${i}: __typename`);
    expect((await gql(t.app, `{ ${within.join(" ")} }`)).body.data).toMatchObject({ t0: "Query" });
  });
});

describe("CORS", () => {
  const t = useTestApp("pglite", { env: { CORS_ORIGINS: "https://app.example.com" } });
  const post = (url: string, origin: string, host = "localhost") =>
    t.app.inject({
      method: "POST",
      url,
      headers: { host, origin, ...GRAPHQL_HEADERS },
      payload: url === "/graphql" ? QUERY : "{}",
    });
  const preflight = (url: string, origin: string, host = "localhost") =>
    t.app.inject({
      method: "OPTIONS",
      url,
      headers: {
        host,
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,authorization,apollo-require-preflight",
      },
    });

  it("gives no CORS allow headers to another site, on GraphQL and REST", async () => {
    for (const url of ["/graphql", "/auth/local", "/api/users/resetpassword", "/healthz"]) {
      for (const origin of ["https://evil.example", "https://localhost", "http://localhost:5173", "null"]) {
        const answer = await post(url, origin);
        expect(answer.headers["access-control-allow-origin"], `${url} ${origin}`).toBeUndefined();
        expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
        const pre = await preflight(url, origin);
        expect(pre.headers["access-control-allow-origin"], `${url} ${origin}`).toBeUndefined();
        expect(pre.headers["access-control-allow-credentials"]).toBeUndefined();
        expect(pre.headers["access-control-allow-methods"]).toBeUndefined();
      }
    }
  });

  it("allows the tenant's own origin and the configured web app origins", async () => {
    for (const [origin, host] of [
      ["http://localhost", "localhost"],
      ["http://orbit.localhost:3000", "orbit.localhost:3000"],
      ["https://app.example.com", "localhost"],
    ] as const) {
      const answer = await post("/graphql", origin, host);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["access-control-allow-origin"]).toBe(origin);
      expect(answer.headers["access-control-allow-credentials"]).toBe("true");
      expect(String(answer.headers.vary)).toMatch(/origin/i);
      const pre = await preflight("/auth/local", origin, host);
      expect(pre.statusCode).toBe(204);
      expect(pre.headers["access-control-allow-origin"]).toBe(origin);
      expect(String(pre.headers["access-control-allow-methods"])).toContain("POST");
      expect(String(pre.headers["access-control-allow-headers"])).toContain("apollo-require-preflight");
    }
  });
});

describe("response headers and token answers", () => {
  const t = useTestApp("pglite");
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp(t.database, { TRUST_PROXY: "true" });
  });
  afterAll(() => proxied.close());

  it("sends HSTS only over HTTPS (directly or through a trusted proxy)", async () => {
    const plain = await t.app.inject({ url: "/healthz" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const forgedProto = await t.app.inject({ url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(forgedProto.headers["strict-transport-security"]).toBeUndefined();
    const behindProxy = await proxied.app.inject({
      url: "/healthz",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(behindProxy.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    const httpBehindProxy = await proxied.app.inject({
      url: "/healthz",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(httpBehindProxy.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends a Permissions-Policy on every response", async () => {
    const answers = [
      await t.app.inject({ url: "/healthz" }),
      await t.app.inject({ url: "/nosuch", headers: { accept: "text/html" } }),
      await t.app.inject({ url: "/api/anything", headers: { host: "nosuch.localhost" } }),
      await t.app.inject({ method: "POST", url: "/graphql", headers: GRAPHQL_HEADERS, payload: QUERY }),
    ];
    for (const answer of answers) {
      const policy = String(answer.headers["permissions-policy"]);
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
        expect(policy).toContain(feature);
      }
    }
  });

  it("answers POST /auth/local with no-store and only the documented user fields", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/local",
      headers: { host: "localhost", "content-type": "application/json" },
      payload: { email: "founder@demo.test", password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { token, user } = response.json() as { token: string; user: Record<string, unknown> };
    expect(token).toEqual(expect.any(String));
    expect(Object.keys(user).sort()).toEqual(
      [
        "email",
        "firstName",
        "fullName",
        "id",
        "language",
        "lastName",
        "role",
        "startups",
        "status",
        "timezone",
        "validated",
      ].sort(),
    );
    expect(Object.keys(user.role as object).sort()).toEqual(["id", "label", "type"]);
    for (const startup of user.startups as object[])
      expect(Object.keys(startup).sort()).toEqual(["id", "name"]);
  });

  it("answers the signIn mutation with no-store", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { host: "localhost", ...GRAPHQL_HEADERS },
      payload: {
        query: "mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }",
        variables: { e: "coach@demo.test", p: PASSWORD },
      },
    });
    expect(response.json().data?.signIn?.token).toEqual(expect.any(String));
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
