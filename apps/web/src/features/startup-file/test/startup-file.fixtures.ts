import type { MockLink } from "@apollo/client/testing";
import { StartupFileQuery } from "../api/startup-file.query.ts";

const person = (id: string, fullName: string) => ({ __typename: "StartupPerson" as const, id, fullName });

export const NIMBUS_FILE = {
  __typename: "StartupFile" as const,
  id: "s-nimbus",
  name: "Nimbus Analytics",
  logo: null,
  website: "nimbus.example",
  members: [person("u-fatima", "Fatima Founder"), person("u-tim", "Tim Berners")],
  viewerIsMember: true,
};

/** startupFile(id): the header of a file, or null (not found, or out of the viewer's scope). */
export function fileMock(id: string | null, file: typeof NIMBUS_FILE | null): MockLink.MockedResponse {
  return {
    request: { query: StartupFileQuery, variables: id ? { id } : {} },
    result: { data: { startupFile: file } },
    maxUsageCount: 5,
  };
}
