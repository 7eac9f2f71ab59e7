import { and, desc, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import type { Database } from "../db/client.ts";
import { outboxEmails } from "../db/schema/index.ts";

/** The newest outbox e-mail to an address, and the first link in it. */
export async function lastEmailTo(database: Database, to: string, kind?: string) {
  const [row] = await database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), kind ? eq(outboxEmails.kind, kind) : undefined))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  if (!row) throw new Error(`no e-mail to ${to}`);
  return { ...row, link: firstLink(row.text) };
}

export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** A real SMTP server on a free port (or `port`) that keeps every raw message it receives. */
export async function startSmtpServer(port = 0) {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        messages.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a raw MIME message, soft line breaks and =XX escapes decoded. */
export function decodeQuotedPrintable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "");
  return Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}
