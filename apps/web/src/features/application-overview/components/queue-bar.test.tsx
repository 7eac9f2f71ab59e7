import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { ApplicationQueueQuery } from "../api/application-queue.query.ts";
import { rememberFilter } from "../lib/filters.ts";
import english from "../locales/en.json";
import { QueueBar } from "./queue-bar.tsx";

const queue = (filter: object, answer: object) => ({
  request: { query: ApplicationQueueQuery, variables: { filter, applicationId: "a5" } },
  result: { data: { applicationQueue: { __typename: "ApplicationQueue" as const, ...answer } } },
});

function start(mocks: object[], permissions = ["APPLICATION_OVERVIEW/QUEUE_BAR:VIEW"]) {
  return renderPage(
    <ViewerAccessContext value={{ permissions, featureFlags: [], planFeatures: [] }}>
      <QueueBar applicationId="a5" />
    </ViewerAccessContext>,
    { mocks: mocks as never, language: { locale: "en", messages: { ...englishMessages, ...english } } },
  );
}

describe("QueueBar", () => {
  afterEach(() => sessionStorage.clear());

  it("links the previous and next application of the overview's last filter and says where this one stands", async () => {
    rememberFilter({ funnelIds: ["f1"], decisionNeeded: true });
    start([
      queue(
        { funnelIds: ["f1"], decisionNeeded: true },
        { previousId: "a4", nextId: "a6", position: 3, total: 120 },
      ),
    ]);
    expect((await screen.findByTestId("application-queue-position")).textContent).toBe("3 of 120");
    expect(screen.getByTestId("application-queue-previous").getAttribute("href")).toBe("/application/a4");
    expect(screen.getByTestId("application-queue-next").getAttribute("href")).toBe("/application/a6");
  });

  it("offers no previous one at the head of the list, and says when the application left the list", async () => {
    start([queue({}, { previousId: null, nextId: "a1", position: null, total: 7 })]);
    expect((await screen.findByTestId("application-queue-position")).textContent).toBe("Not in the list (7)");
    expect(screen.queryByTestId("application-queue-previous")).toBeNull();
    expect(screen.getByRole("button", { name: "Previous application" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows nothing without the queue bar key", async () => {
    const view = start([], []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.querySelector("[data-testid=application-queue-bar]")).toBeNull();
  });
});
