import { ADMIN_GROUP, nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** jobs: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  backgroundJobs: { rule: { roles: ADMIN_GROUP }, query: "{ backgroundJobs(filter: FAILED) { id } }" },
  backgroundJobCounts: { rule: { roles: ADMIN_GROUP }, query: "{ backgroundJobCounts { queued } }" },
  retryBackgroundJob: {
    rule: { roles: ADMIN_GROUP },
    query: "mutation M($id: ID!) { retryBackgroundJob(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  retryBackgroundJob: {
    query: "mutation M($id: ID!) { retryBackgroundJob(id: $id) { id } }",
    variables: (ids) => ({ id: ids.job }),
  },
};
