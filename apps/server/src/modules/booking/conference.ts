import {
  MEETING_LINK_PROVIDER_NAMES,
  type MeetingLinkProvider,
  meetingLinkProviderOf,
} from "@launchpad/domain/meeting-links";

/**
 * A meeting's conferencing (spec-1 §3 conferenceProvider / conferenceData): its link (the
 * one-to-one event's meeting link, or a host's default location that is an https address)
 * and the provider when it is one of spec-2 §9's meeting link providers (ZOOM,
 * MICROSOFT_TEAMS), which the join button names. Any other https address is still a link
 * to join, without a provider; a plain text location is no conference.
 */
export type Conference = { url: string; provider: MeetingLinkProvider | null; name: string | null };

const isHttps = (value: string) => /^https:\/\/\S+$/i.test(value);

export function conferenceOf(
  location: string | null | undefined,
  link: string | null | undefined,
): Conference | null {
  const url = [link, location].map((v) => v?.trim() ?? "").find((v) => v !== "" && isHttps(v));
  if (!url) return null;
  const provider = meetingLinkProviderOf(url);
  return { url, provider, name: provider ? MEETING_LINK_PROVIDER_NAMES[provider] : null };
}
