import { ADMIN_GROUP, type PermissionCases } from "../../test/matrix.ts";

/** plan: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  planInfo: { rule: { authenticated: true }, query: "{ planInfo { maxFileSize } }" },
  incubatorFullPlanInfo: { rule: { roles: ADMIN_GROUP }, query: "{ incubatorFullPlanInfo { name } }" },
};
