import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

export type ServerProcess = {
  port: number;
  /** Whether the process has ended (by itself: a crash) — stop() ends it on purpose. */
  exited(): boolean;
  stop(): Promise<void>;
  /** Ends the process at once, as a crash would (SIGKILL: no shutdown hook runs). */
  kill(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the real entry point (apps/server/src/main.ts) as its own OS process. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "../main.ts")],
    {
      env: { PATH: process.env.PATH, LOG_LEVEL: "warn", NODE_ENV: "test", PORT: String(port), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready: ${output}`)), timeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Launchpad is ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    port,
    exited: ended,
    stop: () =>
      new Promise((resolve) => {
        if (ended()) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
    kill: () =>
      new Promise((resolve) => {
        if (ended()) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}
