import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { incubators, outboxEmails } from "../../db/schema/index.ts";
import { databaseKinds, openTestDatabase } from "../../test/harness.ts";
import { decodeQuotedPrintable, startSmtpServer } from "../../test/mail.ts";
import { startServerProcess } from "../../test/server-process.ts";
import { createJobRunner } from "../jobs/index.ts";
import { createMailer } from "./mailer.ts";

/**
 * Issue 14's test of e-mail on jobs: 100 e-mails are queued while SMTP is down, the server
 * (the real entry point, its own OS process) is killed with SIGKILL, SMTP and the server come
 * back, and every e-mail arrives exactly once at a real SMTP server.
 */
const MAILS = 100;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** 100 e-mails written to the outbox with their delivery jobs, as a request would. */
async function queueMails(database: Database) {
  const [demo] = await database.db
    .select({ id: incubators.id, slug: incubators.slug })
    .from(incubators)
    .where(eq(incubators.slug, "demo"));
  if (!demo) throw new Error("no demo incubator");
  const log = Fastify().log;
  const jobs = createJobRunner({
    database,
    definitions: [],
    collaborators: () => ({ mailer: {} as never, pubsub: {} as never }),
    tenants: async () => [],
    log,
  });
  const mailer = createMailer({ from: "Demo <no-reply@demo.test>", log, jobs });
  for (let n = 0; n < MAILS; n += 1) {
    await mailer.send(database.forTenant(demo.id), demo, {
      kind: "restartTest",
      to: `reader${n}@demo.test`,
      subject: `Mail number ${n}`,
      text: `Body ${n}`,
      html: `<p>Body ${n}</p>`,
    });
  }
}

/** Polls the jobs screen's counts as the demo admin until every e-mail failed once and waits. */
async function waitForRetries(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.test", password: "Password123!" }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const graphql = (query: string) =>
    fetch(`${base}/graphql`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "apollo-require-preflight": "true",
      },
      body: JSON.stringify({ query }),
    });
  await graphql("mutation { upsertSession { id } }"); // the session becomes active
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await graphql("{ backgroundJobCounts { running retried } }");
    const { data } = (await answer.json()) as {
      data?: { backgroundJobCounts: { running: number; retried: number } };
    };
    const counts = data?.backgroundJobCounts;
    if (counts && counts.running === 0 && counts.retried >= MAILS) return;
    if (Date.now() > deadline) throw new Error(`the e-mails were not all tried: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds("both"))("e-mail through a crash on %s", (kind) => {
  it("delivers each of 100 queued e-mails exactly once after kill -9 and an SMTP outage", {
    timeout: 180_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-mail-restart-"));
    let env: Record<string, string>;
    let database: Database;
    if (kind === "pglite") {
      const dump = new Blob([fs.readFileSync(inject("pgliteDump"))]);
      database = await createDatabase({ dataDir, loadDataDir: dump });
      env = { DATA_DIR: dataDir };
    } else {
      const copy = await openTestDatabase("postgres");
      database = copy;
      env = { DATABASE_URL: copy.url ?? "" };
    }
    await queueMails(database);
    // PGlite is one process's: the server opens the files once this test lets go of them.
    if (kind === "pglite") await database.close();

    const smtpPort = await freePort(); // nothing listens there yet: SMTP is down
    const serverEnv = {
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "Demo <no-reply@demo.test>",
    };
    const first = await startServerProcess(serverEnv);
    // The runner tries the e-mails at once (connection refused) and queues them again with
    // backoff; the admin's jobs screen says when all 100 wait for a retry, none running.
    await waitForRetries(first.port);
    await first.kill();
    expect(first.exited()).toBe(true);

    const smtp = await startSmtpServer(smtpPort);
    const second = await startServerProcess(serverEnv);
    try {
      const deadline = Date.now() + 60_000;
      while (smtp.messages.length < MAILS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // A little longer: a duplicate would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const received = smtp.messages.map((raw) => decodeQuotedPrintable(raw));
      const subjects = received.map((m) => /^Subject: (.+)$/m.exec(m)?.[1]?.trim()).sort();
      const expected = Array.from({ length: MAILS }, (_, n) => `Mail number ${n}`).sort();
      expect(subjects).toEqual(expected);
      const ids = new Set(received.map((m) => /^Message-ID: (.+)$/im.exec(m)?.[1]?.trim()));
      expect(ids.size).toBe(MAILS);
    } finally {
      await second.stop();
      await smtp.close();
    }

    const after = kind === "pglite" ? await createDatabase({ dataDir }) : database;
    try {
      const [outbox] = await after.db
        .select({
          delivered: sql<number>`count(${outboxEmails.deliveredAt})::int`,
          all: sql<number>`count(*)::int`,
        })
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, "restartTest"));
      expect(outbox).toEqual({ delivered: MAILS, all: MAILS });
      const statuses = await after.db.execute(
        sql`select status, count(*)::int as n, sum(attempts)::int as attempts from jobs
            where kind = 'mail.deliver' group by status`,
      );
      const [row, ...others] = (
        statuses as unknown as { rows: { status: string; n: number; attempts: number }[] }
      ).rows;
      expect(others).toEqual([]);
      expect(row).toMatchObject({ status: "done", n: MAILS });
      // The first process did try them (and failed) before it was killed.
      expect(row?.attempts).toBeGreaterThan(MAILS);
    } finally {
      await after.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
