import { fileURLToPath } from "node:url";

/**
 * The journeys' mail server: the app under test delivers over SMTP to it (SMTP_URL), and
 * it writes each message it receives, parsed, as one JSON file in MAIL_DIR.
 */
export const SMTP_HOST = "127.0.0.1";
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const SMTP_URL = `smtp://${SMTP_HOST}:${SMTP_PORT}`;
export const MAIL_DIR = fileURLToPath(new URL("./.mail/", import.meta.url));

/** What a journey reads of a received message. */
export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
};
