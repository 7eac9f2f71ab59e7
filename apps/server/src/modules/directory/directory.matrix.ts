import type { PermissionCases } from "../../test/matrix.ts";

/** directory: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  programs: { rule: { authenticated: true }, query: "{ programs { id } }" },
  startups: { rule: { authenticated: true }, query: "{ startups { id } }" },
  community: { rule: { authenticated: true }, query: "{ community { total } }" },
};
