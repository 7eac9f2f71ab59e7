import { AppError } from "../../graphql/errors.ts";

/** A one-time link (invitation, password reset, e-mail validation) that is unknown, expired or spent. */
export class InvalidTokenError extends AppError {
  constructor(message = "This link has expired or has already been used.") {
    super("InvalidToken", message);
  }
}
