/**
 * The editor's "Add a link" checks before sending (the server checks again: an http(s)
 * address of at most 2048 characters, a title of at most 200). The editor asks for https:
 * an event's page should not send its people to an unencrypted address.
 */
export const LINK_MAX = 2048;
export const LINK_NAME_MAX = 200;

export type LinkProblems = { name?: "events.error.linkNameTooLong"; link?: "events.error.linkHttps" };

export function linkInputProblems(input: { name: string; link: string }): LinkProblems {
  const problems: LinkProblems = {};
  const link = input.link.trim();
  if (!link || link.length > LINK_MAX || !URL.canParse(link) || new URL(link).protocol !== "https:")
    problems.link = "events.error.linkHttps";
  else if (!new URL(link).hostname.includes(".")) problems.link = "events.error.linkHttps";
  if (input.name.trim().length > LINK_NAME_MAX) problems.name = "events.error.linkNameTooLong";
  return problems;
}
