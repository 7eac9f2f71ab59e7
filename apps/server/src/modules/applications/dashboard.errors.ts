import { AppError } from "../../graphql/errors.ts";

/** The organisation's "applications dashboard" feature flag is off (spec-2 §2, §6). */
export class DashboardOffError extends AppError {
  constructor() {
    super("ForbiddenError", "The applications dashboard is switched off for this organisation", {
      reason: "FEATURE_OFF",
      feature: "applicationsDashboard",
    });
  }
}
