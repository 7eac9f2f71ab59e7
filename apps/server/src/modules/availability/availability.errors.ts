import { ForbiddenError } from "../../graphql/errors.ts";

/** Another user's availability needs AVAILABILITY:EDIT (an Admin or Admin & Coach). */
export class NotYourAvailabilityError extends ForbiddenError {
  constructor() {
    super("You may only change your own availability");
  }
}
