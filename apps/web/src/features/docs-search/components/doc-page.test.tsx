import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { DocPage } from "./doc-page.tsx";

const doc = (body: string) => ({
  slug: "page",
  title: "Front matter title",
  audience: [],
  summary: "S",
  body,
});

describe("DocPage", () => {
  it("renders headings, lists, links to other pages and tables", () => {
    renderPage(
      <DocPage
        doc={doc(
          "# Sessions\n\nSee [Signing in](signing-in.md).\n\n- one\n- **two**\n\n| a | b |\n|---|---|\n| c | d |",
        )}
      />,
    );

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sessions");
    expect(screen.getByRole("link", { name: "Signing in" }).getAttribute("href")).toBe("/docs/signing-in");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["one", "two"]);
    expect(screen.getByRole("cell", { name: "d" })).toBeTruthy();
  });

  it("uses the front matter title when the page has no heading of its own", () => {
    renderPage(<DocPage doc={doc("Just text.")} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Front matter title");
  });

  it("never turns the page's text into markup or script links", () => {
    const { container } = renderPage(
      <DocPage doc={doc('<img src=x onerror="alert(1)"> and [click](javascript:alert(1))')} />,
    );

    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("link", { name: "click" })).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)"> and/)).toBeTruthy();
  });
});
