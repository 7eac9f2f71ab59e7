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
