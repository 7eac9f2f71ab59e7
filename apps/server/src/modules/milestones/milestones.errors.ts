import { AppError } from "../../graphql/errors.ts";

/** The organisation's milestones feature flag is off (spec-2 §6): every milestones field refuses. */
export class MilestonesOffError extends AppError {
  constructor() {
    super("ForbiddenError", "Milestones are switched off for this organisation", {
      reason: "FEATURE_OFF",
      feature: "milestones",
    });
  }
}

/** Templates (the incubator plans) are the team's: STARTUP_MILESTONE:CREATE / EDIT for all startups. */
export class TemplatesForbiddenError extends AppError {
  constructor() {
    super("ForbiddenError", "Only the team may change the organisation's milestone templates", {
      reason: "TEMPLATES_TEAM_ONLY",
    });
  }
}

/** A template's milestones have no done state: each startup ticks its own copy. */
export class TemplateNotTickedError extends AppError {
  constructor() {
    super("ConflictError", "A template's milestones are not ticked: each startup ticks its own plan", {
      reason: "TEMPLATE_NOT_TICKED",
    });
  }
}
