import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render-routes.tsx";
import { AdminProgramsQuery } from "../api/admin-programs.query.ts";
import { CreateProgramMutation } from "../api/program-mutations.ts";
import { asAdmin, peopleMock, person, program } from "../test/programs.fixtures.tsx";
import { ProgramsPage } from "./programs-page.tsx";

const PATH = "/admin/programs";
const limits = (current: number, max: number) => ({
  __typename: "PlanInfo" as const,
  limits: [{ __typename: "PlanLimitUsage" as const, name: "program", current, max }],
});
const listMock = (programs: ReturnType<typeof program>[], current: number, max = 10) => ({
  request: { query: AdminProgramsQuery },
  result: { data: { adminPrograms: programs, planInfo: limits(current, max) } },
  maxUsageCount: 5,
});
const pickers = [
  peopleMock([person("u-coach", "Carl Coach")], {
    filter: { search: null, categories: ["employee"] },
    limit: 50,
  }),
  peopleMock([person("u-founder", "Fay Founder", { category: "other" })]),
];
const input = (name: string) => ({
  name,
  type: "accelerator",
  mode: "hybrid",
  startsOn: "2027-09-01",
  endsOn: "2027-08-01",
  description: null,
  adminId: null,
  memberIds: [],
});

function render(mocks: unknown[], overrides = {}) {
  return renderRoutes([{ path: PATH, element: asAdmin(<ProgramsPage />, overrides) }], {
    path: PATH,
    mocks: mocks as never,
  });
}

async function fillNew(name: string) {
  fireEvent.click(await screen.findByTestId("create-program"));
  const drawer = within(await screen.findByTestId("program-drawer"));
  fireEvent.change(drawer.getByLabelText(/Name/), { target: { value: name } });
  fireEvent.change(drawer.getByLabelText("Start date"), { target: { value: "2027-09-01" } });
  fireEvent.change(drawer.getByLabelText("End date"), { target: { value: "2027-08-01" } });
  fireEvent.click(drawer.getByRole("button", { name: "Create the programme" }));
  return drawer;
}

describe("ProgramsPage", { timeout: 20_000 }, () => {
  it("lists the programmes with their type, dates, mode, admin and counts, and the plan's usage", async () => {
    render([
      listMock(
        [
          program("p1", "Spring Cohort"),
          program("p2", "Deep Tech", {
            admin: null,
            mode: "online",
            startsOn: null,
            endsOn: null,
            type: "incubator",
          }),
        ],
        2,
      ),
    ]);
    const rows = await screen.findAllByTestId("program-row");
    expect(rows).toHaveLength(2);
    const spring = within(rows[0] as HTMLElement);
    expect(spring.getByText("Spring Cohort")).toBeTruthy();
    expect(spring.getByText("Accelerator")).toBeTruthy();
    expect(spring.getByText("Hybrid")).toBeTruthy();
    expect(spring.getByText("Carl Coach")).toBeTruthy();
    expect(rows[0]?.textContent).toMatch(/Mar 1.*May 31, 2027/);
    const deep = within(rows[1] as HTMLElement);
    expect(deep.getByText("No admin")).toBeTruthy();
    expect(deep.getByText("No dates")).toBeTruthy();
    expect(deep.getByText("Incubator")).toBeTruthy();
    expect(screen.getByTestId("program-usage").textContent).toBe("Programmes: 2 of 10");
  });

  it("shows the plan's refusal when the programme limit is reached", async () => {
    render([
      listMock([program("p1", "Spring Cohort")], 10),
      ...pickers,
      {
        request: { query: CreateProgramMutation, variables: { input: input("Autumn Cohort") } },
        result: {
          errors: [
            new GraphQLError("Your plan allows 10 programs; you have 10.", {
              extensions: { name: "LimitReachedError", limit: "program", max: 10, current: 10 },
            }),
          ],
        },
      },
    ]);
    const drawer = await fillNew("Autumn Cohort");
    expect(drawer.getByTestId("program-usage").textContent).toBe("Programmes: 10 of 10");
    expect((await drawer.findByTestId("program-failure")).textContent).toBe(
      "Your plan allows 10 programmes; you have 10.",
    );
  });

  it("says the server's date rule by the end date, in the user's words", async () => {
    render([
      listMock([], 0, 0),
      ...pickers,
      {
        request: { query: CreateProgramMutation, variables: { input: input("Backwards") } },
        result: {
          errors: [
            new GraphQLError("Some fields are invalid", {
              extensions: {
                name: "ValidationError",
                fields: { endsOn: "The end date cannot be before the start date" },
                fieldErrors: [{ path: "endsOn", code: "INVALID" }],
              },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByTestId("programs-empty")).toBeTruthy();
    // No limit on this plan: no usage line.
    expect(screen.queryByTestId("program-usage")).toBeNull();
    const drawer = await fillNew("Backwards");
    await waitFor(() =>
      expect(drawer.getAllByText("The end date cannot be before the start date.").length).toBeGreaterThan(0),
    );
  });

  it("offers the programme pages the viewer may open", async () => {
    render([listMock([], 0)], { featureFlags: [] });
    const nav = within(await screen.findByRole("navigation", { name: "Programme pages" }));
    expect(nav.getByText("Programmes")).toBeTruthy();
    expect(nav.getByText("Startup assignations")).toBeTruthy();
    expect(nav.getByText("User assignations")).toBeTruthy();
    expect(nav.getByText("Evaluation assignation")).toBeTruthy();
    // The milestones flag is off: no incubator plans.
    expect(nav.queryByText("Incubator plans")).toBeNull();
  });
});
