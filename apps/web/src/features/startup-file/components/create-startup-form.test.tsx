import { fireEvent, screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { CreateStartupMutation } from "../api/create-startup.mutation.ts";
import { NIMBUS_FILE } from "../test/startup-file.fixtures.ts";
import { CreateStartupForm } from "./create-startup-form.tsx";

const LIMIT =
  "The limit of the number of startups in this account has been reached. Please contact your administrator.";

const creation = (name: string, answer: { data?: object; errors?: GraphQLError[] }) => ({
  request: { query: CreateStartupMutation, variables: { input: { name } } },
  result: answer,
});

function fill(name: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: name } });
  fireEvent.click(screen.getByRole("button", { name: "Create" }));
}

describe("CreateStartupForm", () => {
  it("needs a name, then opens the new startup's file", async () => {
    const created = vi.fn();
    renderPage(<CreateStartupForm onCancel={() => {}} onCreated={created} />, {
      mocks: [
        creation("Solo Labs", {
          data: { createStartup: { ...NIMBUS_FILE, id: "s-new", name: "Solo Labs" } },
        }),
      ],
    });
    expect((screen.getByRole("button", { name: "Create" }) as HTMLButtonElement).disabled).toBe(true);
    fill("  Solo Labs ");
    expect((await screen.findByTestId("location")).textContent).toBe("/startup/s-new");
    expect(created).toHaveBeenCalledWith("s-new");
  });

  it("says the plan's limit in spec-1 §5's words and stays open", async () => {
    const limit = new GraphQLError("refused", {
      extensions: { name: "LimitReachedError", max: 2, current: 2 },
    });
    renderPage(<CreateStartupForm onCancel={() => {}} />, {
      mocks: [creation("One too many", { errors: [limit] })],
    });
    fill("One too many");
    expect((await screen.findByRole("alert")).textContent).toBe(LIMIT);
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("names any other refusal by its error name", async () => {
    const other = new GraphQLError("nope", { extensions: { name: "ForbiddenError" } });
    renderPage(<CreateStartupForm onCancel={() => {}} />, { mocks: [creation("X", { errors: [other] })] });
    fill("X");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The startup could not be created (ForbiddenError).",
    );
  });
});
