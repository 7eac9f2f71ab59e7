import { ACCESS, type AccessViewer, decideAccess } from "./access-rules.ts";

/**
 * The role-dependent parts of the top bar (spec-1 §2): the tasks button (whoever holds tasks), the calendar
 * button (its slide-over) and the Calendar entry of the account dropdown (both by the rule
 * of /calendar), and the Availability entry of the account dropdown. They follow the rules of the pages
 * they open, so a button never leads to a refused page.
 */
export type TopBarEntries = { tasks: boolean; calendar: boolean; availability: boolean };

export function topBarEntriesFor(viewer: AccessViewer): TopBarEntries {
  const allowed = (rule: (typeof ACCESS)[keyof typeof ACCESS]) => decideAccess([rule], viewer) === "allow";
  return {
    tasks: allowed(ACCESS.taskPopup),
    calendar: allowed(ACCESS.calendar),
    availability: allowed(ACCESS.availability),
  };
}
