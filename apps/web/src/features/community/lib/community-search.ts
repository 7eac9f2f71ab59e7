/**
 * The community lists (/search/people, /search/startups): the server narrows both by the
 * viewer's role visibility (docs/permissions.md, Visibility); the page only searches and
 * pages. People come 24 a page (a full grid of 2, 3 or 4 columns).
 */
export const PEOPLE_PAGE_SIZE = 24;

export type PeopleVariables = { search?: string; offset: number; limit: number };

/** The query variables of a page (1-based) of people; an empty search is left out. */
export function peopleVariables(search: string, page: number): PeopleVariables {
  const text = search.trim();
  const offset = (Math.max(page, 1) - 1) * PEOPLE_PAGE_SIZE;
  return text ? { search: text, offset, limit: PEOPLE_PAGE_SIZE } : { offset, limit: PEOPLE_PAGE_SIZE };
}

export type StartupsVariables = { search?: string };

export function startupsVariables(search: string): StartupsVariables {
  const text = search.trim();
  return text ? { search: text } : {};
}
