/** The funnel setup's door: nothing other features use yet (its pages come through feature.ts). */
export { funnelStatus } from "./lib/funnel-status.ts";
