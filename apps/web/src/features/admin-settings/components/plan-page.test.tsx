import { screen, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { IncubatorFullPlanInfoQuery } from "../api/incubator-full-plan-info.query.ts";
import { PlanPage } from "./plan-page.tsx";

const plan = {
  __typename: "IncubatorFullPlanInfo" as const,
  name: "Growth",
  maxFileSize: 25 * 1024 * 1024,
  features: [
    { __typename: "PlanFeature" as const, name: "dataAssets", enabled: true },
    { __typename: "PlanFeature" as const, name: "customRoles", enabled: false },
  ],
  limits: [
    { __typename: "PlanLimit" as const, name: "employee", max: 25, current: 5 },
    { __typename: "PlanLimit" as const, name: "evaluator", max: 2, current: 2 },
    { __typename: "PlanLimit" as const, name: "startup", max: 0, current: 7 },
  ],
};

const query = { query: IncubatorFullPlanInfoQuery };

describe("PlanPage", () => {
  it("shows the plan, what it includes and each limit's use", async () => {
    renderPage(<PlanPage />, {
      mocks: [{ request: query, result: { data: { incubatorFullPlanInfo: plan } } }],
    });

    expect(await screen.findByRole("heading", { level: 2, name: "Your plan: Growth" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Plan" })).toBeTruthy();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === "P" && element.textContent === "Largest upload: 25 MB",
      ),
    ).toBeTruthy();

    const features = within(screen.getByRole("region", { name: "Features" })).getAllByRole("listitem");
    expect(features.map((item) => item.textContent)).toEqual([
      "Data assetsIncluded",
      "Custom rolesNot included",
    ]);

    const limits = screen.getByRole("region", { name: "Limits" });
    expect(within(limits).getByText("5 of 25")).toBeTruthy();
    expect(within(limits).getByText("7, unlimited")).toBeTruthy();
    const bars = within(limits).getAllByRole("progressbar");
    expect(bars.map((bar) => [bar.getAttribute("aria-label"), bar.getAttribute("aria-valuenow")])).toEqual([
      ["Team members", "20"],
      ["Evaluators", "100"],
    ]);
  });

  it("says why the plan could not be loaded", async () => {
    renderPage(<PlanPage />, {
      mocks: [
        {
          request: query,
          result: { errors: [new GraphQLError("Not allowed", { extensions: { name: "ForbiddenError" } })] },
        },
      ],
    });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The settings could not be loaded: Not allowed",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
