import { createHash } from "node:crypto";
import path from "node:path";
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { type DocumentNode, Kind, parse, print } from "graphql";
import { describe, expect, it } from "vitest";
import webDocuments from "./trusted-documents.json" with { type: "json" };

/**
 * Every query of the web app, as its Apollo Client actually sends it (the HttpLink's body,
 * `__typename` and all), is a trusted document, so it runs compiled (decision 035). When this
 * fails, the web's operations changed without `npm run codegen` (which prints the list).
 */
const web = path.join(import.meta.dirname, "../../../web/src");
const operations: Record<string, unknown> = await import(path.join(web, "gql/graphql.ts"));
const { typePolicies } = await import(path.join(web, "lib/apollo/type-policies.ts"));

const queries = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] =>
    (entry[1] as DocumentNode)?.kind === Kind.DOCUMENT &&
    (entry[1] as DocumentNode).definitions.some(
      (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === "query",
    ),
);

describe("the web app's queries are trusted documents", () => {
  it("lists every query the web's Apollo Client sends", async () => {
    const sent: string[] = [];
    const fetch = async (_url: unknown, init?: { body?: unknown }) => {
      sent.push(JSON.parse(String(init?.body)).query);
      return new Response(JSON.stringify({ data: null }), {
        headers: { "content-type": "application/json" },
      });
    };
    const client = new ApolloClient({
      cache: new InMemoryCache({ typePolicies }),
      link: new HttpLink({ uri: "http://localhost/graphql", fetch }),
    });
    const trusted = new Set(Object.keys(webDocuments));
    const untrusted: string[] = [];
    for (const [name, query] of queries) {
      sent.length = 0;
      await client.query({ query, variables: {}, fetchPolicy: "network-only" }).catch(() => {});
      const text = sent[0];
      if (!text) throw new Error(`${name}: nothing sent`);
      const hash = createHash("sha256")
        .update(print(parse(text)))
        .digest("hex");
      if (!trusted.has(hash)) untrusted.push(name);
    }
    expect(queries.length).toBeGreaterThan(20);
    expect(untrusted, "run npm run codegen (it prints trusted-documents.json)").toEqual([]);
  });
});
