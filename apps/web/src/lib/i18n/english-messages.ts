import availability from "../../locales/availability/en.json";
import booking from "../../locales/booking/en.json";
import calendar from "../../locales/calendar/en.json";
import community from "../../locales/community/en.json";
import core from "../../locales/en.json";
import portfolio from "../../locales/portfolio/en.json";
import roles from "../../locales/roles/en.json";
import settings from "../../locales/settings/en.json";
import users from "../../locales/users/en.json";

/**
 * English is the source. Messages live in `locales/<locale>.json` (the shell and shared
 * screens) and one folder per area (`locales/<area>/<locale>.json`), so that work on one
 * area never edits another's file. Every area is merged into one catalogue per locale.
 */
export const englishMessages = {
  ...core,
  ...settings,
  ...roles,
  ...users,
  ...community,
  ...booking,
  ...availability,
  ...calendar,
  ...portfolio,
};
