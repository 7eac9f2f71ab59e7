import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { CreateDocumentFolderMutation } from "../api/document-folder.mutations.ts";
import {
  DeleteStartupDocumentMutation,
  UpdateStartupDocumentMutation,
} from "../api/startup-document.mutations.ts";
import { StartupDocumentsQuery } from "../api/startup-documents.query.ts";
import { StartupDocuments } from "./startup-documents.tsx";

const STARTUP = "s-nimbus";

const document = (id: string, name: string, folderId: string | null, sizeBytes: number) => ({
  __typename: "StartupDocument" as const,
  id,
  folderId,
  name,
  description: null,
  sizeBytes,
  contentType: "application/pdf",
  kind: "file",
  fileName: `${name}`,
  url: `/api/attachments/a-${id}/content`,
  uploadedByName: "Fatima Founder",
  createdAt: "2026-03-02T10:00:00.000Z",
});

const listing = (canEdit: boolean, folders = [{ id: "f-legal", name: "Legal", documentCount: 1 }]) => ({
  data: {
    startupDocuments: {
      __typename: "StartupDocuments" as const,
      startupId: STARTUP,
      canEdit,
      folders: folders.map((f) => ({ __typename: "StartupDocumentFolder" as const, ...f })),
      documents: [
        document("d-deck", "Pitch deck.pdf", null, 2.4 * 1024 * 1024),
        document("d-statutes", "Statutes.pdf", "f-legal", 80 * 1024),
      ],
    },
    planInfo: { __typename: "PlanInfo" as const, maxFileSize: 25 * 1024 * 1024 },
  },
});

const listMock = (canEdit: boolean, folders?: { id: string; name: string; documentCount: number }[]) => ({
  request: { query: StartupDocumentsQuery, variables: { startupId: STARTUP } },
  result: listing(canEdit, folders),
});

describe("StartupDocuments", () => {
  it("lists every document with its folder, size, uploader and date, and filters by folder", async () => {
    renderPage(<StartupDocuments startupId={STARTUP} />, { mocks: [listMock(true)] });
    const table = within(await screen.findByTestId("documents-table"));
    const rows = table.getAllByTestId("startup-document");
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Pitch deck\.pdf.*Not in a folder.*2\.4 MB.*Fatima Founder.*Mar 2, 2026/),
      expect.stringMatching(/Statutes\.pdf.*Legal.*80 kB/),
    ]);
    expect(screen.getByText(/up to 25 MB each/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Legal/ }));
    const filtered = within(await screen.findByTestId("documents-table"));
    expect(filtered.getAllByTestId("startup-document").map((r) => r.textContent)).toEqual([
      expect.stringContaining("Statutes.pdf"),
    ]);
    expect(filtered.queryByText("Folder")).toBeNull();
  });

  it("creates a folder and says a taken name beside the field", async () => {
    const created = vi.fn(() => ({
      data: {
        createDocumentFolder: {
          __typename: "StartupDocumentFolder" as const,
          id: "f-finance",
          name: "Finance",
        },
      },
    }));
    renderPage(<StartupDocuments startupId={STARTUP} />, {
      mocks: [
        listMock(true),
        {
          request: { query: CreateDocumentFolderMutation, variables: { startupId: STARTUP, name: "Legal" } },
          result: {
            errors: [
              new GraphQLError("This startup already has a folder with this name", {
                extensions: {
                  name: "ValidationError",
                  fieldErrors: [{ path: "name", code: "INVALID", params: { reason: "NAME_TAKEN" } }],
                },
              }),
            ],
          },
        },
        {
          request: {
            query: CreateDocumentFolderMutation,
            variables: { startupId: STARTUP, name: "Finance" },
          },
          result: created,
        },
        listMock(true, [
          { id: "f-finance", name: "Finance", documentCount: 0 },
          { id: "f-legal", name: "Legal", documentCount: 1 },
        ]),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "New folder" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New folder" }));
    const name = dialog.getByRole("textbox", { name: "Name" });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("A name is required")).toBeTruthy();
    fireEvent.change(name, { target: { value: " Legal " } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("This startup already has a folder with this name")).toBeTruthy();
    fireEvent.change(name, { target: { value: "Finance" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByTestId("documents-empty")).toBeTruthy();
    expect(screen.getByText("Nothing here. Choose another folder, or add a document.")).toBeTruthy();
  });

  it("moves a document to a folder and deletes one after asking", async () => {
    const updated = vi.fn(() => ({
      data: {
        updateStartupDocument: {
          __typename: "StartupDocument" as const,
          id: "d-deck",
          name: "Pitch deck.pdf",
          description: "Seed round",
          folderId: "f-legal",
        },
      },
    }));
    const deleted = vi.fn(() => ({ data: { deleteStartupDocument: true } }));
    renderPage(<StartupDocuments startupId={STARTUP} />, {
      mocks: [
        listMock(true),
        {
          request: {
            query: UpdateStartupDocumentMutation,
            variables: {
              id: "d-deck",
              input: { name: "Pitch deck.pdf", description: "Seed round", folderId: "f-legal" },
            },
          },
          result: updated,
        },
        listMock(true),
        {
          request: { query: DeleteStartupDocumentMutation, variables: { id: "d-statutes" } },
          result: deleted,
        },
        listMock(true),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Pitch deck.pdf" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Rename or move" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Rename or move" }));
    fireEvent.change(dialog.getByRole("textbox", { name: "Description" }), {
      target: { value: "Seed round" },
    });
    fireEvent.click(dialog.getByRole("combobox", { name: "Folder" }));
    fireEvent.click(await screen.findByRole("option", { name: "Legal" }));
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(updated).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Actions for Statutes.pdf" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete document" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Delete this document?" }));
    expect(confirm.getByText(/“Statutes.pdf” and its file will be deleted/)).toBeTruthy();
    fireEvent.click(confirm.getByRole("button", { name: "Delete document" }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
  });

  it("lets a reader download but not upload, file or change", async () => {
    renderPage(<StartupDocuments startupId={STARTUP} />, { mocks: [listMock(false)] });
    await screen.findByTestId("documents-table");
    expect(screen.queryByTestId("file-upload-zone")).toBeNull();
    expect(screen.queryByRole("button", { name: "New folder" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Actions for the folder Legal" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Actions for Pitch deck.pdf" }));
    expect(await screen.findByRole("menuitem", { name: "Download" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Delete document" })).toBeNull();
  });

  it("says so when a startup has no documents and the viewer can add none", async () => {
    const empty = listing(false, []);
    empty.data.startupDocuments.documents = [];
    renderPage(<StartupDocuments startupId={STARTUP} />, {
      mocks: [
        { request: { query: StartupDocumentsQuery, variables: { startupId: STARTUP } }, result: empty },
      ],
    });
    expect(await screen.findByText("This startup has no documents yet.")).toBeTruthy();
    // Without folders, "Not in a folder" would list the same documents as "All documents".
    expect(screen.getByRole("button", { name: /All documents/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Not in a folder/ })).toBeNull();
  });
});
