import { z } from "zod";
import { englishFieldMessage } from "./validation.ts";

/**
 * Meeting links (spec-2 §5, §9; issue 15 "Conferencing"), shared by the server (which
 * refuses a bad link on an event's location) and the web app (which checks before sending
 * and names the provider on the join button). Pure: no I/O.
 *
 * spec-2 §5: "Meeting links are accepted only when https and from the two listed providers
 * (ZOOM, MICROSOFT_TEAMS)". The spec names no host names; decision 030 fixes them:
 * - ZOOM: zoom.us, zoom.com, zoomgov.com and their sub-domains (us02web.zoom.us, …);
 * - MICROSOFT_TEAMS: teams.microsoft.com, teams.live.com, teams.microsoft.us (US government)
 *   and their sub-domains (gov.teams.microsoft.us, …).
 * An address with a user name, password or non-default port is refused: those are how a
 * link made to look like zoom.us leads somewhere else.
 *
 * Refusals travel as field-error codes (validation.ts): INVALID_URL (not an address),
 * NOT_HTTPS (http:// or another scheme), MEETING_LINK_PROVIDER (https, but not Zoom or
 * Teams), TOO_LONG (past 2,000 characters).
 */
export const MEETING_LINK_PROVIDERS = ["ZOOM", "MICROSOFT_TEAMS"] as const;
export type MeetingLinkProvider = (typeof MEETING_LINK_PROVIDERS)[number];

/** The registrable domains of each provider; a link's host is one of them or a sub-domain. */
export const MEETING_LINK_DOMAINS: Readonly<Record<MeetingLinkProvider, readonly string[]>> = {
  ZOOM: ["zoom.us", "zoom.com", "zoomgov.com"],
  MICROSOFT_TEAMS: ["teams.microsoft.com", "teams.live.com", "teams.microsoft.us"],
};

/** How the join button and the ICS name the provider (brand names: not translated). */
export const MEETING_LINK_PROVIDER_NAMES: Readonly<Record<MeetingLinkProvider, string>> = {
  ZOOM: "Zoom",
  MICROSOFT_TEAMS: "Microsoft Teams",
};

export const MAX_MEETING_LINK_LENGTH = 2000;

export type MeetingLinkErrorCode =
  | "REQUIRED"
  | "INVALID_URL"
  | "NOT_HTTPS"
  | "MEETING_LINK_PROVIDER"
  | "TOO_LONG";

export type MeetingLinkProblem =
  | { code: Exclude<MeetingLinkErrorCode, "TOO_LONG"> }
  | { code: "TOO_LONG"; params: { max: number } };

export type MeetingLinkResult =
  | { ok: true; provider: MeetingLinkProvider; url: string }
  | { ok: false; problem: MeetingLinkProblem; message: string };

/** A refused link as an Error, for callers that throw (the problem's code is the key). */
export class MeetingLinkError extends Error {
  readonly code: MeetingLinkErrorCode;
  readonly problem: MeetingLinkProblem;
  constructor(problem: MeetingLinkProblem, message: string) {
    super(message);
    this.name = "MeetingLinkError";
    this.code = problem.code;
    this.problem = problem;
  }
}

/** The provider whose domains hold this host name, or null. */
export function providerOfHost(hostname: string): MeetingLinkProvider | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  for (const provider of MEETING_LINK_PROVIDERS)
    for (const domain of MEETING_LINK_DOMAINS[provider])
      if (host === domain || host.endsWith(`.${domain}`)) return provider;
  return null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** What is wrong with a meeting link, or null when it is an accepted https Zoom or Teams link. */
export function meetingLinkProblem(value: string): MeetingLinkProblem | null {
  const v = value.trim();
  if (v === "") return { code: "REQUIRED" };
  if (v.length > MAX_MEETING_LINK_LENGTH)
    return { code: "TOO_LONG", params: { max: MAX_MEETING_LINK_LENGTH } };
  if (/\s/.test(v)) return { code: "INVALID_URL" };
  const url = parseUrl(v);
  if (!url || url.hostname === "")
    return /^[a-z][a-z0-9+.-]*:/i.test(v) ? { code: "NOT_HTTPS" } : { code: "INVALID_URL" };
  if (url.protocol !== "https:") return { code: "NOT_HTTPS" };
  if (url.username !== "" || url.password !== "" || url.port !== "") return { code: "MEETING_LINK_PROVIDER" };
  return providerOfHost(url.hostname) ? null : { code: "MEETING_LINK_PROVIDER" };
}

/** Validates a meeting link: its provider and the trimmed address, or the problem and its English text. */
export function parseMeetingLink(value: string, field = "link"): MeetingLinkResult {
  const problem = meetingLinkProblem(value);
  if (problem) return { ok: false, problem, message: meetingLinkMessage(field, problem) };
  const url = value.trim();
  return { ok: true, url, provider: providerOfHost(new URL(url).hostname) as MeetingLinkProvider };
}

/** Like parseMeetingLink, throwing a MeetingLinkError for a refused link. */
export function assertMeetingLink(
  value: string,
  field = "link",
): { provider: MeetingLinkProvider; url: string } {
  const result = parseMeetingLink(value, field);
  if (!result.ok) throw new MeetingLinkError(result.problem, result.message);
  return { provider: result.provider, url: result.url };
}

/**
 * The provider to show on a join button for a link already stored (read side: never
 * throws; a link that is not an accepted https Zoom or Teams address has none).
 */
export function meetingLinkProviderOf(value: string | null | undefined): MeetingLinkProvider | null {
  if (!value) return null;
  const result = parseMeetingLink(value);
  return result.ok ? result.provider : null;
}

/** The English text of a refusal (the web app says the code in the user's language). */
export function meetingLinkMessage(field: string, problem: MeetingLinkProblem): string {
  return englishFieldMessage(field, problem.code, "params" in problem ? problem.params : {});
}

/**
 * The zod schema for a meeting link field: a trimmed https Zoom or Teams address. Its
 * refusals carry the codes above (fieldErrorOf reads them from `params.code`). Marked pure:
 * the web app imports this module for the providers, and without the mark the schema's
 * construction kept all of zod (≈ 18 KB gzipped) on the calendar page (issue 13's budgets).
 */
export const meetingLinkSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = meetingLinkProblem(value);
    if (!problem) return;
    // No message of its own: installFieldMessages' map names the field from the path.
    ctx.addIssue({
      code: "custom",
      input: value,
      params: { code: problem.code, ...("params" in problem ? problem.params : {}) },
    });
  });
