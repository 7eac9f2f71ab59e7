/** The conferencing providers' own names (brands: the same in every language). */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  ZOOM: "Zoom",
  MICROSOFT_TEAMS: "Microsoft Teams",
};
