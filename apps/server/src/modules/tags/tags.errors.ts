import { AppError } from "../../graphql/errors.ts";

/**
 * The tags module's typed errors (`extensions.reason`): a name already used in the list, a
 * tag of a kind that does not fit where it is put.
 */
export const TAG_REASONS = ["NAME_TAKEN", "WRONG_KIND"] as const;
export type TagReason = (typeof TAG_REASONS)[number];

/** Another tag of the same kind (or another industry) has this name, ignoring case. */
export class NameTakenError extends AppError {
  constructor(what: "tag" | "industry", name: string) {
    super("ConflictError", `Another ${what} is already named "${name}"`, {
      reason: "NAME_TAKEN" satisfies TagReason,
      fields: { name: `Another ${what} is already named "${name}"` },
    });
  }
}
