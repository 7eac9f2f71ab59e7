import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render-routes.tsx";
import {
  GO_TO_MARKET,
  GO_TO_MARKET_SIGNED,
  plan,
  plansMock,
  templatesMock,
  tickMock,
} from "../test/milestones.fixtures.ts";
import { MilestonesTab } from "./milestones-tab.tsx";

const routes = [{ path: "/startup/:id/file/milestones", element: <MilestonesTab startupId="s-nimbus" /> }];
const PATH = "/startup/s-nimbus/file/milestones";

describe("MilestonesTab", { timeout: 20_000 }, () => {
  it("lists the startup's plans with their progress and opens one by ?plan=", async () => {
    const { router } = renderRoutes(routes, { path: PATH, mocks: [plansMock([GO_TO_MARKET])] });
    const card = within(await screen.findByTestId("plan-card"));
    expect(card.getByText("3 milestones")).toBeTruthy();
    expect(card.getByText("2 of 5 steps done (40%)")).toBeTruthy();
    expect(
      card.getByRole("progressbar", { name: "Progress of Go to market" }).getAttribute("aria-valuenow"),
    ).toBe("40");
    expect(screen.getByRole("button", { name: "New plan" })).toBeTruthy();

    fireEvent.click(card.getByRole("link", { name: "Go to market" }));
    const view = within(await screen.findByTestId("milestone-plan"));
    expect(router.state.location.search).toBe("?plan=p-gtm");
    expect(view.getByRole("heading", { name: "Go to market" })).toBeTruthy();
    expect(view.getByText("10 customers")).toBeTruthy();
    expect(
      view.getAllByTestId("sub-milestone").map((row) => row.querySelector("label")?.textContent),
    ).toEqual([
      "Interview 20 prospects",
      "Write the problem statement",
      "Sign three pilot agreements",
      "Run the pilots",
    ]);
  });

  it("ticks a sub-milestone and shows the plan's new progress", async () => {
    renderRoutes(routes, {
      path: `${PATH}?plan=p-gtm`,
      mocks: [plansMock([GO_TO_MARKET]), tickMock("m-sign", true, GO_TO_MARKET_SIGNED)],
    });
    const view = within(await screen.findByTestId("milestone-plan"));
    const box = view.getByRole("checkbox", { name: "Sign three pilot agreements" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(view.getByText("3 of 5 steps done (60%)")).toBeTruthy());
    expect(
      (view.getByRole("checkbox", { name: "Sign three pilot agreements" }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it("shows a plan read-only to a viewer who may not change it, with an overdue step marked", async () => {
    const readOnly = plan(
      "p-ro",
      "Hiring",
      [{ id: "m-jd", title: "Job descriptions", dueDate: "2020-01-15" }],
      { viewerCanEdit: false },
    );
    renderRoutes(routes, {
      path: `${PATH}?plan=p-ro`,
      mocks: [plansMock([readOnly], { create: false, templates: false })],
    });
    const view = within(await screen.findByTestId("milestone-plan"));
    expect((view.getByRole("checkbox", { name: "Job descriptions" }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(view.getByText("Overdue")).toBeTruthy();
    expect(view.queryByRole("button", { name: "Add a milestone" })).toBeNull();
    expect(view.queryByRole("button", { name: "Actions for Hiring" })).toBeNull();
  });

  it("says so when the plan of the address is not there", async () => {
    renderRoutes(routes, { path: `${PATH}?plan=p-gone`, mocks: [plansMock([GO_TO_MARKET])] });
    expect(await screen.findByTestId("plan-not-found")).toBeTruthy();
  });

  it("starts a new plan from a template, its fields filled from it", async () => {
    const template = plan("t-fund", "Fundraising readiness", [{ id: "t1", title: "Pitch deck" }], {
      startupId: null,
      isTemplate: true,
      goal: "Close a pre-seed round",
      unit: "EUR",
      target: 500000,
    });
    renderRoutes(routes, { path: PATH, mocks: [plansMock([]), templatesMock([template])] });
    expect(await screen.findByTestId("plans-empty")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New plan" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New milestone plan" }));
    fireEvent.click(dialog.getByTestId("plan-template"));
    fireEvent.click(await screen.findByRole("option", { name: "Fundraising readiness" }));
    await waitFor(() =>
      expect((dialog.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe(
        "Fundraising readiness",
      ),
    );
    expect((dialog.getByRole("textbox", { name: "Goal" }) as HTMLInputElement).value).toBe(
      "Close a pre-seed round",
    );
  });
});
