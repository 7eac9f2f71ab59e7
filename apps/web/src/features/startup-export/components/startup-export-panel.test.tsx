import { fireEvent, screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ExportStartupMutation } from "../api/export-startup.mutation.ts";
import { StartupExportsQuery } from "../api/startup-exports.query.ts";
import { exportFileName, StartupExportPanel } from "./startup-export-panel.tsx";

const view = (id: string, status: string, extra: object = {}) => ({
  __typename: "StartupExport" as const,
  id,
  status,
  error: null,
  createdAt: "2026-03-04T10:00:00Z",
  finishedAt: null,
  downloadUrl: null,
  ...extra,
});

const list = (rows: object[], delay = 0) => ({
  request: { query: StartupExportsQuery, variables: { startupId: "s1" } },
  result: { data: { startupExports: rows } },
  delay,
});

describe("StartupExportPanel", { timeout: 15_000 }, () => {
  it("names the file after the startup and the day", () => {
    expect(exportFileName("Nimbus Analytics!", "2026-03-04T10:00:00Z")).toBe(
      "Nimbus-Analytics-2026-03-04.xlsx",
    );
    expect(exportFileName("///", "2026-03-04")).toBe("startup-2026-03-04.xlsx");
  });

  it("queues an export, says it is preparing the file, then offers it", async () => {
    renderPage(<StartupExportPanel startupId="s1" name="Nimbus" />, {
      mocks: [
        list([]),
        {
          request: { query: ExportStartupMutation, variables: { startupId: "s1" } },
          result: { data: { exportStartup: view("e1", "queued") } },
        },
        list([view("e1", "running")]),
        list(
          [
            view("e1", "done", {
              finishedAt: "2026-03-04T10:01:00Z",
              downloadUrl: "/api/attachments/a1/content",
            }),
          ],
          10,
        ),
      ],
    });
    expect(await screen.findByText("You have not exported this startup yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Export to Excel" }));
    expect(await screen.findByRole("button", { name: "Preparing the file…" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(await screen.findByText("Preparing")).toBeTruthy();
    expect(await screen.findByText("Ready", undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Download the export of/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export to Excel" })).toHaveProperty("disabled", false);
  });

  it("tells a mentor that only the cofounders and the team export", async () => {
    renderPage(<StartupExportPanel startupId="s1" name="Nimbus" />, {
      mocks: [
        {
          request: { query: StartupExportsQuery, variables: { startupId: "s1" } },
          result: {
            errors: [
              new GraphQLError("Only the startup's cofounders and the team may export it", {
                extensions: { name: "ForbiddenError" },
              }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByTestId("startup-export-not-allowed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export to Excel" })).toBeNull();
  });

  it("says when an export failed", async () => {
    renderPage(<StartupExportPanel startupId="s1" name="Nimbus" />, {
      mocks: [list([view("e2", "failed", { error: "boom" })])],
    });
    expect(await screen.findByText("The export failed. Try again.")).toBeTruthy();
    expect(screen.getByText("Failed")).toBeTruthy();
  });
});
