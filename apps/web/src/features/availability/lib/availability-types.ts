import type {
  HostAvailabilityFieldsFragment,
  AvailabilityInput as InputFromSchema,
} from "../../../gql/graphql.ts";

/**
 * A host's availability as the API answers it (docs/booking-api.md, HostAvailability):
 * minutes of the day are minutes after local midnight in the host's zone; weekday 0 is Sunday.
 */
export type HostAvailability = HostAvailabilityFieldsFragment;

/** What updateAvailability takes: the whole page at once. */
export type AvailabilityInput = InputFromSchema;
