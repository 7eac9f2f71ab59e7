/** A location that is a web address opens as a conferencing 'Join' link; any other is an address to read. */
export const isJoinLink = (location: string | null | undefined): location is string =>
  typeof location === "string" && /^https?:\/\/\S+$/i.test(location.trim());

/** The startup file's activities tab (spec-1 §2: links go to the startup file, activities tab). */
export const startupFilePath = (startupId: string): string =>
  `/startup/${encodeURIComponent(startupId)}/file/activities`;
