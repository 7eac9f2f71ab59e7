import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Runs the real entry point with an environment and collects what it prints. */
function start(env: Record<string, string>, timeoutMs = 30_000) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-start-"));
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "main.ts")], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`still running after ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stderr: stderr.trim() });
    });
  });
}

describe("start-up failures are one clear line", () => {
  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a whole number \(got "abc"\)$/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT must be between 0 and 65535/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be a postgres:\/\//],
    [{ NODE_ENV: "staging" }, /^Invalid configuration: NODE_ENV /],
  ])("rejects %o", async (env, message) => {
    const { code, stderr } = await start(env);
    expect(code).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(message);
  });

  it("names DATABASE_URL, without its password, when the server cannot be reached", async () => {
    const { code, stderr } = await start({ DATABASE_URL: "postgres://app:s3cret@127.0.0.1:1/launchpad" });
    expect(code).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^Cannot open the database \(DATABASE_URL postgres:\/\/app:\*\*\*@127\.0\.0\.1:1/);
    expect(stderr).not.toContain("s3cret");
  });

  it("names PORT when it is taken", async () => {
    const net = await import("node:net");
    const blocker = net.createServer().listen(0, "0.0.0.0");
    await new Promise((resolve) => blocker.once("listening", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, stderr } = await start({ PORT: String(port) }, 60_000);
      expect(code).toBe(1);
      expect(stderr).toBe(`Cannot listen on PORT ${port}: the port is already in use`);
    } finally {
      blocker.close();
    }
  }, 90_000);
});
