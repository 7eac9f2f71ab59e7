import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render-page.tsx";
import { ALERT_AUTO_CLOSE_MS, DismissibleAlert } from "./dismissible-alert.tsx";
import { ToastStack } from "./toast-stack.tsx";
import { createToastStore, TOAST_AUTO_CLOSE_MS } from "./toast-store.ts";

describe("alerts and toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("closes a dismissible alert after 7000 ms", () => {
    const onClose = vi.fn();
    renderPage(<DismissibleAlert onClose={onClose}>Saved</DismissibleAlert>);
    expect(ALERT_AUTO_CLOSE_MS).toBe(7000);
    act(() => vi.advanceTimersByTime(6999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("lets the user close an alert, or keep it open", () => {
    const onClose = vi.fn();
    renderPage(
      <DismissibleAlert onClose={onClose} autoClose={false}>
        Saved
      </DismissibleAlert>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows toasts until they close by themselves after 5000 ms", () => {
    const store = createToastStore();
    renderPage(<ToastStack store={store} />);
    act(() => {
      store.show({ message: "First" });
      store.show({ message: "Second", autoClose: false });
    });
    expect(screen.getByText("First")).toBeTruthy();
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.getByText("Second")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Second")).toBeNull();
  });
});
