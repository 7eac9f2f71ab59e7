import { fireEvent, screen, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render-routes.tsx";
import { ProgramAssignableStartupsQuery } from "../api/assignable-startups.query.ts";
import { StartUserBatchMutation } from "../api/start-user-batch.mutation.ts";
import { asAdmin, peopleMock, person } from "../test/programs.fixtures.tsx";
import { UserAssignationsPage } from "./user-assignations-page.tsx";

const PATH = "/admin/programs/user-assignations";
const optionsMock = {
  request: { query: ProgramAssignableStartupsQuery },
  result: {
    data: {
      startups: [{ __typename: "StartupListItem" as const, id: "s1", name: "Nimbus" }],
      adminPrograms: [{ __typename: "AdminProgram" as const, id: "p1", name: "Spring Cohort" }],
    },
  },
  maxUsageCount: 5,
};
const people = [person("u1", "Carl Coach"), person("u2", "Mia Mentor"), person("u3", "Fay Founder")];
const usersMock = peopleMock(people, { filter: { search: null }, offset: 0, limit: 50 });
const operation = (overall: string, validation = "SUCCEEDED") => ({
  __typename: "BatchOperation" as const,
  id: "op1",
  total: 2,
  succeeded: overall === "SUCCEEDED" ? 2 : 0,
  failed: overall === "SUCCEEDED" ? 0 : 2,
  validation,
  overall,
});
const startMock = (result: object) => ({
  request: {
    query: StartUserBatchMutation,
    variables: { input: { action: "ADD_TO_PROGRAM", userIds: ["u1", "u2"], programId: "p1" } },
  },
  result,
});

async function tickAndRun() {
  const table = within(await screen.findByTestId("assignable-users"));
  const run = screen.getByTestId("run-user-batch");
  // Nothing chosen yet: the action cannot run.
  expect((run as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(table.getByRole("checkbox", { name: "Select Carl Coach" }));
  fireEvent.click(table.getByRole("checkbox", { name: "Select Mia Mentor" }));
  expect(screen.getByTestId("selected-users").textContent).toBe("2 users selected");
  // Users ticked but no programme: still refused.
  expect((run as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole("combobox", { name: "Programme" }));
  fireEvent.click(await screen.findByRole("option", { name: "Spring Cohort" }));
  expect((run as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(run);
}

describe("UserAssignationsPage", { timeout: 20_000 }, () => {
  it("adds the ticked users to a programme as a batch and shows its progress card", async () => {
    renderRoutes([{ path: PATH, element: asAdmin(<UserAssignationsPage />) }], {
      path: PATH,
      mocks: [optionsMock, usersMock, startMock({ data: { startUserBatch: operation("SUCCEEDED") } })],
    });
    await tickAndRun();
    const card = await screen.findByTestId("batch-progress-card");
    expect(card.textContent).toContain("2 users processed.");
    // The selection is cleared for the next batch.
    expect(screen.getByTestId("selected-users").textContent).toBe("No user selected");
  });

  it("shows a refused batch as failed, with the spec's words", async () => {
    renderRoutes([{ path: PATH, element: asAdmin(<UserAssignationsPage />) }], {
      path: PATH,
      mocks: [optionsMock, usersMock, startMock({ data: { startUserBatch: operation("FAILED", "FAILED") } })],
    });
    await tickAndRun();
    const card = await screen.findByTestId("batch-progress-card");
    expect(card.textContent).toContain("There was problem processing your request.");
    expect(card.textContent).toContain("Failed: 2 users.");
  });

  it("says why the server refused to start", async () => {
    renderRoutes([{ path: PATH, element: asAdmin(<UserAssignationsPage />) }], {
      path: PATH,
      mocks: [
        optionsMock,
        usersMock,
        startMock({
          errors: [new GraphQLError("User not found", { extensions: { name: "NotFoundError" } })],
        }),
      ],
    });
    await tickAndRun();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This programme or person no longer exists. Reload the page.",
    );
    expect(screen.queryByTestId("batch-progress-card")).toBeNull();
  });
});
