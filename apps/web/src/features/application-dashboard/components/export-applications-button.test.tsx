import { fireEvent, screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ApplicationExportQuery } from "../api/application-export.query.ts";
import { ExportApplicationsMutation } from "../api/export-applications.mutation.ts";
import { ExportApplicationsButton, exportFilterOf } from "./export-applications-button.tsx";

const view = (status: string, extra: object = {}) => ({
  __typename: "ApplicationExport" as const,
  id: "x1",
  status,
  rowCount: null,
  error: null,
  finishedAt: null,
  downloadUrl: null,
  ...extra,
});

const overviewFilter = { funnelIds: ["f1"], statuses: ["under_review"], sort: "NEWEST", search: undefined };

describe("ExportApplicationsButton", { timeout: 15_000 }, () => {
  it("takes the overview's filter without its sort", () => {
    expect(exportFilterOf(overviewFilter)).toEqual({ funnelIds: ["f1"], statuses: ["under_review"] });
    expect(exportFilterOf(null)).toEqual({});
  });

  it("says it is preparing the file, then offers it", async () => {
    renderPage(<ExportApplicationsButton filter={overviewFilter} />, {
      mocks: [
        {
          request: {
            query: ExportApplicationsMutation,
            variables: { filter: { funnelIds: ["f1"], statuses: ["under_review"] } },
          },
          result: { data: { exportApplications: view("queued") } },
        },
        {
          request: { query: ApplicationExportQuery, variables: { id: "x1" } },
          result: { data: { applicationExport: view("running") } },
        },
        {
          request: { query: ApplicationExportQuery, variables: { id: "x1" } },
          result: {
            data: {
              applicationExport: view("done", {
                rowCount: 3,
                finishedAt: "2026-03-04T10:00:00Z",
                downloadUrl: "/api/attachments/a1/content",
              }),
            },
          },
          delay: 10,
        },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Export to Excel" }));
    expect(await screen.findByText("Preparing the file…")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Preparing the file…" })).toHaveProperty("disabled", true);
    expect(
      await screen.findByText("The file is ready: 3 applications", undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download the Excel file" })).toBeTruthy();
  });

  it("says when the plan has no bulk export", async () => {
    renderPage(<ExportApplicationsButton filter={{}} />, {
      mocks: [
        {
          request: { query: ExportApplicationsMutation, variables: { filter: {} } },
          result: {
            errors: [
              new GraphQLError("This feature is not available in your selected plan", {
                extensions: { name: "ForbiddenError", reason: "PLAN" },
              }),
            ],
          },
        },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Export to Excel" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This feature is not available in your selected plan",
    );
  });
});
