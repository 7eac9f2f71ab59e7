import { ErrorLink } from "@apollo/client/link/error";
import { type HttpFailure, readHttpFailure } from "./http-failure.ts";

export type HttpFailureHandler = (failure: HttpFailure, operationName: string | undefined) => void;

/**
 * One handler per HTTP status the client reacts to (401: signed out; 403: error pages).
 * Handlers only react (navigate, clear storage); the error still reaches the caller.
 */
export type HttpFailureHandlers = Partial<Record<number, HttpFailureHandler>>;

export function createHttpErrorLink(handlers: HttpFailureHandlers): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const { response } = operation.getContext() as { response?: Response };
    const failure = readHttpFailure(error, response);
    if (failure.status === null) return;
    handlers[failure.status]?.(failure, operation.operationName);
  });
}
