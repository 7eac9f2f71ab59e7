import { MEETING_LINK_PROVIDER_NAMES, meetingLinkProviderOf } from "@launchpad/domain/meeting-links";
import type { ConferenceProvider } from "./types.ts";

/** A link to join: https only (a plain address is read, not followed). */
export const isConferenceLink = (value: string | null | undefined): value is string =>
  typeof value === "string" && /^https:\/\/\S+$/i.test(value.trim());

/**
 * The link to join a meeting and its provider's name: the server's conferenceProvider, else
 * the location when it is an https link (its provider read by packages/domain meeting-links).
 */
export function conferenceOf(
  conference: ConferenceProvider | null | undefined,
  location: string | null | undefined,
): { url: string; provider: string | null; name: string | null } | null {
  if (conference?.url && isConferenceLink(conference.url))
    return {
      url: conference.url.trim(),
      provider: conference.provider ?? null,
      name: conference.name ?? null,
    };
  if (!isConferenceLink(location)) return null;
  const url = location.trim();
  const provider = meetingLinkProviderOf(url);
  return { url, provider, name: provider ? MEETING_LINK_PROVIDER_NAMES[provider] : null };
}
