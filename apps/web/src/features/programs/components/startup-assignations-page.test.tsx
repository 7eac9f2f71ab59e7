import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render-routes.tsx";
import { ProgramAssignableStartupsQuery } from "../api/assignable-startups.query.ts";
import { asAdmin, peopleMock, person } from "../test/programs.fixtures.tsx";
import { StartupAssignationsPage } from "./startup-assignations-page.tsx";

const PATH = "/admin/programs/startup-assignations";
const optionsMock = {
  request: { query: ProgramAssignableStartupsQuery, variables: { search: null } },
  result: {
    data: {
      startups: ["Nimbus", "GreenLoop", "Orbitly"].map((name) => ({
        __typename: "StartupListItem" as const,
        id: `s-${name}`,
        name,
      })),
      adminPrograms: [{ __typename: "AdminProgram" as const, id: "p1", name: "Spring Cohort" }],
    },
  },
  maxUsageCount: 5,
};
const supportersMock = peopleMock([person("u-mentor", "Mia Mentor", { category: "network" })], {
  filter: { search: null, categories: ["employee", "network", "evaluator"] },
  limit: 50,
});

describe("StartupAssignationsPage", { timeout: 20_000 }, () => {
  it("runs only when startups are ticked and the programme or the supporter is chosen", async () => {
    renderRoutes([{ path: PATH, element: asAdmin(<StartupAssignationsPage />) }], {
      path: PATH,
      mocks: [optionsMock, supportersMock],
    });
    const table = within(await screen.findByTestId("assignable-startups"));
    const run = screen.getByTestId("run-startup-batch") as HTMLButtonElement;
    fireEvent.click(table.getByRole("checkbox", { name: "Select all the startups shown" }));
    expect(screen.getByTestId("selected-startups").textContent).toBe("3 startups selected");
    expect(run.textContent).toBe("Apply to 3 startups");
    expect(run.disabled).toBe(true);
    fireEvent.click(screen.getByRole("combobox", { name: "Programme" }));
    fireEvent.click(await screen.findByRole("option", { name: "Spring Cohort" }));
    expect(run.disabled).toBe(false);

    // Assigning a supporter needs one: the programme chosen above does not count.
    fireEvent.click(screen.getByText("Assign a supporter"));
    expect(run.disabled).toBe(true);
    fireEvent.click(screen.getByRole("combobox", { name: "Supporter" }));
    fireEvent.click(await screen.findByRole("option", { name: /Mia Mentor/ }));
    expect(run.disabled).toBe(false);
    fireEvent.click(table.getByRole("checkbox", { name: "Select Nimbus" }));
    expect(screen.getByTestId("selected-startups").textContent).toBe("2 startups selected");
  });
});
