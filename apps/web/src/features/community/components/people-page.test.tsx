import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { CARL, FATIMA, MARGARET, peopleMock, person } from "../test/community.fixtures.ts";
import { PeoplePage } from "./people-page.tsx";

const card = (name: string) => {
  const found = screen.getAllByTestId("person-card").find((element) => element.textContent?.includes(name));
  if (!found) throw new Error(`No card for ${name}`);
  return found;
};

describe("PeoplePage", { timeout: 20_000 }, () => {
  it("shows the people the server lists, with their role label, and the total", async () => {
    renderPage(<PeoplePage />, {
      path: "/search/people",
      mocks: [peopleMock(null, [CARL, FATIMA, MARGARET], { total: 11 })],
    });

    expect(await screen.findByText("11 people")).toBeTruthy();
    expect(screen.getAllByTestId("person-card")).toHaveLength(3);
    const carl = within(card("Carl Coachman"));
    expect(carl.getByText("Coach")).toBeTruthy();
    expect(carl.getByText("Helps founders find their first customers")).toBeTruthy();
    expect(card("Carl Coachman").getAttribute("href")).toBe("/profile/u-carl");
    // The server's label: a cofounder alone in their startup is a "Founder".
    expect(within(card("Fatima Founder")).getByText("Founder")).toBeTruthy();
    expect(within(card("Fatima Founder")).getByText("FF")).toBeTruthy();

    expect(screen.getByRole("tab", { name: "People" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Startups" }).getAttribute("href")).toBe("/search/startups");
  });

  it("sends what the user types as the search, after a pause", async () => {
    renderPage(<PeoplePage />, {
      mocks: [peopleMock(null, [CARL, FATIMA, MARGARET]), peopleMock("margaret", [MARGARET])],
    });
    expect(await screen.findByText("3 people")).toBeTruthy();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search people" }), {
      target: { value: " margaret " },
    });
    // The list waits for the typing to stop.
    expect(screen.getByText("3 people")).toBeTruthy();
    expect(await screen.findByText("1 person", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getAllByTestId("person-card")).toHaveLength(1);
    expect(screen.getByText("Margaret Hamilton")).toBeTruthy();
    expect(screen.queryByText("Carl Coachman")).toBeNull();
  });

  it("starts from the search in the address (/search?q= redirects there)", async () => {
    renderPage(<PeoplePage />, {
      path: "/search/people?q=margaret",
      mocks: [peopleMock("margaret", [MARGARET])],
    });
    expect(await screen.findByText("1 person")).toBeTruthy();
    expect(screen.getByText("Margaret Hamilton")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search people" }) as HTMLInputElement).value).toBe(
      "margaret",
    );
  });

  it("says so when nobody matches the search, and clears it", async () => {
    renderPage(<PeoplePage />, {
      mocks: [peopleMock(null, [CARL]), peopleMock("zork", [])],
    });
    expect(await screen.findByText("1 person")).toBeTruthy();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search people" }), { target: { value: "zork" } });
    expect(
      await screen.findByText("Nobody in your community matches “zork”.", {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText("0 people")).toBeTruthy();
    expect(screen.queryByText("There is nobody in your community list yet.")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    expect(await screen.findByText("Carl Coachman", {}, { timeout: 3000 })).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search people" }) as HTMLInputElement).value).toBe("");
  });

  it("says the list is empty when the viewer may see nobody", async () => {
    renderPage(<PeoplePage />, { mocks: [peopleMock(null, [])] });
    expect(await screen.findByText("There is nobody in your community list yet.")).toBeTruthy();
    expect(screen.getByText("0 people")).toBeTruthy();
    expect(screen.queryByTestId("person-card")).toBeNull();
    expect(screen.queryByRole("button", { name: "Clear the search" })).toBeNull();
  });

  it("pages through the directory, 24 people a page", async () => {
    const many = Array.from({ length: 24 }, (_, index) => person(`u-${index}`, `Person ${index}`, "Mentor"));
    renderPage(<PeoplePage />, {
      mocks: [
        peopleMock(null, many, { total: 26 }),
        peopleMock(null, [CARL, MARGARET], { offset: 24, total: 26 }),
      ],
    });
    expect(await screen.findByText("26 people")).toBeTruthy();
    expect(screen.getAllByTestId("person-card")).toHaveLength(24);

    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Carl Coachman")).toBeTruthy();
    expect(screen.queryByText("Person 0")).toBeNull();
  });

  it("shows a failed load in an alert", async () => {
    renderPage(<PeoplePage />, {
      mocks: [
        {
          request: peopleMock(null, []).request,
          result: { errors: [{ message: "Not signed in", extensions: { name: "AuthenticationError" } }] },
        },
      ],
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The community list could not be loaded")).toBeTruthy();
    expect(within(alert).getByText("Not signed in")).toBeTruthy();
    expect(screen.queryByText("There is nobody in your community list yet.")).toBeNull();
  });
});
