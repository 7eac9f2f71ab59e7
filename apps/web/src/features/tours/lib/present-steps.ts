import type { Align, Side, TourStep } from "./tour-steps.ts";

type Queryable = Pick<ParentNode, "querySelector">;

/** Whether a step can be shown now: no target (a centred step), or a target on the page. */
function isPresent(step: TourStep, root: Queryable): boolean {
  if (step.target === null) return true;
  try {
    return root.querySelector(step.target) !== null;
  } catch {
    // A selector the browser does not understand (an old engine without :has) finds nothing.
    return false;
  }
}

const MIRRORED_SIDE: Record<Side, Side> = { left: "right", right: "left", top: "top", bottom: "bottom" };
const MIRRORED_ALIGN: Record<Align, Align> = { start: "end", end: "start", center: "center" };

/**
 * The placement in the page's direction. driver.js places popovers by physical sides: in
 * Arabic (rtl) "right of the menu" is "left of the menu", and a popover below an element lines
 * up with its right edge. Steps on the left or right side keep their alignment (vertical).
 */
export function placementFor(step: Pick<TourStep, "side" | "align">, dir: "ltr" | "rtl") {
  const side = step.side ?? "bottom";
  const align = step.align ?? "start";
  if (dir === "ltr") return { side, align };
  return {
    side: MIRRORED_SIDE[side],
    align: side === "top" || side === "bottom" ? MIRRORED_ALIGN[align] : align,
  };
}

/** The steps to show now: those whose target is on the page (spec-1 §4: the others are skipped). */
export function presentSteps(steps: readonly TourStep[], root: Queryable): TourStep[] {
  return steps.filter((step) => isPresent(step, root));
}
