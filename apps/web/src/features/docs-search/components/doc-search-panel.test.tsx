import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import text from "../../../components/text-wrap.module.css";
import { renderPage } from "../../../test/render-page.tsx";
import { DocSearchPanel } from "./doc-search-panel.tsx";

// The real pages of docs/user/, indexed by the build plugin as in the app.
const search = (words: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: "Search the documentation" }), {
    target: { value: words },
  });

describe("DocSearchPanel", () => {
  it("lists the reader's pages, then the pages that match, linking to /docs/:slug", async () => {
    const onPick = vi.fn();
    renderPage(<DocSearchPanel kind="founder" onPick={onPick} />);

    expect(await screen.findByText("Pages for you")).toBeTruthy();
    search("forgotten password");
    const result = await screen.findByRole("link", { name: /Forgotten password/ });
    expect(result.getAttribute("href")).toBe("/docs/forgotten-password");
    fireEvent.click(result);
    expect(onPick).toHaveBeenCalledOnce();
  });

  it("shows the two texts of an empty result", async () => {
    renderPage(<DocSearchPanel kind="incubator" onPick={() => {}} />);
    await screen.findByText("Pages for you");

    search("qwxzzy");
    expect(screen.getByText("We found no result for your query.")).toBeTruthy();
    expect(screen.getByText((_, node) => node?.textContent === 'No results for "qwxzzy"')).toBeTruthy();
  });

  it("breaks a long word without spaces rather than let it run out of the dialog", async () => {
    renderPage(<DocSearchPanel kind="incubator" onPick={() => {}} />);
    await screen.findByText("Pages for you");

    const word = "x".repeat(120);
    search(word);
    const echo = screen.getByText(word);
    // overflow-wrap is inherited: the panel's rule reaches every text in it.
    expect(echo.closest(`.${text.wrap}`)).toBe(screen.getByTestId("docs-search-panel"));
  });

  it("keeps the pages for programme staff from founders", async () => {
    renderPage(<DocSearchPanel kind="founder" onPick={() => {}} />);
    await screen.findByText("Pages for you");
    expect(screen.queryByRole("link", { name: /Organisation settings for programme staff/ })).toBeNull();

    search("single sign-on");
    expect(screen.queryByRole("link", { name: /Organisation settings for programme staff/ })).toBeNull();
  });

  it("shows the pages for programme staff to the team", async () => {
    renderPage(<DocSearchPanel kind="incubator" onPick={() => {}} />);
    await screen.findByText("Pages for you");

    search("single sign-on");
    expect(screen.getByRole("link", { name: /Organisation settings for programme staff/ })).toBeTruthy();
  });

  it("opens the first result with Enter", async () => {
    renderPage(<DocSearchPanel kind="applicant" onPick={() => {}} />, { path: "/events" });
    await screen.findByText("Pages for you");

    search("browser");
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Enter" });
    expect(screen.getByTestId("location").textContent).toBe("/docs/supported-browsers");
  });
});
