import { type DocumentNode, parse, print } from "graphql";
import { describe, expect, it } from "vitest";
import * as generated from "../../gql/graphql.ts";
import { printDocument } from "./print-document.ts";

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === "object" && entry[1] !== null && (entry[1] as { kind?: string }).kind === "Document",
);

describe("printDocument", () => {
  it("prints every document of the app as graphql's printer does, in meaning", () => {
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, document] of documents)
      expect(print(parse(printDocument(document))), name).toBe(print(document));
  });

  it("prints arguments, variables, directives, aliases and inline fragments", () => {
    const source = `query Q($id: ID!, $first: Int = 10, $tags: [String!]) {
      node(id: $id) { ... on User @include(if: true) { id first: name(style: SHORT, quote: "a\\"b", n: 1.5, on: false, x: null, list: [1, 2], obj: {a: $first}) } }
      tags(in: $tags) @skip(if: false)
    }`;
    expect(print(parse(printDocument(parse(source))))).toBe(print(parse(source)));
  });
});
