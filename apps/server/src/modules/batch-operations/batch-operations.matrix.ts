import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * batch-operations: the matrix cases of its query (test/matrix.ts). Another tenant's
 * operation read by id is tested in batch-operations.integration.test.ts (the matrix's
 * foreign ids hold no batch operation); here the foreign user's id stands for one.
 */
export const permissionCases: PermissionCases = {
  batchOperation: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { batchOperation(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  batchOperation: {
    query: "query Q($id: ID!) { batchOperation(id: $id) { id } }",
    variables: (i) => ({ id: i.user }),
  },
};
