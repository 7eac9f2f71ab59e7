import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** The `extensions.name` of each GraphQL error in a failed operation (docs/api.md). */
export function graphQLErrorNames(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((graphQLError) => {
    const name = graphQLError.extensions?.name;
    return typeof name === "string" ? [name] : [];
  });
}
