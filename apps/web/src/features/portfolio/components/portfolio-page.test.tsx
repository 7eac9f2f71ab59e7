import { fireEvent, screen, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import {
  CARL,
  connection,
  GREENLOOP,
  MARGARET,
  NIMBUS,
  portfolioMock,
  startup,
  viewerMock,
} from "../test/portfolio.fixtures.ts";
import { PortfolioPage } from "./portfolio-page.tsx";

/** The address as the page left it (its search and page live there). */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

const render = (mocks: Parameters<typeof renderPage>[1], path = "/coaching") =>
  renderPage(
    <>
      <PortfolioPage />
      <Address />
    </>,
    { path, ...mocks },
  );

const card = (name: string) => {
  const found = screen
    .getAllByTestId("portfolio-startup")
    .find((element) => element.textContent?.includes(name));
  if (!found) throw new Error(`No card for ${name}`);
  return within(found);
};

describe("PortfolioPage", { timeout: 20_000 }, () => {
  it("lists the startups with their cofounders, programmes and coaching hours", async () => {
    render({ mocks: [viewerMock(), portfolioMock("", [GREENLOOP, NIMBUS])] });

    expect(await screen.findByText("2 startups")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Startup Portfolio" })).toBeTruthy();
    const nimbus = card("Nimbus Analytics");
    expect(nimbus.getByRole("link", { name: "Nimbus Analytics" }).getAttribute("href")).toBe(
      "/startup/s-nimbus/file",
    );
    expect(nimbus.getByText("Cofounders: Fatima Founder and Tim Berners")).toBeTruthy();
    expect(nimbus.getByText("Spring Cohort")).toBeTruthy();
    expect(nimbus.getByRole("link", { name: "Carl Coachman" }).getAttribute("href")).toBe(
      "/profile/u-carl/show",
    );
    expect(nimbus.getByText("Coach")).toBeTruthy();
    expect(nimbus.getByTestId("hours-remaining").textContent).toBe("3 h 30 min remaining");
    expect(await nimbus.findByRole("button", { name: "Book a session with Carl Coachman" })).toBeTruthy();

    const greenloop = card("GreenLoop");
    expect(greenloop.getByText("No cofounders yet")).toBeTruthy();
    expect(greenloop.getByTestId("connections-empty")).toBeTruthy();
  });

  it("opens the booking modal with the connection's user, durations and the startup", async () => {
    render({ mocks: [viewerMock(), portfolioMock("", [NIMBUS])] });
    fireEvent.click(await screen.findByRole("button", { name: "Book a session with Carl Coachman" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Book a session" }));
    expect(dialog.getByRole("button", { name: "30 minute meeting" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "60 minute meeting" })).toBeTruthy();
    expect(dialog.getByText(/Carl Coachman/)).toBeTruthy();
  });

  it("says 'No hours left' instead of booking when the allocation is used up", async () => {
    const spent = connection({
      minutesUsed: 300,
      minutesPending: 0,
      minutesRemaining: 0,
      availableDurationsInMins: [],
    });
    const other = connection({ id: "c-mentor", assignedUser: MARGARET, takesBookings: false });
    render({
      mocks: [viewerMock(), portfolioMock("", [startup("s-nimbus", "Nimbus Analytics", [spent, other])])],
    });
    const rows = await screen.findAllByTestId("connection");
    // The booking part waits for the viewer query (who may book), which can answer after the list.
    expect(await within(rows[0] as HTMLElement).findByText("No hours left")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByTestId("hours-remaining").textContent).toBe("0 min remaining");
    // The mentor takes no bookings: neither a button nor 'No hours left'.
    expect(within(rows[1] as HTMLElement).queryByRole("button")).toBeNull();
    expect(within(rows[1] as HTMLElement).queryByText("No hours left")).toBeNull();
    expect(screen.queryByRole("button", { name: /Book a session/ })).toBeNull();
  });

  it("offers the coach no booking with themselves", async () => {
    render({ mocks: [viewerMock(CARL.id, CARL.fullName), portfolioMock("", [NIMBUS])] });
    expect(await screen.findByText("1 startup")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /Book a session/ })).toBeNull();
  });

  it("searches by name, keeps the search in the address, and says when nothing matches", async () => {
    render({
      mocks: [
        viewerMock(),
        portfolioMock("", [GREENLOOP, NIMBUS]),
        portfolioMock("nim", [NIMBUS]),
        portfolioMock("zork", []),
      ],
    });
    expect(await screen.findByText("2 startups")).toBeTruthy();

    const search = screen.getByRole("searchbox", { name: "Search startups" });
    fireEvent.change(search, { target: { value: "nim" } });
    expect(await screen.findByText("1 startup", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId("address").textContent).toBe("/coaching?q=nim");
    expect(screen.queryByText("GreenLoop")).toBeNull();

    fireEvent.change(search, { target: { value: "zork" } });
    expect(await screen.findByText("No startup matches “zork”.", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId("address").textContent).toBe("/coaching?q=zork");

    fireEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    expect(await screen.findByText("2 startups", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId("address").textContent).toBe("/coaching");
  });

  it("opens with the search and page of the address, and pages on", async () => {
    render(
      {
        mocks: [
          viewerMock(),
          portfolioMock("nim", [NIMBUS], { page: 2, total: 11 }),
          portfolioMock("nim", [GREENLOOP], { page: 1, total: 11 }),
        ],
      },
      "/coaching?q=nim&page=2",
    );
    expect(await screen.findByText("11 startups")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search startups" }) as HTMLInputElement).value).toBe(
      "nim",
    );
    expect(screen.getByText("Nimbus Analytics")).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole("navigation", { name: "Portfolio pages" })).getByRole("button", {
        name: "Page 1",
      }),
    );
    expect(await screen.findByText("GreenLoop")).toBeTruthy();
    expect(screen.getByTestId("address").textContent).toBe("/coaching?q=nim");
  });

  it("says the portfolio is empty when the viewer follows no startup", async () => {
    render({ mocks: [viewerMock(), portfolioMock("", [])] });
    expect(await screen.findByText("There is no startup in your portfolio yet.")).toBeTruthy();
    expect(screen.queryByTestId("portfolio-startup")).toBeNull();
  });

  it("says when the portfolio cannot be loaded, and tries again", async () => {
    render({
      mocks: [
        viewerMock(),
        {
          request: {
            query: portfolioMock("", []).request.query,
            variables: portfolioMock("", []).request.variables,
          },
          error: new Error("Network down"),
        },
        portfolioMock("", [NIMBUS]),
      ],
    });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText("The portfolio could not be loaded")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Nimbus Analytics")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
