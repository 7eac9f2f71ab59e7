import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** The overview's, queue bar's and batch actions' matrix cases (lane C, test/matrix.ts). */
const viewers = { anyPermission: ["APPLICATION_ALL:VIEW", "APPLICATION_FLOW:VIEW"] };

export const permissionCases: PermissionCases = {
  applicationsOverview: {
    rule: viewers,
    query: "query Q($id: ID!) { applicationsOverview(filter: { funnelIds: [$id] }, page: 1) { total } }",
    variables: () => ({ id: nobody }),
  },
  applicationOverviewOptions: {
    rule: { permission: "APPLICATION_OVERVIEW/FILTERS:VIEW" },
    query: "{ applicationOverviewOptions { statuses } }",
  },
  applicationQueue: {
    rule: { permission: "APPLICATION_OVERVIEW/QUEUE_BAR:VIEW" },
    query: "query Q($id: ID!) { applicationQueue(applicationId: $id) { total } }",
    variables: () => ({ id: nobody }),
  },
  startApplicationBatch: {
    rule: { permission: "APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW" },
    // An empty list is refused (ValidationError): nothing is started.
    query: "mutation { startApplicationBatch(input: { action: ACCEPT, applicationIds: [] }) { id } }",
  },
};

export const tenantCases: TenantCases = {
  applicationsOverview: {
    query:
      "query Q($id: ID!) { applicationsOverview(filter: { funnelIds: [$id], roundIds: [$id], tagIds: [$id], evaluatorId: $id }) { total items { id } } }",
    variables: (i) => ({ id: i.user }),
    expectData: (data) => expect(data.applicationsOverview).toMatchObject({ total: 0, items: [] }),
  },
  applicationQueue: {
    query:
      "query Q($id: ID!) { applicationQueue(applicationId: $id, filter: { funnelIds: [$id] }) { position total nextId } }",
    variables: (i) => ({ id: i.user }),
    expectData: (data) => expect(data.applicationQueue).toEqual({ position: null, total: 0, nextId: null }),
  },
  startApplicationBatch: {
    query:
      "mutation M($id: ID!) { startApplicationBatch(input: { action: MOVE_ROUND, applicationIds: [$id], roundId: $id }) { id } }",
    variables: (i) => ({ id: i.user }),
  },
};
