import { AppError, ConflictError } from "../../graphql/errors.ts";

/**
 * The custom-fields module's typed errors (`extensions.reason`): a field whose values exist
 * cannot change type; editing fields needs the organisation's "custom fields edit" feature.
 */
export const CUSTOM_FIELD_REASONS = ["TYPE_HAS_VALUES", "FEATURE_OFF"] as const;
export type CustomFieldReason = (typeof CUSTOM_FIELD_REASONS)[number];

/** A field's type cannot change once a user or startup has a value of it. */
export class FieldTypeLockedError extends ConflictError {
  constructor(valueCount: number) {
    super(`This field's type cannot change: ${valueCount} value(s) of it exist`, {
      reason: "TYPE_HAS_VALUES" satisfies CustomFieldReason,
      valueCount,
    });
  }
}

/** The organisation's "custom fields edit" feature flag is off (spec-2 §2, §6). */
export class CustomFieldsEditOffError extends AppError {
  constructor() {
    super("ForbiddenError", "Editing custom fields is turned off for this organisation", {
      reason: "FEATURE_OFF" satisfies CustomFieldReason,
      feature: "customFieldsEdit",
    });
  }
}
