import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { GREENLOOP, NIMBUS, startupsMock } from "../test/community.fixtures.ts";
import { StartupsPage } from "./startups-page.tsx";

const card = (name: string) => {
  const found = screen.getAllByTestId("startup-card").find((element) => element.textContent?.includes(name));
  if (!found) throw new Error(`No card for ${name}`);
  return within(found);
};

describe("StartupsPage", { timeout: 20_000 }, () => {
  it("lists the startups the server answers, with their website and people", async () => {
    renderPage(<StartupsPage />, {
      path: "/search/startups",
      mocks: [startupsMock(null, [GREENLOOP, NIMBUS])],
    });

    expect(await screen.findByText("2 startups")).toBeTruthy();
    const nimbus = card("Nimbus Analytics");
    expect(nimbus.getByRole("link", { name: "Nimbus Analytics" }).getAttribute("href")).toBe(
      "/startup/s-nimbus/file",
    );
    const website = nimbus.getByRole("link", { name: "nimbus.example (opens in a new tab)" });
    expect(website.getAttribute("href")).toBe("https://nimbus.example/");
    expect(website.getAttribute("target")).toBe("_blank");
    expect(website.getAttribute("rel")).toBe("noopener noreferrer");
    expect(nimbus.getByText("Team: Fatima Founder and Tim Berners")).toBeTruthy();
    expect(nimbus.getByTestId("card-tags").textContent).toBe("AI & dataSaaS");

    const greenloop = card("GreenLoop");
    expect(greenloop.getByText("No team members yet")).toBeTruthy();
    expect(greenloop.getAllByRole("link")).toHaveLength(1);
    expect(greenloop.queryByTestId("card-tags")).toBeNull();

    expect(screen.getByRole("tab", { name: "Startups" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "People" }).getAttribute("href")).toBe("/search/people");
  });

  it("searches by name and says when no startup matches", async () => {
    renderPage(<StartupsPage />, {
      mocks: [
        startupsMock(null, [GREENLOOP, NIMBUS]),
        startupsMock("nim", [NIMBUS]),
        startupsMock("zork", []),
      ],
    });
    expect(await screen.findByText("2 startups")).toBeTruthy();

    const search = screen.getByRole("searchbox", { name: "Search startups" });
    fireEvent.change(search, { target: { value: "nim" } });
    expect(await screen.findByText("1 startup", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText("GreenLoop")).toBeNull();

    fireEvent.change(search, { target: { value: "zork" } });
    expect(await screen.findByText("No startup matches “zork”.", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText("There is no startup in your list yet.")).toBeNull();
  });

  it("says the list is empty when the viewer may see no startup", async () => {
    renderPage(<StartupsPage />, { mocks: [startupsMock(null, [])] });
    expect(await screen.findByText("There is no startup in your list yet.")).toBeTruthy();
    expect(screen.getByText("0 startups")).toBeTruthy();
    expect(screen.queryByTestId("startup-card")).toBeNull();
  });

  it("follows a tab to the other list", async () => {
    renderPage(<StartupsPage />, { path: "/search/startups", mocks: [startupsMock(null, [NIMBUS])] });
    fireEvent.click(await screen.findByRole("tab", { name: "People" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/search/people");
  });
});
