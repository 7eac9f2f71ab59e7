import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ToastStack } from "../../../components/feedback/toast-stack.tsx";
import { renderRoutes } from "../../../test/render-routes.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import type { CurrentUser } from "../../session/index.ts";
import { CurrentUserContext } from "../../session/testing.ts";
import { MilestoneStartupsQuery } from "../api/milestone-startups.query.ts";
import { ApplyMilestoneTemplateMutation } from "../api/plan-mutations.ts";
import { plan, templatesMock } from "../test/milestones.fixtures.ts";
import { TemplatesPage } from "./templates-page.tsx";

const TEMPLATE = plan(
  "t-gtm",
  "Go to market",
  [{ id: "t1", title: "Customer discovery", subs: [{ id: "t2", title: "Interview 20 prospects" }] }],
  {
    startupId: null,
    isTemplate: true,
  },
);

const startups = (ids: string[]) =>
  ids.map((id) => ({ __typename: "StartupListItem" as const, id, name: id.slice(2) }));

function page(permissions: string[]) {
  return (
    <CurrentUserContext value={{ role: { type: "Admin" } } as CurrentUser}>
      <ViewerAccessContext value={{ permissions, featureFlags: ["milestones"], planFeatures: [] }}>
        <TemplatesPage />
        <ToastStack />
      </ViewerAccessContext>
    </CurrentUserContext>
  );
}

const PATH = "/admin/programs/incubator-plans";

describe("TemplatesPage", { timeout: 20_000 }, () => {
  it("applies a template to the startups chosen and says how many got a plan", async () => {
    const mocks = [
      templatesMock([TEMPLATE]),
      {
        request: { query: MilestoneStartupsQuery },
        result: { data: { startups: startups(["s-Nimbus", "s-GreenLoop"]) } },
        maxUsageCount: 3,
      },
      {
        request: {
          query: ApplyMilestoneTemplateMutation,
          variables: { templateId: "t-gtm", startupIds: ["s-Nimbus", "s-GreenLoop"] },
        },
        result: {
          data: {
            applyMilestoneTemplate: ["s-Nimbus", "s-GreenLoop"].map((startupId, i) => ({
              __typename: "MilestonePlan" as const,
              id: `p-${i}`,
              startupId,
            })),
          },
        },
      },
    ];
    renderRoutes([{ path: PATH, element: page(["STARTUP_MILESTONE:CREATE", "STARTUP_MILESTONE:EDIT"]) }], {
      path: `${PATH}?plan=t-gtm`,
      mocks,
    });
    const view = within(await screen.findByTestId("milestone-plan"));
    // A template has no done state: its milestones are listed, not ticked.
    expect(view.queryByRole("checkbox")).toBeNull();
    expect(view.getByTestId("sub-milestone").textContent).toContain("Interview 20 prospects");
    fireEvent.click(view.getByRole("button", { name: "Apply to startups" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Apply Go to market to startups" }));
    const picker = dialog.getByTestId("apply-startups");
    for (const name of ["Nimbus", "GreenLoop"]) {
      fireEvent.click(picker);
      fireEvent.click(await screen.findByRole("option", { name }));
    }
    expect(dialog.getByText("2 startups chosen")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("2 startups have a new plan from Go to market.")).toBeTruthy();
  });

  it("offers no writing to a viewer without the keys", async () => {
    renderRoutes([{ path: PATH, element: page([]) }], {
      path: PATH,
      mocks: [templatesMock([{ ...TEMPLATE, viewerCanEdit: false }])],
    });
    expect(await screen.findByTestId("plan-card")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New template" })).toBeNull();
  });
});
