import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/fixture.ts";
import { databaseKinds } from "../test/harness.ts";

/** What the web's Apollo Client sends: JSON only, so the thin path answers (graphql-json.ts). */
const APOLLO_ACCEPT = "application/graphql-response+json,application/json;q=0.9";
/** The same and a stream type: Yoga's fetch adapter answers, choosing the same JSON type. */
const ADAPTER_ACCEPT = `${APOLLO_ACCEPT},text/event-stream;q=0.1`;

const CASES: { name: string; body: Record<string, unknown>; signedIn?: boolean }[] = [
  { name: "a query", body: { query: "query Me { currentUser { id email role { type } } }" }, signedIn: true },
  { name: "a query with a visitor's token missing", body: { query: "{ currentUser { id } }" } },
  { name: "a syntax error", body: { query: "{ currentUser { id " } },
  { name: "an unknown field", body: { query: "{ nothingHere }" } },
  {
    name: "a variable of the wrong type",
    body: { query: "query Q($n: Int!) { users(limit: $n) { total } }", variables: { n: "x" } },
    signedIn: true,
  },
  {
    name: "a NUL in a variable",
    body: {
      query: "query Q($f: UserFilterInput) { users(filter: $f) { total } }",
      variables: { f: { search: "a\u0000b" } },
    },
    signedIn: true,
  },
  { name: "a refused field", body: { query: "{ backgroundJobs(filter: FAILED) { id } }" }, signedIn: true },
  {
    name: "an operation name that is not there",
    body: { query: "query A { __typename }", operationName: "B" },
  },
  { name: "a query that is not a string", body: { query: 42 } },
  { name: "an unknown parameter", body: { query: "{ __typename }", extra: 1 } },
  { name: "a mutation", body: { query: 'mutation { completeTour(id: "nope") { id } }' }, signedIn: true },
];

for (const kind of databaseKinds("both")) {
  describe(`the thin JSON path answers as Yoga's adapter does, on ${kind}`, () => {
    const t = useTestApp(kind);

    for (const c of CASES) {
      it(`for ${c.name}`, async () => {
        const token = c.signedIn ? await t.tokenOf("founder@demo.test") : null;
        const post = (accept: string) =>
          t.app.inject({
            method: "POST",
            url: "/graphql",
            headers: {
              host: "localhost",
              "content-type": "application/json",
              accept,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: c.body,
          });
        const [thin, adapter] = [await post(APOLLO_ACCEPT), await post(ADAPTER_ACCEPT)];
        expect({ status: thin.statusCode, type: thin.headers["content-type"], body: thin.body }).toEqual({
          status: adapter.statusCode,
          type: adapter.headers["content-type"],
          body: adapter.body,
        });
      });
    }

    it("compresses a large answer as before", async () => {
      const token = await t.tokenOf("admin@demo.test");
      const response = await t.app.inject({
        method: "POST",
        url: "/graphql",
        headers: {
          host: "localhost",
          "content-type": "application/json",
          accept: APOLLO_ACCEPT,
          "accept-encoding": "gzip",
          authorization: `Bearer ${token}`,
        },
        payload: { query: "{ users(limit: 50) { items { id email fullName firstName lastName } } }" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["content-type"]).toBe("application/graphql-response+json; charset=utf-8");
    });
  });
}
