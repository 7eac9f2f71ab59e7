import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { StartupApplicationsQuery } from "../api/startup-applications.query.ts";
import { StartupApplications } from "./startup-applications.tsx";

const row = (extra: object) => ({
  __typename: "StartupApplication" as const,
  id: "a1",
  funnelName: "Accelerator 2027",
  roundName: "Intake",
  roundPosition: 1,
  status: "accepted",
  createdAt: "2026-01-01T10:00:00Z",
  submittedAt: "2026-01-02T10:00:00Z",
  decidedAt: "2026-02-01T10:00:00Z",
  applicantName: "Ada Founder",
  link: "/application/a1",
  staffView: true,
  ...extra,
});

const answer = (rows: object[]) => [
  {
    request: { query: StartupApplicationsQuery, variables: { startupId: "s1" } },
    result: { data: { startupApplications: rows } },
  },
];

describe("StartupApplications", () => {
  it("lists staff rows with their status and a link to each application's file", async () => {
    renderPage(<StartupApplications startupId="s1" />, {
      mocks: answer([
        row({}),
        row({
          id: "a2",
          status: "pending_decision",
          submittedAt: null,
          decidedAt: null,
          link: "/application/a2",
        }),
      ]),
    });
    const rows = await screen.findAllByTestId("startup-application-row");
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(
      first.getByRole("link", { name: "Open the application to Accelerator 2027" }).getAttribute("href"),
    ).toBe("/application/a1");
    expect(first.getByText("Accepted")).toBeTruthy();
    expect(first.getByText("1. Intake")).toBeTruthy();
    expect(first.getByText("Ada Founder")).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText("Decision needed")).toBeTruthy();
    expect(second.getByText("Not submitted")).toBeTruthy();
  });

  it("shows a row without a link or applicant to whom may not open it", async () => {
    renderPage(<StartupApplications startupId="s1" />, {
      mocks: answer([row({ applicantName: null, link: null, staffView: false, status: "under_review" })]),
    });
    const [only] = await screen.findAllByTestId("startup-application-row");
    expect(within(only as HTMLElement).queryByRole("link")).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Applicant" })).toBeNull();
    expect(within(only as HTMLElement).getByText("Under review")).toBeTruthy();
  });

  it("says when the startup has no applications", async () => {
    renderPage(<StartupApplications startupId="s1" />, { mocks: answer([]) });
    expect(await screen.findByText("This startup has no applications.")).toBeTruthy();
  });
});
