import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { summary } from "../test/event-fixtures.ts";
import { type EventListState, EventsList } from "./events-list.tsx";

const list = (over: Partial<EventListState> = {}): EventListState => ({
  events: [],
  initialLoading: false,
  loadingMore: false,
  hasMore: false,
  error: undefined,
  loadMore: vi.fn(),
  reload: vi.fn(),
  ...over,
});

const props = { narrowed: false, onClearFilters: () => {}, timeZone: "UTC" } as const;

describe("EventsList", () => {
  it("says there is nothing upcoming, or nothing past", () => {
    const { unmount } = renderPage(<EventsList list={list()} when="upcoming" {...props} />);
    expect(screen.getByTestId("events-empty").textContent).toMatch(/No upcoming events yet/);
    unmount();
    renderPage(<EventsList list={list()} when="past" {...props} />);
    expect(screen.getByTestId("events-empty").textContent).toMatch(/No past events/);
  });

  it("offers to clear the search and filters when nothing matches them", () => {
    const onClearFilters = vi.fn();
    renderPage(
      <EventsList list={list()} when="upcoming" {...props} narrowed onClearFilters={onClearFilters} />,
    );
    expect(screen.getByText("No event matches your search or filters.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear the search and filters" }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it("shows the cards and asks for the next page while there is one", () => {
    const loadMore = vi.fn();
    const events = [summary(), summary({ id: "e2", title: "Demo day" })];
    const { rerender } = renderPage(
      <EventsList list={list({ events, hasMore: true, loadMore })} when="upcoming" {...props} />,
    );
    expect(screen.getAllByTestId("event-card")).toHaveLength(2);
    expect(screen.getByTestId("events-count").textContent).toBe("2 events");
    fireEvent.click(screen.getByRole("button", { name: "Show more events" }));
    expect(loadMore).toHaveBeenCalledOnce();
    rerender(<span />);
  });

  it("shows a failed first load with a way to try again", () => {
    const reload = vi.fn();
    renderPage(
      <EventsList list={list({ error: new Error("Network Error"), reload })} when="upcoming" {...props} />,
    );
    expect(screen.getByRole("alert").textContent).toMatch(/The events could not be loaded.*Network Error/);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
