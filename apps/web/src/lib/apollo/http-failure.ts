import type { ErrorLike } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";

/** What an operation's failure says about HTTP: its status and the GraphQL error names. */
export type HttpFailure = {
  status: number | null;
  errorNames: string[];
  message: string;
};

type GraphQLErrorLike = { message?: unknown; extensions?: { name?: unknown } | null };

/**
 * Reads the HTTP status of a failed operation. A non-2xx JSON answer throws a ServerError
 * carrying the status; an `application/graphql-response+json` answer is parsed into
 * GraphQL errors instead, and its status is on the response HttpLink puts in the context.
 */
export function httpStatusOf(error: ErrorLike, response?: { status?: number } | null): number | null {
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode;
  return typeof response?.status === "number" ? response.status : null;
}

export function readHttpFailure(error: ErrorLike, response?: { status?: number } | null): HttpFailure {
  return {
    status: httpStatusOf(error, response),
    errorNames: graphQLErrorsOf(error).flatMap(nameOf),
    message: error.message,
  };
}

function graphQLErrorsOf(error: ErrorLike): readonly GraphQLErrorLike[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) return errorsInBody(error.bodyText);
  return [];
}

function errorsInBody(bodyText: string): GraphQLErrorLike[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === "object" && "errors" in body && Array.isArray(body.errors)) {
      return body.errors as GraphQLErrorLike[];
    }
  } catch {
    // Not JSON (a proxy's HTML page, for instance): no GraphQL error names to read.
  }
  return [];
}

function nameOf(error: GraphQLErrorLike): string[] {
  const name = error.extensions?.name;
  return typeof name === "string" ? [name] : [];
}
