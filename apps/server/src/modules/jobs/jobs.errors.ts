import { ConflictError, NotFoundError } from "../../graphql/errors.ts";

/** The job is not one of this incubator's failed jobs (or does not exist). */
export class FailedJobNotFoundError extends NotFoundError {
  constructor() {
    super("Failed job");
  }
}

/** The same work (kind and dedupe key) is already queued or running: retrying would do it twice. */
export class JobAlreadyQueuedError extends ConflictError {
  constructor() {
    super("The same job is already queued", { reason: "JOB_ALREADY_QUEUED" });
  }
}
