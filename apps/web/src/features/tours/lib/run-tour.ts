import { type DriveStep, driver, type PopoverDOM } from "driver.js";
import "driver.js/dist/driver.css";
import "./tour-popover.css";

/**
 * The tour on screen, with driver.js (MIT), loaded only when a tour is shown. driver.js makes
 * the popover a dialog (role=dialog, labelled by its title, described by its text) and keeps
 * Tab inside it and the highlighted element; this adds the rest of spec-1 §4 and the
 * accessible dialog:
 * - Escape, the close button and a click beside the popover cancel the tour;
 * - the last step's button finishes it; "Don't show me tours" turns every tour off;
 * - the arrow keys move through the steps in the reading direction (mirrored in Arabic);
 * - focus goes to the primary button when a step opens and back where it was when it closes.
 */
export type ShownStep = {
  target: string | null;
  title: string;
  body: string;
  side: "top" | "right" | "bottom" | "left";
  align: "start" | "center" | "end";
};

export type TourTexts = {
  next: string;
  previous: string;
  finish: string;
  cancel: string;
  dontShow: string;
  /** With {{current}} and {{total}}, which driver.js fills in. */
  progress: string;
};

export type RunTourOptions = {
  steps: readonly ShownStep[];
  texts: TourTexts;
  dir: "ltr" | "rtl";
  onCancel: () => void;
  onFinish: () => void;
  onDontShow: () => void;
};

type Outcome = "cancel" | "finish" | "dontShow" | "stopped";

export function runTour(options: RunTourOptions): { stop: () => void } {
  const { steps, texts, dir } = options;
  const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let outcome: Outcome = "cancel";

  const driveSteps: DriveStep[] = steps.map((step) => ({
    ...(step.target ? { element: step.target } : {}),
    popover: { title: step.title, description: step.body, side: step.side, align: step.align },
  }));

  const tour = driver({
    steps: driveSteps,
    animate: false,
    showProgress: steps.length > 1,
    progressText: texts.progress,
    nextBtnText: texts.next,
    prevBtnText: texts.previous,
    doneBtnText: texts.finish,
    showButtons: ["next", "previous", "close"],
    // Ours below (mirrored arrows); driver.js keeps Tab inside the dialog either way.
    allowKeyboardControl: false,
    skipMissingElement: true,
    popoverClass: "launchpad-tour",
    onPopoverRender: (popover) => {
      popover.wrapper.setAttribute("dir", dir);
      popover.wrapper.setAttribute("aria-modal", "true");
      popover.closeButton.setAttribute("aria-label", texts.cancel);
      popover.closeButton.setAttribute("title", texts.cancel);
      const dontShow = document.createElement("button");
      dontShow.type = "button";
      dontShow.className = "driver-popover-footer-btn launchpad-tour-dont-show";
      dontShow.textContent = texts.dontShow;
      dontShow.addEventListener("click", () => end("dontShow"));
      popover.footer.prepend(dontShow);
    },
    // driver.js focuses the popover's first control (the close button) as it opens; the
    // primary action is where keyboard and screen-reader users should start.
    onHighlighted: () => (tour.getState("popover") as PopoverDOM | undefined)?.nextButton.focus(),
    onDoneClick: () => end("finish"),
    onDestroyed: () => {
      document.removeEventListener("keyup", onKey, true);
      returnFocusTo?.focus?.();
      if (outcome === "finish") options.onFinish();
      else if (outcome === "dontShow") options.onDontShow();
      else if (outcome === "cancel") options.onCancel();
    },
  });

  function end(how: Outcome) {
    outcome = how;
    tour.destroy();
  }

  function onKey(event: KeyboardEvent) {
    if (!tour.isActive()) return;
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    if (event.key === "Escape") end("cancel");
    else if (event.key === forward) {
      if (tour.isLastStep()) return;
      tour.moveNext();
    } else if (event.key === back && tour.hasPreviousStep()) tour.movePrevious();
  }

  document.addEventListener("keyup", onKey, true);
  tour.drive();
  return { stop: () => (tour.isActive() ? end("stopped") : undefined) };
}
