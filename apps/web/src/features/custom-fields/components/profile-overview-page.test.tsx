import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import type { CurrentUser } from "../../session/index.ts";
import { CurrentUserContext } from "../../session/testing.ts";
import { CustomFieldsQuery } from "../api/custom-fields.query.ts";
import { ProfileLayoutQuery } from "../api/profile-form.query.ts";
import {
  CreateProfileLayoutMutation,
  PublishProfileLayoutMutation,
} from "../api/profile-layout-mutations.ts";
import { ProfileOverviewPage } from "./profile-overview-page.tsx";

const TEAM = {
  __typename: "CustomField" as const,
  id: "f1",
  entity: "startup" as const,
  key: "team_size",
  fieldType: "number",
  label: { en: "Team size" },
  labelText: "Team size",
  description: null,
  options: null,
  validations: { min: 1 },
  archived: false,
  valueCount: 1,
  position: 0,
};
const fields = {
  request: { query: CustomFieldsQuery, variables: { entity: "startup", includeArchived: false } },
  result: { data: { customFields: [TEAM] } },
};
const layout = (form: unknown) => ({
  request: { query: ProfileLayoutQuery, variables: { entity: "startup" } },
  result: { data: { profileForm: form } },
});
const definition = {
  locales: ["en"],
  title: { en: "Startup profile" },
  questions: [
    {
      id: "cf_team_size",
      questionType: "custom_field",
      behavesAs: "number",
      label: { en: "Team size" },
      customField: { entity: "startup", fieldId: "f1" },
      validations: { min: 1 },
    },
  ],
};
const version = { __typename: "FormVersion" as const, id: "v1", number: 1 };
const published = {
  __typename: "Form" as const,
  id: "form1",
  status: "published",
  currentVersion: { ...version, status: "published", definition },
  publishedVersion: { ...version, definition },
};

describe("ProfileOverviewPage", () => {
  it("creates the layout with one question per field and publishes it", async () => {
    const create = vi.fn(() => ({ data: { createForm: { __typename: "Form", id: "form1" } } }));
    const publish = vi.fn(() => ({
      data: { publishForm: { __typename: "PublishFormPayload", state: "success", fieldErrors: null } },
    }));
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
          <ProfileOverviewPage entity="startup" />
        </ViewerAccessContext>
      </CurrentUserContext>,
      {
        mocks: [
          layout(null),
          fields,
          {
            request: {
              query: CreateProfileLayoutMutation,
              variables: { input: { kind: "startup_profile", definition } },
            },
            result: create,
          },
          {
            request: { query: PublishProfileLayoutMutation, variables: { formId: "form1" } },
            result: publish,
          },
          layout(published),
          fields,
        ],
      },
    );
    expect(await screen.findByText(/This profile has no layout yet/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId("layout-create")));
    await waitFor(() => expect(publish).toHaveBeenCalled());
    expect(create).toHaveBeenCalled();
    expect(await screen.findByText("Published, version 1")).toBeTruthy();
    expect(screen.getByTestId("layout-edit").getAttribute("href")).toBe(
      "/setup/profiles/entity/form1/builder",
    );
  });
});
