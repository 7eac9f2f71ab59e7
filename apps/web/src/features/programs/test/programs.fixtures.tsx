import type { ReactNode } from "react";
import { ToastStack } from "../../../components/feedback/toast-stack.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { defaultViewer } from "../../navigation/testing.ts";
import type { CurrentUser } from "../../session/index.ts";
import { CurrentUserContext } from "../../session/testing.ts";
import { ProgramPeopleQuery } from "../api/program-people.query.ts";

/** A page as an administrator of a fresh organisation sees it, with `overrides` of their access. */
export function asAdmin(page: ReactNode, overrides: Parameters<typeof defaultViewer>[1] = {}) {
  return (
    <CurrentUserContext value={{ role: { type: "Admin" } } as CurrentUser}>
      <ViewerAccessContext value={defaultViewer("Admin", overrides)}>
        {page}
        <ToastStack />
      </ViewerAccessContext>
    </CurrentUserContext>
  );
}

export const program = (id: string, name: string, extra: object = {}) => ({
  __typename: "AdminProgram" as const,
  id,
  name,
  type: "accelerator" as const,
  description: null,
  startsOn: "2027-03-01",
  endsOn: "2027-05-31",
  mode: "hybrid" as const,
  memberCount: 4,
  startupCount: 2,
  admin: { __typename: "ProgramPerson" as const, id: "u-coach", fullName: "Carl Coach" },
  ...extra,
});

export const person = (id: string, fullName: string, extra: object = {}) => ({
  __typename: "ManagedUser" as const,
  id,
  fullName,
  email: `${id}@demo.test`,
  category: "employee",
  role: { __typename: "RoleSummary" as const, id: "r-coach", type: "Coach", label: "Coach" },
  programs: [],
  assignedStartups: [],
  ...extra,
});

/** People pickers and lists: every search answers with `people` (as often as asked). */
export function peopleMock(
  people: ReturnType<typeof person>[],
  variables: Record<string, unknown> = { filter: { search: null }, limit: 50 },
) {
  return {
    request: { query: ProgramPeopleQuery, variables },
    result: { data: { users: { __typename: "UserPage" as const, total: people.length, items: people } } },
    maxUsageCount: 10,
  };
}
