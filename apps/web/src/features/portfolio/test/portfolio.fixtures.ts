import type { MockLink } from "@apollo/client/testing";
import { viewerMock as bookingViewerMock, CARL, card, TIMEZONE } from "../../booking/testing.ts";
import { PortfolioQuery } from "../api/portfolio.query.ts";
import { StartupConnectionsQuery } from "../api/startup-connections.query.ts";
import { portfolioVariables } from "../lib/portfolio-search.ts";
import type { StartupConnection } from "../lib/types.ts";

export { CARL };
export const MARGARET = card("u-margaret", "Margaret Hamilton", "Mentor");

type ConnectionFixture = Omit<StartupConnection, "assignedUser"> & {
  __typename: "StartupConnection";
  assignedUser: ReturnType<typeof card>;
};

/** Carl's connection with Nimbus: 5 h allocated, 1 h used, 30 min booked still to come. */
export function connection(overrides: Partial<ConnectionFixture> = {}): ConnectionFixture {
  return {
    __typename: "StartupConnection",
    id: "c-nimbus-carl",
    startupId: "s-nimbus",
    assignedUser: CARL,
    minutesAllocated: 300,
    minutesUsed: 60,
    minutesPending: 30,
    minutesRemaining: 210,
    hourAllocationRequired: true,
    takesBookings: true,
    availableDurationsInMins: [30, 60],
    ...overrides,
  };
}

const person = (id: string, fullName: string) => ({ __typename: "StartupPerson" as const, id, fullName });

export function startup(
  id: string,
  name: string,
  connections: ConnectionFixture[],
  extra: { website?: string } = {},
) {
  return {
    __typename: "PortfolioStartup" as const,
    id,
    name,
    logo: null,
    website: extra.website ?? null,
    members: id === "s-nimbus" ? [person("u-fatima", "Fatima Founder"), person("u-tim", "Tim Berners")] : [],
    programs: id === "s-nimbus" ? [{ __typename: "Program" as const, id: "p-1", name: "Spring Cohort" }] : [],
    connections,
  };
}

export const NIMBUS = startup("s-nimbus", "Nimbus Analytics", [connection()], {
  website: "https://nimbus.example",
});
export const GREENLOOP = startup("s-greenloop", "GreenLoop", []);

export function portfolioMock(
  search: string,
  items: ReturnType<typeof startup>[],
  { page = 1, total = items.length }: { page?: number; total?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: PortfolioQuery, variables: portfolioVariables(search, page) },
    result: { data: { portfolio: { __typename: "PortfolioPage", total, items } } },
    maxUsageCount: 5,
  };
}

export function connectionsMock(
  startupId: string,
  connections: ConnectionFixture[],
): MockLink.MockedResponse {
  return {
    request: { query: StartupConnectionsQuery, variables: { startupId } },
    result: { data: { startupConnections: connections } },
    maxUsageCount: 5,
  };
}

/** The signed-in user (the booking modal's viewer); no startup of their own unless given. */
export function viewerMock(
  id = "u-staff",
  fullName = "Sam Staff",
  startups: string[] = [],
): MockLink.MockedResponse {
  const viewer = {
    id,
    fullName,
    timezone: TIMEZONE,
    startups: startups.map((startupId) => ({ id: startupId })),
  };
  return { ...bookingViewerMock(viewer), maxUsageCount: 5 };
}
