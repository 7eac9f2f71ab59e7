import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { MAIL_DIR, type ReceivedMail } from "../../mail-settings.ts";

type MailQuery = {
  to: string;
  subject?: RegExp;
  /** Only messages received at or after this time (Date.now()). */
  since?: number;
};

function receivedMails(): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), "utf8")) as ReceivedMail);
}

/** Waits for the newest message matching the query, as the journeys' SMTP server received it. */
export async function waitForMail(
  { to, subject, since = 0 }: MailQuery,
  timeout = 20_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMails()
          .filter(
            (mail) =>
              mail.receivedAt >= since &&
              mail.to.includes(to.toLowerCase()) &&
              (!subject || subject.test(mail.subject)),
          )
          .at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to}`, timeout },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link of the message whose path matches, as an absolute URL. */
export function linkIn(mail: ReceivedMail, pathPattern: RegExp): URL {
  const links = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(
    (match) => new URL(match[0]),
  );
  const link = links.find((url) => pathPattern.test(url.pathname));
  if (!link) throw new Error(`No link matching ${pathPattern} in "${mail.subject}":\n${mail.text}`);
  return link;
}
