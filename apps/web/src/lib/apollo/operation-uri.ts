export const GRAPHQL_ENDPOINT = "/graphql";

/**
 * The HTTP endpoint of one operation: the server and its logs tell operations apart by the
 * `operation` query parameter (spec-1 §7: `POST /graphql?operation={name}`).
 */
export function operationUri(operation: { operationName?: string | undefined }): string {
  const name = operation.operationName?.trim();
  return name ? `${GRAPHQL_ENDPOINT}?operation=${encodeURIComponent(name)}` : GRAPHQL_ENDPOINT;
}
