import { useGraphQlJit } from "@envelop/graphql-jit";
import { type DocumentNode, GraphQLError, type SourceLocation } from "graphql";
import { handleStreamOrSingleExecutionResult, type Plugin } from "graphql-yoga";
import type { TrustedDocuments } from "./trusted-documents.ts";

type Logger = { error(context: object, message: string): void };

/**
 * Runs the queries of trusted documents (trusted-documents.ts: the web app's own
 * operations, and the operator's) with graphql-jit's compiled executor instead of
 * graphql-js's (decision 035). Everything else is as before: parsing, validation and its
 * limits (armor), the context (tenant, token, session), every resolver with its permission
 * and tenant checks (the compiled query calls the schema's own resolvers), the NUL guard,
 * Yoga's error masking and the error log — only the walk over the result's fields
 * changes. Any other document, every mutation and every subscription (graphql-ws and
 * the shared fan-out, decision 016) run on graphql-js.
 *
 * Never for a document a client made up: graphql-jit 0.8.7 writes a literal's value into
 * the code it generates, and a crafted string literal runs as JavaScript on the server
 * (decision 035; jit.integration.test.ts shows it).
 */
export function trustedJitPlugin(trusted: TrustedDocuments, log: Logger): Plugin {
  const compiles = (document: DocumentNode) => trusted.operationOf(document) === "query";
  const jit = useGraphQlJit(
    {},
    {
      enableIf: (args) => compiles(args.document),
      onError: (result) =>
        log.error({ errors: result.errors }, "graphql-jit could not compile a trusted document"),
    },
  ) as Plugin;
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(jit);
    },
    onExecute({ args }) {
      if (!compiles(args.document)) return;
      return {
        onExecuteDone: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            if (result.errors?.length)
              setResult({ ...result, errors: result.errors.map((e) => located(e, args.document)) });
          }),
      };
    },
  };
}

/**
 * graphql-jit's errors carry `locations` but not the nodes or source positions that Yoga
 * builds its answer's errors from (its masking and serialisation re-create each error), so
 * their locations would be lost: one is made as graphql-js makes it, from the source.
 */
function located(error: GraphQLError, document: DocumentNode): GraphQLError {
  const source = document.loc?.source;
  if (error.nodes || !error.locations?.length || !source) return error;
  return new GraphQLError(error.message, {
    source,
    positions: error.locations.map((location) => offsetOf(source.body, location)),
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
}

/** The character offset of a 1-based line and column (GraphQL's line terminators: \n, \r\n, \r). */
function offsetOf(body: string, { line, column }: SourceLocation): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = body.slice(offset).search(/\r\n|[\n\r]/);
    if (next < 0) break;
    offset += next + (body.startsWith("\r\n", offset + next) ? 2 : 1);
  }
  return offset + column - 1;
}
