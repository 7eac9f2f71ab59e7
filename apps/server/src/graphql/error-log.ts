import { GraphQLError } from "graphql";
import { handleStreamOrSingleExecutionResult, type Plugin } from "graphql-yoga";

type Logger = { error(context: object, message: string): void };
/** What the plugin reads from the context: the Fastify request (HTTP) and the app's logger. */
type LoggingContext = { req?: { id?: string; log?: Logger }; log?: Logger };

/**
 * Logs every error Yoga is about to mask as "Unexpected error." (one not thrown as a
 * GraphQLError: a bug, a database failure), with the request id — HTTP requests through
 * Fastify's request logger, which carries `reqId`, websocket operations through the app's.
 * Registered before Yoga's masking, so it sees the original error. The REST side logs its
 * own in http/rest-errors.ts.
 */
export function errorLogPlugin(): Plugin {
  const report = (
    context: unknown,
    errors: readonly unknown[] | undefined,
    operation: string | undefined,
  ) => {
    const { req, log } = (context ?? {}) as LoggingContext;
    const logger = req?.log ?? log;
    for (const error of errors ?? []) {
      if (isExpected(error)) continue;
      const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
      logger?.error(
        {
          err: original,
          reqId: req?.id,
          operation,
          path: error instanceof GraphQLError ? error.path : undefined,
        },
        "unexpected GraphQL error",
      );
    }
  };
  return {
    onPluginInit({ registerContextErrorHandler }) {
      registerContextErrorHandler(({ context, error }) => report(context, [error], undefined));
    },
    onExecute({ args }) {
      const operation = args.operationName ?? undefined;
      return {
        onExecuteDone: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result }) =>
            report(args.contextValue, result.errors, operation),
          ),
      };
    },
    onSubscribe({ args }) {
      const operation = args.operationName ?? undefined;
      return {
        onSubscribeResult: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result }) =>
            report(args.contextValue, result.errors, operation),
          ),
        onSubscribeError: ({ error }) => report(args.contextValue, [error], operation),
      };
    },
  };
}

/** As Yoga decides what to mask: a GraphQLError all the way down is meant for the client. */
function isExpected(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isExpected(error.originalError);
}
