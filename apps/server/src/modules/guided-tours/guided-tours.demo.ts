import type { DemoSeed } from "../../db/seed/demo-seed.ts";
import { completeEveryTourOf } from "./guided-tours.service.ts";

/**
 * Every demo account has completed every tour: the journeys and the demo use these accounts,
 * and a tour would stand over what they came to see. A user invited later sees the tours
 * (docs/demo-data.md, decision 020).
 */
export const guidedToursDemo: DemoSeed = {
  after: ["users"],
  async seed(ctx) {
    await completeEveryTourOf(ctx, [...ctx.ids.people.values()]);
  },
};
