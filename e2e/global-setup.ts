import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { MAIL_DIR, type ReceivedMail, SMTP_HOST, SMTP_PORT } from "./mail-settings.ts";

/**
 * Starts a local SMTP server for the journeys (no TLS, no authentication: it listens on
 * the loopback address only) and stops it when they end. Messages land in MAIL_DIR.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let received = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: ReceivedMail = {
            to: addressesOf(parsed.to),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            receivedAt: Date.now(),
          };
          received += 1;
          const file = `${String(mail.receivedAt)}-${String(received).padStart(4, "0")}.json`;
          // Written whole, then renamed: a journey reading the folder never sees half a file
          // (the batch journey parsed one mid-write while 20 e-mails arrived).
          const partial = path.join(MAIL_DIR, `${file}.partial`);
          writeFileSync(partial, JSON.stringify(mail, null, 2));
          renameSync(partial, path.join(MAIL_DIR, file));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SMTP_PORT, SMTP_HOST, () => resolve());
  });

  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function addressesOf(value: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(value) ? value : value ? [value] : [];
  return objects.flatMap((object) => object.value.map((entry) => entry.address?.toLowerCase() ?? ""));
}
