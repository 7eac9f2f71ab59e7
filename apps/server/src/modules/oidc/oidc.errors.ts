import { AppError } from "../../graphql/errors.ts";

/** An external sign-in that did not end with a known user: the message says why, for the sign-in page. */
export class ExternalSignInError extends AppError {
  constructor(message: string) {
    super("ExternalSignInFailed", message);
  }
}
