import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

/**
 * Why deleteOwnAccount refused (docs/admin-api.md): a wrong password (ValidationError,
 * fields.password) goes under the password field; anything else goes in an alert. The
 * server's known messages are said in the user's language; any other is shown as sent.
 */
export type DeletionFailure =
  | { place: "password"; messageId: MessageId | null; message: string }
  | { place: "alert"; name: string | null; messageId: MessageId | null; message: string };

const KNOWN_MESSAGES: Readonly<Record<string, MessageId>> = {
  "Wrong password": "accountDeletion.error.wrongPassword",
  "The organisation must keep at least one active admin": "accountDeletion.error.lastAdmin",
  "Your organisation does not let members delete their own account": "accountDeletion.error.notAllowed",
};

const known = (message: string): MessageId | null => KNOWN_MESSAGES[message] ?? null;

export function readDeletionFailure(error: unknown): DeletionFailure {
  if (!CombinedGraphQLErrors.is(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { place: "alert", name: null, messageId: null, message };
  }
  const first = error.errors[0];
  const extensions = first?.extensions ?? {};
  const name = typeof extensions.name === "string" ? extensions.name : null;
  const fields = extensions.fields;
  const password =
    fields && typeof fields === "object" && "password" in fields
      ? (fields as { password: unknown }).password
      : null;
  if (name === "ValidationError" && typeof password === "string") {
    return { place: "password", messageId: known(password), message: password };
  }
  const message = error.errors.map((entry) => entry.message).join(". ");
  return { place: "alert", name, messageId: known(message), message };
}
