import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * guided tours: every signed-in user reads and completes their own tours. The calls use a
 * location that is not a path (refused before any write) or an unknown id.
 */
export const permissionCases: PermissionCases = {
  guidedTour: { rule: { authenticated: true }, query: '{ guidedTour(location: "not-a-path") { id } }' },
  completeTour: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { completeTour(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  completeAllTours: {
    rule: { authenticated: true },
    query: 'mutation { completeAllTours(location: "not-a-path") { id } }',
  },
};

/**
 * ForeignIds has no tour: another tenant's user id stands in here, and
 * guided-tours.integration.test.ts completes an Orbit user's real tour id as a demo user.
 */
export const tenantCases: TenantCases = {
  completeTour: {
    query: "mutation M($id: ID!) { completeTour(id: $id) { id } }",
    variables: (i) => ({ id: i.user }),
  },
};
