import { NOTIFICATION_TYPES } from "@launchpad/domain/notifications";
import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/**
 * The e-mail digest of a user's unread notifications: {items} is one line per item, each a
 * term (`notificationDigest.term.<type>`) with its values filled, in the user's language and
 * zone (digest.service.ts).
 */
export const notificationDigestMail = defineMailTemplate({
  kind: "notificationDigest",
  values: [
    "organisation",
    "name",
    "count",
    "items",
    "actorName",
    "startupName",
    "applicantName",
    "programName",
    "period",
    "status",
    "eventTitle",
    "when",
  ],
  body: ["greeting", "intro"],
  terms: NOTIFICATION_TYPES,
  messages,
});
