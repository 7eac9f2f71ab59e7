import type { MockLink } from "@apollo/client/testing";
import { StartupFileQuery } from "../api/startup-file.query.ts";

const person = (id: string, fullName: string) => ({ __typename: "StartupPerson" as const, id, fullName });

const member = (id: string, fullName: string, role: string | null) => ({
  __typename: "StartupFileMember" as const,
  id,
  role,
  user: {
    __typename: "UserCard" as const,
    id,
    fullName,
    avatar: null,
    email: `${id}@nimbus.example`,
  },
});

export const NIMBUS_FILE = {
  __typename: "StartupFile" as const,
  id: "s-nimbus",
  name: "Nimbus Analytics",
  logo: null as string | null,
  website: "nimbus.example" as string | null,
  foundingYear: 2021 as number | null,
  description: "Dashboards for small farms." as string | null,
  createdAt: "2026-01-05T10:00:00.000Z",
  members: [person("u-fatima", "Fatima Founder"), person("u-tim", "Tim Berners")],
  people: [member("u-fatima", "Fatima Founder", "CEO"), member("u-tim", "Tim Berners", null)],
  programs: [{ __typename: "Program" as const, id: "p-1", name: "Spring cohort" }],
  viewerIsMember: true,
  viewerRights: {
    __typename: "StartupFileRights" as const,
    mayEditName: true,
    mayEditProfile: true,
    mayEditMembers: true,
    mayEditConnections: false,
  },
};

/** startupFile(id): the header of a file, or null (not found, or out of the viewer's scope). */
export function fileMock(id: string | null, file: typeof NIMBUS_FILE | null): MockLink.MockedResponse {
  return {
    request: { query: StartupFileQuery, variables: id ? { id } : {} },
    result: { data: { startupFile: file } },
    maxUsageCount: 5,
  };
}
