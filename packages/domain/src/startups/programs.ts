/** Programmes (issue 18 "Programmes"): a type, dates, a mode, a programme admin and members. */
export const PROGRAM_TYPES = [
  "accelerator",
  "incubator",
  "preAccelerator",
  "ventureBuilding",
  "other",
] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

export const PROGRAM_MODES = ["online", "offline", "hybrid"] as const;
export type ProgramMode = (typeof PROGRAM_MODES)[number];

export const PROGRAM_NAME_MAX = 100;

export const PROGRAM_DESCRIPTION_MAX = 2000;

/** A programme's dates (ISO `YYYY-MM-DD`, either may be missing): the end is not before the start. */
export function programDatesInOrder(startsOn: string | null | undefined, endsOn: string | null | undefined) {
  return !startsOn || !endsOn || endsOn >= startsOn;
}
