import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { CustomFieldValuesQuery } from "../api/custom-field-values.query.ts";
import { CustomFieldsQuery } from "../api/custom-fields.query.ts";
import { ProfileLayoutQuery } from "../api/profile-form.query.ts";
import { StartupCustomFields } from "./startup-custom-fields.tsx";

const STAGE = {
  __typename: "CustomField" as const,
  id: "f1",
  entity: "startup" as const,
  key: "stage",
  fieldType: "text",
  label: { en: "Stage" },
  labelText: "Stage",
  description: null,
  options: null,
  validations: null,
  archived: false,
  valueCount: 1,
  position: 0,
};

const mocks = (fields: object[]) => [
  {
    request: { query: ProfileLayoutQuery, variables: { entity: "startup" } },
    result: { data: { profileForm: null } },
  },
  {
    request: { query: CustomFieldsQuery, variables: { entity: "startup", includeArchived: false } },
    result: { data: { customFields: fields } },
  },
  {
    request: { query: CustomFieldValuesQuery, variables: { entity: "startup", entityId: "s1" } },
    result: { data: { customFieldValues: { f1: { textValue: "Seed" } } } },
  },
];

function renderTab(viewerIsMember: boolean, permissions: string[], fields: object[] = [STAGE]) {
  return renderPage(
    <ViewerAccessContext value={{ permissions, featureFlags: [], planFeatures: [] }}>
      <StartupCustomFields startupId="s1" viewerIsMember={viewerIsMember} />
    </ViewerAccessContext>,
    { mocks: mocks(fields) },
  );
}

describe("StartupCustomFields", () => {
  it("shows the startup's values and lets a cofounder edit them", async () => {
    renderTab(true, []);
    expect(await screen.findByDisplayValue("Seed")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Startup profile" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Edit" })));
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("offers no edit to whom neither belongs to the startup nor edits startups", async () => {
    renderTab(false, ["STARTUP_FILE:VIEW"]);
    expect(await screen.findByDisplayValue("Seed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("says when the organisation has no startup fields", async () => {
    renderTab(false, ["STARTUP/NAME:EDIT"], []);
    expect(await screen.findByTestId("startup-custom-fields-empty")).toBeTruthy();
  });
});
