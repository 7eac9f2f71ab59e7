import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { CreateTagMutation } from "../api/create-tag.mutation.ts";
import { DeleteTagMutation } from "../api/delete-tag.mutation.ts";
import { TagsQuery } from "../api/tags.query.ts";
import { UpdateTagMutation } from "../api/update-tag.mutation.ts";
import { TagsPage } from "./tags-page.tsx";

const tag = (id: string, name: string, color: string, useCount: number) => ({
  __typename: "Tag" as const,
  id,
  kind: "topic" as const,
  name,
  color,
  useCount,
});
const FUNDRAISING = tag("t1", "Fundraising", "#2f9e44", 3);
const PRODUCT = tag("t2", "Product", "#1c7ed6", 0);
const list = (tags = [FUNDRAISING, PRODUCT]) => ({
  request: { query: TagsQuery, variables: { kind: "topic" } },
  result: { data: { tags } },
});
const EDITOR = ["TAGS_EDITOR:VIEW", "TAGS_EDITOR:CREATE", "TAGS_EDITOR:EDIT"];

function withAccess(permissions: string[], page: ReactNode) {
  return (
    <ViewerAccessContext value={{ permissions, featureFlags: [], planFeatures: [] }}>
      {page}
    </ViewerAccessContext>
  );
}

describe("TagsPage", () => {
  it("lists a kind's tags with their use counts, without actions for a viewer who may only look", async () => {
    renderPage(withAccess(["TAGS_EDITOR:VIEW"], <TagsPage kind="topic" />), { mocks: [list()] });
    const rows = await screen.findAllByTestId("setup-item");
    expect(rows.map((row) => row.textContent)).toEqual(["Fundraising3 uses", "ProductNot used"]);
    expect(screen.queryByTestId("setup-create")).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Fundraising" })).toBeNull();
  });

  it("creates a tag, checking the name and the colour first, and says when the name is taken", async () => {
    const created = tag("t3", "Legal", "#c2255c", 0);
    const taken = vi.fn(() => ({
      errors: [new GraphQLError("taken", { extensions: { name: "ConflictError", reason: "NAME_TAKEN" } })],
    }));
    const create = vi.fn(() => ({ data: { createTag: created } }));
    renderPage(withAccess(EDITOR, <TagsPage kind="topic" />), {
      mocks: [
        list(),
        {
          request: {
            query: CreateTagMutation,
            variables: { input: { kind: "topic", name: "Product", color: "#c2255c" } },
          },
          result: taken,
        },
        {
          request: {
            query: CreateTagMutation,
            variables: { input: { kind: "topic", name: "Legal", color: "#c2255c" } },
          },
          result: create,
        },
        list([FUNDRAISING, created, PRODUCT]),
      ],
    });
    await screen.findAllByTestId("setup-item");
    fireEvent.click(screen.getByTestId("setup-create"));
    const dialog = within(await screen.findByRole("dialog", { name: "New tag" }));
    const name = dialog.getByRole("textbox", { name: /Name/ });
    const colour = dialog.getByRole("textbox", { name: /Colour/ });
    fireEvent.change(colour, { target: { value: "red" } });
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Create" })));
    expect(dialog.getByText("Name is a required field")).toBeTruthy();
    expect(dialog.getByText(/Colour is not a valid colour/)).toBeTruthy();

    fireEvent.change(name, { target: { value: " Product " } });
    fireEvent.change(colour, { target: { value: "#c2255c" } });
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Create" })));
    expect(await dialog.findByText("“Product” is already in this list")).toBeTruthy();

    fireEvent.change(name, { target: { value: "Legal" } });
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Create" })));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Legal")).toBeTruthy();
  });

  it("recolours a tag", async () => {
    const update = vi.fn(() => ({ data: { updateTag: { ...PRODUCT, color: "#7048e8" } } }));
    renderPage(withAccess(EDITOR, <TagsPage kind="topic" />), {
      mocks: [
        list(),
        {
          request: {
            query: UpdateTagMutation,
            variables: { id: "t2", input: { name: "Product", color: "#7048e8" } },
          },
          result: update,
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Product" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit “Product”" }));
    fireEvent.change(dialog.getByRole("textbox", { name: /Colour/ }), { target: { value: "#7048e8" } });
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Save" })));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });

  it("says how many records lose a tag before deleting it", async () => {
    const remove = vi.fn(() => ({ data: { deleteTag: true } }));
    renderPage(withAccess(EDITOR, <TagsPage kind="topic" />), {
      mocks: [
        list(),
        { request: { query: DeleteTagMutation, variables: { id: "t1" } }, result: remove },
        list([PRODUCT]),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Fundraising" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete “Fundraising”?" }));
    expect(dialog.getByTestId("delete-in-use").textContent).toBe(
      "It is in use 3 times: deleting it removes it from all of them.",
    );
    await act(async () => fireEvent.click(dialog.getByTestId("delete-confirm")));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText("Fundraising")).toBeNull());
  });
});
