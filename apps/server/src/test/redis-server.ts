import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import net from "node:net";

/**
 * A throwaway redis-server of a test's own, to stop and start again mid-test (never the
 * machine's Redis, which other tests share). Tests skip when `redis-server` is not installed.
 */
export const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

export type ThrowawayRedis = { port: number; url: string; start(): Promise<void>; stop(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("error", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
  });
}

/** A redis-server on a free port, without persistence; `stop` kills it (SIGKILL), `start` brings it back on the same port. */
export async function throwawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: ThrowawayRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      });
      await waitFor(() => answersPing(port), `redis-server on ${port}`);
    },
    stop: async () => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
  await redis.start();
  return redis;
}
