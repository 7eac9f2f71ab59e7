import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { StartupTagsQuery } from "../api/startup-tags.query.ts";
import { StartupTagsBar } from "./startup-tags-bar.tsx";

type Rights = { addTags: boolean; removeTags: boolean; addIndustries: boolean; removeIndustries: boolean };
const NONE: Rights = { addTags: false, removeTags: false, addIndustries: false, removeIndustries: false };

const answer = (tags: { id: string; name: string; color: string }[] | null, rights: Rights) => ({
  request: { query: StartupTagsQuery, variables: { id: "s1" } },
  result: {
    data: {
      startupFile: {
        __typename: "StartupFile",
        id: "s1",
        tags: tags?.map((tag) => ({ __typename: "TagCard", kind: "startup", ...tag })) ?? null,
        industries: [{ __typename: "IndustryCard", id: "i1", name: "Fintech" }],
        viewerMayTag: { __typename: "StartupTagRights", ...rights },
      },
    },
  },
});

describe("StartupTagsBar", () => {
  it("shows the startup's industries and tags, and the editor to whoever may add or remove", async () => {
    renderPage(<StartupTagsBar startupId="s1" />, {
      mocks: [answer([{ id: "t1", name: "B2B", color: "#1c7ed6" }], { ...NONE, removeTags: true })],
    });
    const bar = await screen.findByTestId("startup-tags");
    expect(bar.textContent).toBe("FintechB2BEdit tags");
  });

  it("shows no editor to a viewer who may change nothing, and only the industries when the tags are hidden", async () => {
    const { unmount } = renderPage(<StartupTagsBar startupId="s1" />, {
      mocks: [answer([{ id: "t1", name: "B2B", color: "#1c7ed6" }], NONE)],
    });
    expect((await screen.findByTestId("startup-tags")).textContent).toBe("FintechB2B");
    unmount();
    renderPage(<StartupTagsBar startupId="s1" />, { mocks: [answer(null, NONE)] });
    await waitFor(() => expect(screen.queryByText("Fintech")).toBeTruthy());
    expect(screen.queryByTestId("startup-tags-edit")).toBeNull();
  });
});
