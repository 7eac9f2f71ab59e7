import type { MockLink } from "@apollo/client/testing";
import { print } from "graphql";
import {
  createPublicClient,
  type GraphQLAnswer,
  type PublicClient,
  PublicQueryError,
} from "./public-client.ts";

/**
 * For tests: a public client answering from the same mocks as Apollo's MockedProvider (each
 * answer used once unless its `maxUsageCount` says more); a read nobody mocked fails, as
 * with MockLink. No retries, no websocket.
 */
export function createMockPublicClient(mocks: readonly MockLink.MockedResponse[] = []): PublicClient {
  const left = mocks.map((mock) => ({ mock, uses: mock.maxUsageCount ?? 1 }));
  return createPublicClient({
    attempts: 1,
    transport: async (document, variables) => {
      const text = print(document);
      const found = left.find(
        ({ mock, uses }) =>
          uses > 0 &&
          print(mock.request.query) === text &&
          (typeof mock.request.variables === "function" ||
            JSON.stringify(mock.request.variables ?? {}) === JSON.stringify(variables ?? {})),
      );
      if (!found) throw new PublicQueryError(`No more mocked responses for ${text.split("\n")[0]}`, null);
      found.uses -= 1;
      const { mock } = found;
      if (mock.delay && typeof mock.delay === "number")
        await new Promise((resolve) => setTimeout(resolve, mock.delay as number));
      if (mock.error) throw new PublicQueryError(mock.error.message, null);
      const result = typeof mock.result === "function" ? mock.result(variables ?? {}) : mock.result;
      return (result ?? {}) as GraphQLAnswer;
    },
  });
}
