import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { AdminCreateStartupMutation } from "../api/admin-create-startup.mutation.ts";
import { AdminStartupOptionsQuery } from "../api/admin-startup-options.query.ts";
import { AdminStartupsQuery } from "../api/admin-startups.query.ts";
import { StartupAdminPeopleQuery } from "../api/admin-startups-people.query.ts";
import { StartStartupBatchMutation } from "../api/start-startup-batch.mutation.ts";
import { StartupBatchUpdatedSubscription } from "../api/startup-batch-updated.subscription.ts";
import english from "../locales/en.json";
import { AdminStartupsPage } from "./admin-startups-page.tsx";

const item = (id: string, name: string) => ({
  __typename: "AdminStartup" as const,
  id,
  name,
  logo: null,
  foundingYear: 2021,
  createdAt: "2026-10-01T10:00:00.000Z",
  memberCount: 1,
  connectionCount: 2,
  members: [{ __typename: "StartupPerson" as const, id: "u1", fullName: "Ada Lovelace" }],
  programs: [{ __typename: "Program" as const, id: "p1", name: "Spring cohort" }],
  tags: [{ __typename: "TagCard" as const, id: "t1", name: "Fintech", color: "#336699" }],
  industries: [{ __typename: "IndustryCard" as const, id: "i1", name: "Agritech" }],
});
const LIST = {
  request: { query: AdminStartupsQuery, variables: { filter: {}, page: 1, pageSize: 25 } },
  result: {
    data: {
      adminStartups: {
        __typename: "AdminStartupsPage" as const,
        total: 2,
        page: 1,
        pageSize: 25,
        items: [item("s1", "Acme"), item("s2", "Beta")],
      },
    },
  },
};
const OPTIONS = {
  request: { query: AdminStartupOptionsQuery },
  result: {
    data: {
      programs: [{ __typename: "Program" as const, id: "p1", name: "Spring cohort" }],
      tags: [{ __typename: "Tag" as const, id: "t9", name: "Deeptech", color: "#aa3300" }],
      industries: [{ __typename: "IndustryCard" as const, id: "i1", name: "Agritech" }],
    },
  },
};
const operation = {
  __typename: "BatchOperation" as const,
  id: "op1",
  total: 2,
  succeeded: 0,
  failed: 0,
  validation: "SUCCEEDED",
  overall: "RUNNING",
};
const update = (patch: Record<string, unknown>) => ({
  request: { query: StartupBatchUpdatedSubscription, variables: { operationId: "op1" } },
  result: {
    data: {
      startupBatchOperationUpdated: {
        __typename: "StartupBatchOperationUpdate" as const,
        operationId: "op1",
        updateType: "FINISHED",
        startupId: null,
        total: 2,
        succeeded: 2,
        failed: 0,
        validation: "SUCCEEDED",
        overall: "SUCCEEDED",
        ...patch,
      },
    },
  },
});
const ADMIN = ["TAG:STARTUP:ADD", "STARTUP/ASSIGNATION_MEMBERS:EDIT", "STARTUP:DELETE", "STARTUP_FILE:VIEW"];

function start(mocks: object[], permissions = ADMIN) {
  return renderPage(
    <ViewerAccessContext value={{ permissions, featureFlags: [], planFeatures: [] }}>
      <AdminStartupsPage />
    </ViewerAccessContext>,
    {
      mocks: mocks as never,
      path: "/admin/startups",
      language: { locale: "en", messages: { ...englishMessages, ...english } },
    },
  );
}

async function chooseAll() {
  await screen.findAllByTestId("admin-startup-row");
  fireEvent.click(screen.getByRole("checkbox", { name: "Select every startup of this page" }));
  expect(screen.getByTestId("admin-startups-batch-bar").textContent).toContain("2 startups selected");
  fireEvent.click(screen.getByRole("button", { name: "Actions" }));
}

describe("AdminStartupsPage", { timeout: 30_000 }, () => {
  it("lists the startups with their cofounders, programmes, tags, industries and a link to the file", async () => {
    start([LIST, OPTIONS]);
    const rows = await screen.findAllByTestId("admin-startup-row");
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Acme" }).getAttribute("href")).toBe("/startup/s1");
    for (const text of ["Ada Lovelace", "Spring cohort", "Fintech", "Agritech"]) {
      expect(first.textContent).toContain(text);
    }
    expect(screen.getByTestId("admin-startups-count").textContent).toBe("2 startups");
    expect(screen.getByTestId("admin-startups-table")).toBeTruthy();
  });

  it("offers only the actions the role's keys allow", async () => {
    start([LIST, OPTIONS], ["STARTUP_FILE:VIEW"]);
    await chooseAll();
    const items = (await screen.findAllByRole("menuitem")).map((i) => i.textContent);
    expect(items).toEqual(["Add to a programme", "Remove from a programme"]);
  });

  it("tags the chosen startups and follows the batch on the progress card, then reads the list again", async () => {
    const tag = {
      request: {
        query: StartStartupBatchMutation,
        variables: { input: { action: "TAG", startupIds: ["s1", "s2"], tagIds: ["t9"] } },
      },
      result: { data: { startStartupBatch: operation } },
    };
    start([LIST, OPTIONS, tag, update({}), LIST]);
    await chooseAll();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Add a tag" }));
    const dialog = await screen.findByRole("dialog");
    const [tagsInput] = within(dialog)
      .getAllByLabelText(/^Tags/)
      .filter((el) => el.tagName === "INPUT");
    fireEvent.click(tagsInput as HTMLElement);
    fireEvent.click(await screen.findByRole("option", { name: "Deeptech" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Start for 2 startups" }));
    const card = await screen.findByTestId("batch-progress-card");
    await waitFor(() => expect(card.getAttribute("data-overall")).toBe("SUCCEEDED"));
    await waitFor(() => expect(screen.queryByTestId("admin-startups-batch-bar")).toBeNull());
  });

  it("asks before deleting, and says which part failed", async () => {
    const del = {
      request: {
        query: StartStartupBatchMutation,
        variables: { input: { action: "DELETE", startupIds: ["s1", "s2"] } },
      },
      result: { data: { startStartupBatch: operation } },
    };
    start([LIST, OPTIONS, del, update({ succeeded: 1, failed: 1, overall: "PARTIALLY_SUCCEEDED" }), LIST]);
    await chooseAll();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete 2 startups?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const card = await screen.findByTestId("batch-progress-card");
    await waitFor(() => expect(card.textContent).toContain("1 startups processed and 1 failed startups."));
  });

  it("creates a startup; the plan's limit is refused with the spec's message", async () => {
    const people = {
      request: { query: StartupAdminPeopleQuery, variables: { group: "COFOUNDERS", search: null } },
      result: { data: { startupAdminPeople: [] } },
    };
    const refused = {
      request: {
        query: AdminCreateStartupMutation,
        variables: { input: { name: "Gamma", memberIds: [], programIds: [] } },
      },
      result: {
        errors: [
          {
            message: "limit",
            extensions: { name: "LimitReachedError", code: "LIMIT_REACHED" },
          },
        ],
      },
    };
    start([LIST, OPTIONS, people, refused]);
    await screen.findAllByTestId("admin-startup-row");
    fireEvent.click(screen.getByRole("button", { name: "New startup" }));
    const dialog = await screen.findByRole("dialog", { name: "New startup" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Gamma" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    const alert = await screen.findByTestId("admin-create-startup-error");
    expect(alert.textContent).toBe(english["adminStartups.create.limit"]);
  });
});
