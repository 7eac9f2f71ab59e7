/**
 * The applicant's addresses (spec-1 §2). A round form's address names the round by its
 * position in the funnel (`/application/:id/forms/1/fill`), not its id: short, readable, and
 * the same for every application of the funnel (docs/applying.md).
 */
export const fillPath = (applicationId: string, position: number) =>
  `/application/${encodeURIComponent(applicationId)}/forms/${position}/fill`;

export const meetingPath = (applicationId: string) =>
  `/application/${encodeURIComponent(applicationId)}/meeting`;

export const APPLICATIONS_MANAGER_PATH = "/applications-manager";
export const REVIEW_PATH = "/application/review";

/** Where a signed-in visitor of a public funnel page applies instead. */
export const newApplicationPath = (slug: string) =>
  `/application/new?${new URLSearchParams({ funnel: slug })}`;
