import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import type { CurrentUser } from "../../session/index.ts";
import { CurrentUserContext } from "../../session/testing.ts";
import { CustomFieldsQuery } from "../api/custom-fields.query.ts";
import { MoveCustomFieldMutation } from "../api/field-mutations.ts";
import { FieldsPage } from "./fields-page.tsx";

const field = (id: string, key: string, label: string, position: number, valueCount: number) => ({
  __typename: "CustomField" as const,
  id,
  entity: "user" as const,
  key,
  fieldType: "number",
  label: { en: label },
  labelText: label,
  description: null,
  options: null,
  validations: null,
  archived: false,
  valueCount,
  position,
});
const LINKEDIN = field("f1", "linkedin_profile", "LinkedIn profile", 0, 1);
const YEARS = field("f2", "years_of_experience", "Years of experience", 1, 2);
const LANGUAGES = field("f3", "languages_spoken", "Languages spoken", 2, 0);
const list = (fields: unknown[]) => ({
  request: { query: CustomFieldsQuery, variables: { entity: "user", includeArchived: false } },
  result: { data: { customFields: fields } },
});

function as(roleType: string, flags: string[], page: ReactNode) {
  const user = { id: "u1", role: { type: roleType } } as unknown as CurrentUser;
  return (
    <CurrentUserContext value={user}>
      <ViewerAccessContext
        value={{ permissions: [], featureFlags: flags, planFeatures: ["customFieldEditing"] }}
      >
        {page}
      </ViewerAccessContext>
    </CurrentUserContext>
  );
}

describe("FieldsPage", () => {
  it("lists the fields with their value counts, without actions when the custom fields edit feature is off", async () => {
    renderPage(as("Admin", [], <FieldsPage />), { mocks: [list([LINKEDIN, YEARS, LANGUAGES])] });
    const table = within(await screen.findByTestId("fields-table"));
    expect(table.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "FieldTypeValuesActions",
      "LinkedIn profilelinkedin_profileNumber1 profile",
      "Years of experienceyears_of_experienceNumber2 profiles",
      "Languages spokenlanguages_spokenNumber0 profiles",
    ]);
    expect(screen.queryByTestId("field-create")).toBeNull();
    expect(screen.queryByRole("button", { name: "Move to…" })).toBeNull();
  });

  it("moves a field to another place with the keyboard-friendly Move to… dialog", async () => {
    const move = vi.fn(() => ({ data: { moveCustomField: { ...LANGUAGES, position: 0 } } }));
    renderPage(as("Staff", ["customFieldsEdit"], <FieldsPage />), {
      mocks: [
        list([LINKEDIN, YEARS, LANGUAGES]),
        { request: { query: MoveCustomFieldMutation, variables: { id: "f3", position: 0 } }, result: move },
        list([
          { ...LANGUAGES, position: 0 },
          { ...LINKEDIN, position: 1 },
          { ...YEARS, position: 2 },
        ]),
      ],
    });
    expect(await screen.findByTestId("field-create")).toBeTruthy();
    fireEvent.click(
      within(await screen.findByTestId("field-row-languages_spoken")).getByRole("button", {
        name: "Move to…",
      }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Move “Languages spoken”" }));
    const place = dialog.getByRole("combobox", { name: "New place" });
    expect((place as HTMLSelectElement).value).toBe("2");
    fireEvent.change(place, { target: { value: "0" } });
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Move" })));
    await waitFor(() => expect(move).toHaveBeenCalled());
    await waitFor(() => expect(screen.getAllByRole("row")[1]?.textContent).toContain("Languages spoken"));
  });
});
