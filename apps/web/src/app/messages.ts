import type { WebFeature } from "../features/navigation/index.ts";
import { type MessageFiles, sharedMessages } from "../lib/i18n/load-messages.ts";
import { FEATURES } from "./features.ts";

/**
 * The signed-in area's shared messages (`src/area-locales/<locale>.json`: the menu, the
 * crumbs, the top bar, the session screens, account deletion, the documentation search),
 * which no public page shows: declared here, with the area, so that the first chunk does not
 * even carry their file names (decision 044).
 */
export const areaSharedMessages: MessageFiles = import.meta.glob<Record<string, string>>(
  "../area-locales/*.json",
  { import: "default" },
);

/**
 * Every message file: the shared ones (`src/locales/<locale>.json`: what the public pages
 * show too; `src/area-locales/<locale>.json`: the signed-in shell's and screens') and each feature's own (`features/<name>/locales/<locale>.json`), so that work on
 * one feature never edits another's file. One catalogue per locale, loaded lazily.
 */
export const MESSAGE_FILES: readonly MessageFiles[] = [
  sharedMessages,
  areaSharedMessages,
  ...FEATURES.flatMap((feature) => (feature.messages ? [feature.messages] : [])),
];

/**
 * Decision 034 (issue 13's budgets): the features whose messages load with their own pages
 * instead of with the signed-in area, each with the features whose messages its pages show
 * too (loaded with them). A feature belongs here only if none of its messages shows
 * outside its pages: in a menu entry, the top bar, a crumb of another feature's page or
 * another feature's screen (page-messages.test.ts looks for its ids elsewhere). Every other
 * feature's messages come with the area, as a new feature's do.
 */
export const MESSAGES_WITH_PAGES: Readonly<Record<string, readonly string[]>> = {
  "admin-roles": [],
  "admin-settings": [],
  availability: [],
  // The application file's pages (its header, tabs and dialogs; the header's queue bar is the overview's); the panels it shows ask for their own.
  "application-file": ["application-overview"],
  // Its page, and the queue bar in the application file (loaded with the file's pages, above).
  "application-overview": ["application-dashboard"],
  // Only its panel shows them (the application file's meeting tab), which asks for them itself (MessagesGate).
  "application-meetings": [],
  // Its page, and its export button on the overview (loaded with the overview's pages, above).
  "application-dashboard": [],
  community: [],
  // Profile details on a person's profile ask for them itself (MessagesGate).
  "custom-fields": [],
  // Its page (with the programme pages' navigation), and its panels in the application file (which ask for them, MessagesGate).
  evaluations: ["programs"],
  events: [],
  jobs: [],
  // Its crumb is the area's (crumb.leadTransfer).
  leads: [],
  portfolio: [],
  // A startup's file shows the portfolio's words (its header, its tabs, the coaching hours) and
  // its tabs' pages come from their own features (issue 18).
  "startup-file": [
    "portfolio",
    "startup-timeline",
    "startup-documents",
    "milestones",
    "startup-export",
    "startup-applications",
    "custom-fields",
  ],
  // Their own pages: a person's timeline, the incubator plans, the startups and programmes administration.
  "startup-timeline": [],
  "startup-documents": [],
  milestones: ["programs"],
  "startup-export": [],
  "startup-applications": [],
  "admin-startups": [],
  programs: [],
  // No page of its own: GuidedTours asks for its messages when a tour is to show.
  tours: [],
  "user-management": [],
};

const messagesOf = (name: string): MessageFiles[] => {
  const files = FEATURES.find((feature) => feature.name === name)?.messages;
  return files ? [files] : [];
};

/** What the signed-in area waits for: the shared messages and those of every feature not above. */
export const AREA_MESSAGE_FILES: readonly MessageFiles[] = [
  sharedMessages,
  areaSharedMessages,
  ...FEATURES.flatMap((feature) => (feature.name in MESSAGES_WITH_PAGES ? [] : messagesOf(feature.name))),
];

/** The message files a feature's pages wait for beyond the area's (none for most features). */
export function pageMessagesOf(feature: WebFeature): readonly MessageFiles[] {
  const uses = MESSAGES_WITH_PAGES[feature.name];
  if (!uses) return [];
  return [feature.name, ...uses].flatMap((name) => (name in MESSAGES_WITH_PAGES ? messagesOf(name) : []));
}
