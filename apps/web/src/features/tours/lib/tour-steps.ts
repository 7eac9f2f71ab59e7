import type { GuidedTourName } from "@launchpad/domain/guided-tours";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

export type Side = "top" | "right" | "bottom" | "left";
export type Align = "start" | "center" | "end";

/**
 * One step: the element it points at (a CSS selector; none: a step in the middle of the
 * screen) and its text. Sides and alignments are written for left-to-right pages and
 * mirrored for Arabic (present-steps.ts).
 */
export type TourStep = {
  target: string | null;
  title: MessageId;
  body: MessageId;
  side?: Side;
  align?: Align;
};

/**
 * The top bar carries no attribute of ours: its account menu is the menu button with the
 * avatar, its language menu the button with the globe icon (components/globe-icon.tsx).
 */
const ACCOUNT_MENU = 'header [aria-haspopup="menu"]:has(.mantine-Avatar-root)';
const LANGUAGE_MENU = 'header button:has(path[d="M3.6 9h16.8M3.6 15h16.8"])';
const SIDE_MENU = ".mantine-AppShell-navbar";
const PAGE_TITLE = ".mantine-AppShell-main h1";

/**
 * The four tours (spec-1 §3), on their pages (@launchpad/domain tourAtLocation). A step whose
 * element the page does not show (an empty calendar has no meeting; a narrow screen no
 * side menu) is left out.
 */
export const TOUR_STEPS: Record<GuidedTourName, readonly TourStep[]> = {
  PROFILE: [
    { target: null, title: "tours.profile.intro.title", body: "tours.profile.intro.body" },
    {
      target: ACCOUNT_MENU,
      title: "tours.profile.account.title",
      body: "tours.profile.account.body",
      side: "bottom",
      align: "end",
    },
    {
      target: LANGUAGE_MENU,
      title: "tours.profile.language.title",
      body: "tours.profile.language.body",
      side: "bottom",
      align: "end",
    },
    {
      target: SIDE_MENU,
      title: "tours.profile.menu.title",
      body: "tours.profile.menu.body",
      side: "right",
      align: "start",
    },
  ],
  CALENDAR: [
    {
      target: PAGE_TITLE,
      title: "tours.calendar.intro.title",
      body: "tours.calendar.intro.body",
      side: "bottom",
      align: "start",
    },
    {
      target: '[data-testid="calendar-events"] [data-date]',
      title: "tours.calendar.event.title",
      body: "tours.calendar.event.body",
      side: "bottom",
      align: "start",
    },
    {
      target: '[data-testid="calendar-empty"]',
      title: "tours.calendar.empty.title",
      body: "tours.calendar.empty.body",
      side: "bottom",
      align: "start",
    },
  ],
  AVAILABILITIES: [
    {
      target: PAGE_TITLE,
      title: "tours.availabilities.intro.title",
      body: "tours.availabilities.intro.body",
      side: "bottom",
      align: "start",
    },
    {
      target: '[data-tour="availability-weekly"]',
      title: "tours.availabilities.weekly.title",
      body: "tours.availabilities.weekly.body",
      side: "top",
      align: "start",
    },
    {
      target: '[data-tour="availability-overrides"]',
      title: "tours.availabilities.overrides.title",
      body: "tours.availabilities.overrides.body",
      side: "top",
      align: "start",
    },
    {
      target: '[data-tour="availability-coaching"]',
      title: "tours.availabilities.coaching.title",
      body: "tours.availabilities.coaching.body",
      side: "top",
      align: "start",
    },
    {
      target: '[data-tour="availability-feed"]',
      title: "tours.availabilities.feed.title",
      body: "tours.availabilities.feed.body",
      side: "top",
      align: "start",
    },
  ],
  EVENTS: [
    {
      target: PAGE_TITLE,
      title: "tours.events.intro.title",
      body: "tours.events.intro.body",
      side: "bottom",
      align: "start",
    },
    {
      target: `${SIDE_MENU} a[href="/events"]`,
      title: "tours.events.menu.title",
      body: "tours.events.menu.body",
      side: "right",
      align: "start",
    },
    {
      target: ACCOUNT_MENU,
      title: "tours.events.account.title",
      body: "tours.events.account.body",
      side: "bottom",
      align: "end",
    },
  ],
};
