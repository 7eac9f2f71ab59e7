import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../test/render-page.tsx";
import { BatchProgressCard, type BatchProgressCardProps } from "./batch-progress-card.tsx";

const card = (props: Partial<BatchProgressCardProps> & { onClose?: () => void }) => {
  const onClose = props.onClose ?? vi.fn();
  const view = renderPage(
    <BatchProgressCard
      kind="applications"
      total={20}
      succeeded={20}
      failed={0}
      validation="SUCCEEDED"
      overall="SUCCEEDED"
      {...props}
      onClose={onClose}
    />,
  );
  return { onClose, view };
};

describe("the batch progress card", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("closes itself 5 s after an applications batch succeeded", () => {
    const { onClose } = card({});
    expect(screen.getByText("20 applications processed.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes itself 3 s after a startups or users batch succeeded", () => {
    for (const kind of ["startups", "users"] as const) {
      const { onClose, view } = card({ kind, total: 4, succeeded: 4 });
      expect(screen.getByText(`4 ${kind} processed.`)).toBeTruthy();
      act(() => vi.advanceTimersByTime(2999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
      view.unmount();
    }
  });

  it("says a partial success with the spec's text and stays until closed", () => {
    const { onClose } = card({ succeeded: 19, failed: 1, overall: "PARTIALLY_SUCCEEDED" });
    expect(screen.getByText("19 applications processed and 1 failed applications.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says a failed or refused batch with the spec's texts", () => {
    const failed = card({ succeeded: 0, failed: 20, overall: "FAILED" });
    expect(screen.getByRole("alert").textContent).toContain("There was problem processing your request.");
    expect(screen.getByText("Failed: 20 applications.")).toBeTruthy();
    failed.view.unmount();
    const refused = card({
      kind: "users",
      total: 3,
      succeeded: 0,
      failed: 3,
      validation: "FAILED",
      overall: "FAILED",
    });
    expect(screen.getByText("Failed: 3 users.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(refused.onClose).not.toHaveBeenCalled();
  });

  it("shows the progress while running", () => {
    card({ succeeded: 7, failed: 1, overall: "RUNNING" });
    expect(screen.getByText("Processing: 8 of 20 applications…")).toBeTruthy();
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });
});
