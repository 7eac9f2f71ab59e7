import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import type { CurrentUser } from "../../session/index.ts";
import { CurrentUserContext } from "../../session/testing.ts";
import { CreateCustomFieldMutation } from "../api/field-mutations.ts";
import { FieldEditorPage } from "./field-editor-page.tsx";

const input = (key: string) => ({
  entity: "user",
  key,
  fieldType: "text_link",
  label: { en: "GitHub profile" },
  description: null,
  options: null,
  validations: {},
});
const made = {
  __typename: "CustomField" as const,
  id: "f9",
  entity: "user" as const,
  key: "github",
  fieldType: "text_link",
  label: { en: "GitHub profile" },
  labelText: "GitHub profile",
  description: null,
  options: null,
  validations: {},
  archived: false,
  valueCount: 0,
  position: 3,
};

describe("FieldEditorPage", () => {
  // Mantine's autosizing textarea listens to document.fonts, which jsdom lacks.
  beforeAll(() => {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(document, "fonts");
  });

  it("makes the key from the English label, says a taken key under it, and returns to the list once created", async () => {
    const taken = vi.fn(() => ({
      errors: [
        new GraphQLError("taken", {
          extensions: {
            name: "ValidationError",
            fields: { key: "Another user field has the key" },
            fieldErrors: [{ path: "key", code: "INVALID", params: { reason: "KEY_TAKEN" } }],
          },
        }),
      ],
    }));
    const create = vi.fn(() => ({ data: { createCustomField: made } }));
    const user = { id: "u1", role: { type: "Admin" } } as unknown as CurrentUser;
    renderPage(
      <CurrentUserContext value={user}>
        <ViewerAccessContext
          value={{
            permissions: [],
            featureFlags: ["customFieldsEdit"],
            planFeatures: ["customFieldEditing"],
          }}
        >
          <FieldEditorPage id="new" />
        </ViewerAccessContext>
      </CurrentUserContext>,
      {
        path: "/setup/fields/new?entity=user",
        mocks: [
          {
            request: { query: CreateCustomFieldMutation, variables: { input: input("github_profile") } },
            result: taken,
          },
          {
            request: { query: CreateCustomFieldMutation, variables: { input: input("github") } },
            result: create,
          },
        ],
      },
    );
    fireEvent.change(await screen.findByTestId("field-type"), { target: { value: "text_link" } });
    fireEvent.change(screen.getByTestId("field-label-en"), { target: { value: "GitHub profile" } });
    expect((screen.getByTestId("field-key") as HTMLInputElement).value).toBe("github_profile");
    await act(async () => fireEvent.click(screen.getByTestId("field-save")));
    expect(await screen.findByText("Another field already has this key.")).toBeTruthy();
    fireEvent.change(screen.getByTestId("field-key"), { target: { value: "github" } });
    // The label no longer changes a key that was typed.
    fireEvent.change(screen.getByTestId("field-label-en"), { target: { value: "GitHub profile" } });
    await act(async () => fireEvent.click(screen.getByTestId("field-save")));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/setup/fields?entity=user"));
    expect(create).toHaveBeenCalled();
  });
});
