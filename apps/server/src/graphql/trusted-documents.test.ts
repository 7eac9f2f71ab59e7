import { createHash } from "node:crypto";
import { parse, print } from "graphql";
import { describe, expect, it } from "vitest";
import webDocuments from "./trusted-documents.json" with { type: "json" };
import { createTrustedDocuments, loadTrustedDocuments } from "./trusted-documents.ts";

const manifestOf = (...texts: string[]) =>
  Object.fromEntries(
    texts.map((text) => {
      const printed = print(parse(text));
      return [createHash("sha256").update(printed).digest("hex"), printed];
    }),
  );

const VIEWER = "query Viewer($id: ID!) { user(id: $id) { id fullName } }";

describe("trusted documents", () => {
  const trusted = createTrustedDocuments(
    manifestOf(VIEWER, "mutation Rename($n: String!) { rename(name: $n) }"),
  );

  it("knows a listed document whatever its spacing and comments", () => {
    const spaced =
      "# the viewer\nquery Viewer( $id : ID! ) {\n  user(id: $id) {\n    id\n    fullName\n  }\n}\n";
    expect(trusted.operationOf(parse(spaced))).toBe("query");
    expect(trusted.operationOf(parse("mutation Rename($n: String!) { rename(name: $n) }"))).toBe("mutation");
  });

  it("does not know a document that differs in a name, an alias, a field or a literal", () => {
    for (const changed of [
      "query Other($id: ID!) { user(id: $id) { id fullName } }",
      "query Viewer($id: ID!) { user(id: $id) { id name: fullName } }",
      "query Viewer($id: ID!) { user(id: $id) { id fullName email } }",
      'query Viewer { user(id: "u1") { id fullName } }',
      `${VIEWER} query Second { __typename }`,
    ])
      expect(trusted.operationOf(parse(changed)), changed).toBeNull();
  });

  it("refuses a manifest whose key is not the hash of its document, or that holds two operations", () => {
    expect(() => createTrustedDocuments({ ["0".repeat(64)]: VIEWER })).toThrow(/not the SHA-256/);
    const two = print(parse("query A { __typename } query B { __typename }"));
    const key = createHash("sha256").update(two).digest("hex");
    expect(() => createTrustedDocuments({ [key]: two })).toThrow(/exactly one operation/);
  });

  it("ships the web app's operations as codegen prints them and as Apollo sends them", () => {
    const texts = Object.values(webDocuments as Record<string, string>);
    const currentUser = texts.filter((t) => t.startsWith("query CurrentUser {"));
    expect(currentUser).toHaveLength(2);
    expect(currentUser.some((t) => t.includes("__typename"))).toBe(true);
    const all = loadTrustedDocuments();
    for (const text of currentUser) expect(all.operationOf(parse(text))).toBe("query");
    expect(all.size).toBe(texts.length);
  });
});
